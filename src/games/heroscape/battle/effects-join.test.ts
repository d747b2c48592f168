/**
 * The effects a battle's queries and announcements read (`activeEffectsOf`, game.ts): the rule
 * effects of its player count (the leaving-engagement attack of each player, "ENGAGEMENT AND
 * ADJACENCY RULES"; the glyph and terrain rules) followed by the effects in play. The join is kept
 * per effects array and, in front of that, for the last array asked: a stale join would let a
 * power that has ended still change the dice, or leave a power just attached out of them.
 */
import { describe, expect, it } from 'vitest';
import type { EffectInstance } from '../../../core/index.js';
import { activeEffectsOf } from './game.js';
import { GLYPH_RULES } from './glyphs.js';
import { ruleEffects } from './leaving-engagement.js';
import type { HsState } from './state.js';

/** A state with only what the join reads (the player count, the effects in play, no Revenant's Tome). */
const stateOf = (players: number, effects: EffectInstance[], glyphs: unknown[] = []): HsState => ({ core: { players, effects }, glyphs }) as unknown as HsState;
const fx = (id: number, owner = 0): EffectInstance => ({ id, name: `power-${id}`, handler: 'power', owner, params: {} });
const names = (s: HsState): string[] => activeEffectsOf(s).map((e) => e.name);

describe('the rule effects joined with the effects in play', () => {
  it('follows each battle asked in turn, an effect added, and a new effects array', () => {
    const a = stateOf(2, [fx(1)]);
    const b = stateOf(3, [fx(2), fx(3)]);
    const rules2 = ruleEffects(2).map((e) => e.name);
    const rules3 = ruleEffects(3).map((e) => e.name);
    // Two battles asked one after the other: each gets its own player count's rules and its own effects.
    for (let k = 0; k < 3; k++) {
      expect(names(a).slice(0, 2)).toEqual(rules2);
      expect(names(a).slice(-1)).toEqual(['power-1']);
      expect(names(b).slice(0, 3)).toEqual(rules3);
      expect(names(b).slice(-2)).toEqual(['power-2', 'power-3']);
    }
    // The same join while nothing changes (no copy per query).
    expect(activeEffectsOf(a)).toBe(activeEffectsOf(a));
    // An effect attached (pushed onto the same array) is in the next answer.
    a.core.effects.push(fx(4));
    expect(names(a).slice(-2)).toEqual(['power-1', 'power-4']);
    // Effects removed (a new array without them): gone at once, even though the last array asked was this state's.
    a.core.effects = a.core.effects.filter((e) => e.id !== 1);
    expect(names(a).slice(-1)).toEqual(['power-4']);
    expect(names(a)).not.toContain('power-1');
    // No effects in play: the rules alone.
    expect(activeEffectsOf(stateOf(2, [])).length).toBe(activeEffectsOf(a).length - 1);
    expect(names(b).slice(-2)).toEqual(['power-2', 'power-3']);
  });

  it('never hands out an array it may change later (the game declares fixedEffectArrays: queries take the same array as the same effects)', () => {
    const a = stateOf(2, [fx(1)]);
    const joined = activeEffectsOf(a);
    const rules = activeEffectsOf(stateOf(2, []));
    const rulesBefore = [...rules];
    // An effect attached makes a new array; the ones handed out before are as they were.
    a.core.effects.push(fx(2));
    expect(activeEffectsOf(a)).not.toBe(joined);
    expect(joined.map((e) => e.name).slice(-1)).toEqual(['power-1']);
    expect(joined).toHaveLength(rules.length + 1);
    expect(activeEffectsOf(stateOf(2, []))).toEqual(rulesBefore);
    expect(rules).toEqual(rulesBefore);
  });
});

describe('the glyph rules in play only while a glyph or treasure glyph is in the battle', () => {
  const glyph = { space: 0, letter: 'A', side: 'power' };
  it('joins them while a glyph lies on the battlefield, and drops them from the same effects once it is gone', () => {
    const effects = [fx(1)];
    const s = stateOf(2, effects, [glyph]);
    expect(names(s)).toContain(GLYPH_RULES);
    expect(names(s).slice(-1)).toEqual(['power-1']);
    // The glyph taken off the battlefield (`glyphs.ts` splices it): the same effects array, now without the glyph rules.
    s.glyphs.splice(0, 1);
    expect(names(s)).not.toContain(GLYPH_RULES);
    expect(names(s).slice(-1)).toEqual(['power-1']);
    // Another battle with a glyph, asked next with its own effects array: the rules again (not the last join's).
    expect(names(stateOf(2, [fx(2)], [glyph]))).toContain(GLYPH_RULES);
    expect(names(stateOf(2, [], [glyph]))).toContain(GLYPH_RULES);
    expect(names(stateOf(2, []))).not.toContain(GLYPH_RULES);
  });

  it('keeps them for a battle with treasure glyphs or a treasure boost and no glyph on the battlefield', () => {
    const treasures = { ...stateOf(2, [fx(1)]), treasures: [] } as unknown as HsState;
    const boosted = { ...stateOf(2, [fx(1)]), treasureBoosts: [] } as unknown as HsState;
    expect(names(treasures)).toContain(GLYPH_RULES);
    expect(names(boosted)).toContain(GLYPH_RULES);
    expect(names(stateOf(2, [fx(1)]))).not.toContain(GLYPH_RULES);
  });
});
