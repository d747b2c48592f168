/**
 * Throw 14 (abilities/throw.ts) on the published card bound to it (Jotun), through the real engine
 * with forced dice: after moving, an adjacent medium figure is thrown on a d20 of 14 or more onto
 * an empty space within 4 spaces in the thrower's clear sight (placed: no leaving-engagement attack);
 * the damage d20 of 11 or more gives 2 wounds, and is not rolled on water or above the thrower's
 * Height. Controls: a 13, a 10 for damage, a large figure (not offered), the card without its powers.
 * Rulebook: heroscape-master-game-guide — "Clear Sight Spaces"; the power's text is on the card
 * (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, toAfterMove } from '../abilities/rotv-testkit.js';
import { THROW_DAMAGE_NEEDS, THROW_NEEDS, THROW_SPACES } from '../abilities/throw.js';
import { boardOf, whereIs, type HsState } from '../battle/state.js';
import { card, choose, figure, game, ofType, open } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import type { GameEvent } from '../../../core/index.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];

/**
 * a1 (the card as one medium figure, Height 5) on level 1 at (0, 0), b1 (Blue) beside it at (1, 0);
 * level 1 along the first row; water at (1, 1) (2 spaces on) and a column to level 8 at (2, 1)
 * (3 spaces on, above a1's Height). Red's turn, after moving: the Throw question.
 */
function afterMove(c: ArmyCard, defender: Partial<ArmyCard> = {}): HsState {
  const s = battle(
    ['1 1 1 1 1 1 1', '1 1~ 8 1 1 1 1'],
    [[0, 0]],
    [[1, 0]],
    [oneFigure(c, { attack: 3, range: 1 })],
    [card({ name: 'Blue', life: 9, ...defender })],
  );
  toAfterMove(s, 0, 1);
  return s;
}

const hexOf = (s: HsState, id: string): string => {
  const w = whereIs(boardOf(s), figure(s, id).head);
  return `${w.q},${w.r}`;
};

/** The landing hexes offered. */
function landings(s: HsState): string[] {
  const p = open(s);
  expect(p).toMatchObject({ kind: 'use-power', player: 0 });
  return p.options.filter((o) => o.id !== 'skip').map((o) => `${(o.payload as { q: number }).q},${(o.payload as { r: number }).r}`);
}

/** Picks b1 with the throw's d20, then lands it at `hex` with the damage d20 forced (if rolled). */
function thrown(c: ArmyCard, d20: number, hex?: string, damage = 20): { s: HsState; events: GameEvent[] } {
  const s = afterMove(c);
  game.forceChance(s, [d20]);
  const events = choose(s, 'throw-14:figure:b1', 'use-power');
  if (hex === undefined) return { s, events };
  const o = open(s).options.find((x) => x.id !== 'skip' && `${(x.payload as { q: number }).q},${(x.payload as { r: number }).r}` === hex);
  if (!o) throw new Error(`no landing at ${hex}`);
  game.forceChance(s, [damage]);
  return { s, events: [...events, ...choose(s, o.id, 'use-power')] };
}

const rolls = (events: readonly GameEvent[]): number =>
  ofType(events, 'PowerUsed').filter((e) => e.data.power === 'Throw 14' && String(e.data.note).includes('d20')).length;

describe.skipIf(!HAVE_UNITS)('Throw on the published cards', () => {
  const bound = boundTo(cards, 'throw-14');

  it('the pool binds it on Jotun', () => expect(bound.map((b) => b.card.name)).toEqual(['Jotun']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: thrown on 14 within 4 spaces in sight; 2 wounds on 11', (_, c) => {
    const s = afterMove(c);
    expect(open(s).options.map((o) => o.id)).toEqual(['throw-14:figure:b1', 'skip']);
    game.forceChance(s, [THROW_NEEDS]);
    choose(s, 'throw-14:figure:b1', 'use-power');
    const offered = landings(s);
    expect(offered).toEqual(expect.arrayContaining([`${THROW_SPACES},0`, '2,0', '1,1', '2,1']));
    for (const no of ['5,0', '0,0', '1,0']) expect(offered).not.toContain(no);
    const hit = thrown(c, THROW_NEEDS, '4,0', THROW_DAMAGE_NEEDS);
    expect(hexOf(hit.s, 'b1')).toBe('4,0');
    expect(figure(hit.s, 'b1').wounds).toBe(2);
    expect(ofType(hit.events, 'LeaveEngagement')).toEqual([]);
    // 10 for damage: no wound.
    const soft = thrown(c, 20, '4,0', THROW_DAMAGE_NEEDS - 1);
    expect(hexOf(soft.s, 'b1')).toBe('4,0');
    expect(figure(soft.s, 'b1').wounds).toBe(0);
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: no damage roll onto water or above its Height', (_, c) => {
    for (const hex of ['1,1', '2,1']) {
      const { s, events } = thrown(c, 20, hex, 20);
      expect(hexOf(s, 'b1')).toBe(hex);
      expect(figure(s, 'b1').wounds).toBe(0);
      // The throw's d20 only.
      expect(rolls(events)).toBe(1);
    }
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: no throw on 13, of a large figure, or without the power', (_, c) => {
    const low = thrown(c, THROW_NEEDS - 1);
    expect(open(low.s).kind).not.toBe('use-power');
    expect(hexOf(low.s, 'b1')).toBe('1,0');
    expect(open(afterMove(c, { size: 'large', height: 6 })).kind).not.toBe('use-power');
    expect(open(afterMove(withoutPowers(c))).kind).not.toBe('use-power');
  });
});
