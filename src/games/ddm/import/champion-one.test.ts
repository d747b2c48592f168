// Start-of-round champion bonuses for one creature declared with the power: "1 Beast ally has +2 AC
// until end of battle", "Choose an Arcane ally. The chosen ally has +2 attack and +10 fire damage until
// end of round" — the stat-bonus field `one` (import/champion-bonus.ts; abilities/effects/stat-bonus.ts
// offers one option per creature the target part names), played through the engine with invented rows
// and forced dice — ddm-battle-rules-2011, "Champion Powers", "Bonuses and Penalties". Used at the start
// of round 2 on one Beast ally; the other Beast ally and the power declined are the controls.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, decision, nextTurnOf, play, playOn, turnOf } from '../testkit.js';
import type { Decision } from '../../../core/index.js';
import type { DdmState } from '../state.js';
import { readChampionBonus } from './champion-bonus.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 10 damage.' };
const POWER = 'Use at start of round: 1 Beast ally has +2 AC until end of battle.';
const rows = [
  entry({ name: 'Beast Lord', keywords: ['Human'], championRating: 1, powers: [bite, { type: 'CHAMPION', text: POWER }] }),
  entry({ name: 'Wolf Ally', hp: 60, powers: [bite] }),
  entry({ name: 'Hound Ally', hp: 60, powers: [bite] }),
  entry({ name: 'Squire Ally', hp: 60, keywords: ['Human'], powers: [bite] }),
  entry({ name: 'Straw Brute', hp: 80, keywords: ['Giant'], powers: [bite] }),
];
const cards = importedCards(rows, 'champion-one.json');
afterAll(addTestCards(cards));

// The brute at (5,5) is adjacent to the three allies.
const AT: [number, number][] = [
  [1, 1],
  [5, 4],
  [6, 4],
  [4, 4],
  [5, 5],
];

/** Round 1 played with the power declined; at the start of round 2 the options offered, then `option` ('no' or one of them) taken. */
function roundTwo(option: (s: DdmState) => string): { s: DdmState; offered: string[] } {
  const s = turnOf(['Beast Lord', 'Wolf Ally', 'Hound Ally', 'Squire Ally'], ['Straw Brute'], AT, 'Straw Brute');
  expect(playOn(s, (d) => d.kind === 'use-power' && d.options.some((o) => o.id.startsWith('champion:0')))).not.toBeNull();
  expect(s.round).toBe(2);
  const offered = decision(s).options.map((o) => o.id);
  play(s, [option(s)]);
  nextTurnOf(s, 'Straw Brute');
  return { s, offered };
}
const bitten = (s: DdmState, whom: string, roll: number): number => {
  const before = byLabel(s, whom).hp;
  act(s, 'attack:0', [roll], (d: Decision) => (d.kind === 'choose-target' ? String(byLabel(s, whom).id) : null));
  return before - byLabel(s, whom).hp;
};
const wolf = (s: DdmState): string => `champion:0|${byLabel(s, 'Wolf Ally').id}`;

describe('champion: 1 Beast ally has +2 AC until end of battle', () => {
  it('reads one creature, declared with the power; "Choose an Arcane ally. The chosen ally has …" too', () => {
    expect(readChampionBonus(POWER)).toEqual({
      trigger: 'start-of-round',
      effect: { kind: 'stat-bonus', one: true, bonuses: [{ stat: 'AC', amount: 2, melee: false }] },
      duration: 'end-of-battle',
      target: { kind: 'warband', keywords: ['Beast'], self: 'no' },
    });
    expect(
      readChampionBonus('Use at start of round: Choose an Arcane ally. The chosen ally has +2 attack and +10 fire damage until end of round.'),
    ).toMatchObject({ effect: { one: true }, target: { keywords: ['Arcane'] } });
  });

  it('offers each Beast ally, not the Human squire nor the champion', () => {
    const { s, offered } = roundTwo(() => 'no');
    expect(offered.filter((o) => o.startsWith('champion:0')).sort()).toEqual(
      [`champion:0|${byLabel(s, 'Wolf Ally').id}`, `champion:0|${byLabel(s, 'Hound Ally').id}`].sort(),
    );
  });

  it('used on the wolf: the brute’s 8 (8 + 10 = 18) misses it (AC 20) and hits the hound', () => {
    expect(bitten(roundTwo(wolf).s, 'Wolf Ally', 8)).toBe(0);
    expect(bitten(roundTwo(wolf).s, 'Hound Ally', 8)).toBe(10);
  });

  it('control, declined: the 8 hits the wolf', () => {
    expect(bitten(roundTwo(() => 'no').s, 'Wolf Ally', 8)).toBe(10);
  });
});
