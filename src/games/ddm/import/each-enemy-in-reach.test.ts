// Attacks printed "Make 1 attack against each enemy within Reach, +X vs. D; …" (Sweep, Flail
// Hurricane) — ddm-battle-rules-2011, "Melee Attacks" (Range: adjacent, or within the creature's Reach)
// and guidelines "Multiple Targets": one roll against every enemy the melee attack could target,
// allies left out. Read from invented rows and played through the engine with forced dice: the
// Reach 2 giant sweeps the brute beside it and the one 2 squares away, never its own ally; the
// control "each adjacent enemy" reaches only the brute beside it. Fails if the wording is read as
// each adjacent enemy (the far brute untouched) or as a single target (a target question).
import { afterAll, describe, expect, it } from 'vitest';
import { attackText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const club = { type: 'ATTACK' as const, text: 'Club: +10 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Sweep Giant',
    powers: [
      club,
      { type: 'ATTACK', text: 'Sweep: Make 1 attack against each enemy within Reach, +10 vs. Fortitude; 20 damage AND push target up to 1 square.' },
      { type: 'SPECIAL', text: 'Reach 2' },
    ],
  }),
  entry({
    name: 'Ring Giant',
    powers: [
      club,
      { type: 'ATTACK', text: 'Ring: Make 1 attack against each adjacent enemy, +10 vs. Fortitude; 20 damage.' },
      { type: 'SPECIAL', text: 'Reach 2' },
    ],
  }),
  entry({ name: 'Hill Pup', hp: 60, powers: [club] }),
  entry({ name: 'Near Brute', hp: 60, powers: [club] }),
  entry({ name: 'Far Brute', hp: 60, powers: [club] }),
];
const cards = importedCards(rows, 'each-enemy-in-reach.json');
afterAll(addTestCards(cards));

/** `giant` at (5,5), its pup beside it at (4,5), the brutes at (5,6) and (5,7) (2 squares away): attack 1 with every roll `d20`. */
function sweep(giant: string, rolls: readonly number[]): { s: DdmState; targetAsked: boolean } {
  const s = turnOf(
    [giant, 'Hill Pup'],
    ['Near Brute', 'Far Brute'],
    [
      [5, 5],
      [4, 5],
      [5, 6],
      [5, 7],
    ],
    giant,
  );
  const { asked } = act(s, 'attack:1', rolls);
  return { s, targetAsked: asked.some((d) => d.kind === 'choose-target') };
}

describe('attacks: 1 attack against each enemy within Reach', () => {
  it('reads the wording as a melee attack against each enemy within reach', () => {
    const a = cards[0]?.attacks[1];
    expect(a).toMatchObject({ name: 'Sweep', range: { kind: 'melee' }, targeting: 'each-enemy-in-reach', vs: 'Fort' });
    if (!a) throw new Error('no Sweep');
    expect(attackText(a)).toContain('each enemy within its reach');
  });

  it('hits both brutes, the near one and the one 2 squares away (20 each), not the pup, with no target question', () => {
    const { s, targetAsked } = sweep('Sweep Giant', [15, 15]);
    expect(targetAsked).toBe(false);
    expect([byLabel(s, 'Near Brute').hp, byLabel(s, 'Far Brute').hp, byLabel(s, 'Hill Pup').hp]).toEqual([40, 40, 60]);
  });

  it('each enemy is rolled for: a hit and a miss', () => {
    const { s } = sweep('Sweep Giant', [15, 2]);
    expect(byLabel(s, 'Near Brute').hp + byLabel(s, 'Far Brute').hp).toBe(100);
  });

  it('control, "each adjacent enemy": only the near brute', () => {
    const { s } = sweep('Ring Giant', [15]);
    expect([byLabel(s, 'Near Brute').hp, byLabel(s, 'Far Brute').hp]).toEqual([40, 60]);
  });
});
