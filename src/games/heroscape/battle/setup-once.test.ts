/**
 * Every battle from one preset starts as the set-up says — "2. GATHER AND PLACE YOUR ARMY" (the
 * figures in their starting zones, no wounds, no order markers), "Glyphs" (each glyph as the scenario
 * places it) — whatever an earlier battle from the same preset did to its own state; a different
 * preset (or an unfrozen copy) is never served another's start; and every preset's start is the one
 * built anew from an unfrozen copy of its config (fields, order, values). A guard for any start kept
 * per preset (`initBattle`, setup.ts): one built once per frozen config and copied per battle passed
 * these tests but made the battles 16–22% slower in most forms (docs/benchmarks.md, "Heroscape
 * battles, twelfth pass"), so each battle's start is built anew; the first two tests fail if a kept
 * start is ever served uncopied.
 * Rulebook: heroscape-master-game-guide — "Get Ready to Play".
 */
import { describe, expect, it } from 'vitest';
import { game } from './game.js';
import { heroscapeModule, testArmiesConfig, testArmiesSetup } from '../module.js';
import { masterScenario } from '../content/master-scenarios.js';
import { vouch } from './vouched.js';
import type { HsConfig } from './setup.js';
import type { HsState } from './state.js';

function start(config: HsConfig, seed = 1): HsState {
  const r = game.setup(config, seed);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

/** What a battle's start is made of (the parts the rules change), as plain data. */
const startOf = (s: HsState) =>
  JSON.parse(JSON.stringify({ cards: s.cards.map(({ card, ...c }) => ({ ...c, name: card.name })), figures: s.figures, glyphs: s.glyphs }));

describe('every battle from a preset starts as set up', () => {
  it('gives each battle its own cards, figures and glyphs: changing one battle leaves the next unchanged', () => {
    const preset = testArmiesSetup();
    const fresh = startOf(start(testArmiesConfig(preset.roundLimit)));
    const a = start(preset, 1);
    const b = start(preset, 2);
    expect(startOf(a)).toEqual(fresh);
    // Nothing the rules change is shared between two battles of the preset.
    expect(a.figures).not.toBe(b.figures);
    a.figures.forEach((f, i) => expect(f).not.toBe(b.figures[i]));
    a.cards.forEach((c, i) => {
      expect(c).not.toBe(b.cards[i]);
      expect(c.markers).not.toBe(b.cards[i]!.markers);
      expect(c.tokens).not.toBe(b.cards[i]!.tokens);
    });
    // The Army Cards and the map are the preset's (never changed by the rules).
    expect(a.cards[0]!.card).toBe(preset.armies[0]!.cards[0]);
    expect(a.map).toBe(b.map);
    // One battle wounds, moves and marks its figures and cards…
    const f = a.figures[0]!;
    f.wounds = 3;
    f.head = 999;
    f.destroyed = true;
    a.cards[0]!.markers.push('1');
    a.cards[0]!.tokens.push('grenade');
    a.figures.pop();
    // …the other battle and the next one start as the set-up says.
    expect(startOf(b)).toEqual(fresh);
    expect(startOf(start(preset, 3))).toEqual(fresh);
    expect(start(preset, 4).figures[0]!.wounds).toBe(0);
  });

  it('copies the glyphs too: a glyph turned or taken in one battle is as placed in the next', () => {
    const scenario = masterScenario('migols-tomb');
    if (!scenario) throw new Error('no migols-tomb');
    const preset = vouch(scenario.config(), 'migols-tomb for the test');
    const a = start(preset, 1);
    const placed = startOf(a).glyphs;
    expect(placed.length).toBeGreaterThan(0);
    a.glyphs[0]!.side = a.glyphs[0]!.side === 'power' ? 'symbol' : 'power';
    a.glyphs.splice(1, 1);
    expect(startOf(start(preset, 2)).glyphs).toEqual(placed);
  });

  it('never serves one preset the start of another, nor an unfrozen copy a kept start', () => {
    const scenario = masterScenario('migols-tomb');
    if (!scenario) throw new Error('no migols-tomb');
    const other = vouch(scenario.config(), 'migols-tomb for the test');
    const test = start(testArmiesSetup());
    const master = start(other);
    // The same armies on another battlefield: other starting spaces, and glyphs.
    expect(startOf(master)).not.toEqual(startOf(test));
    expect(startOf(master)).toEqual(startOf(start(scenario.config())));
    // An unfrozen config with the test armies, changed (one card fewer): its own start, not the preset's.
    const changed = testArmiesConfig();
    changed.armies[0]!.cards.pop();
    expect(start(changed).figures.length).toBeLessThan(test.figures.length);
    expect(start(testArmiesSetup()).figures.length).toBe(test.figures.length);
  });

  it('copies the whole start: for every preset, the same state (fields, their order, values) as one built anew', () => {
    for (const [id, preset] of Object.entries(heroscapeModule.presets)) {
      const frozen = preset() as HsConfig;
      expect(Object.isFrozen(frozen), id).toBe(true);
      const anew = JSON.parse(JSON.stringify(frozen)) as HsConfig;
      for (let k = 0; k < 2; k++) {
        const copied = start(frozen, 5 + k);
        const built = start(anew, 5 + k);
        // The Army Cards by name (a config checked anew has its cards' fields in the schema's order), the rest whole.
        const plain = (s: HsState) => JSON.stringify({ ...s, cards: s.cards.map(({ card, ...c }) => ({ name: card.name, ...c })) });
        expect(Object.keys(copied), id).toEqual(Object.keys(built));
        expect(plain(copied), id).toBe(plain(built));
      }
    }
  });
});
