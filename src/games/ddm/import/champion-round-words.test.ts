// Champion powers worded "Use before rolling initiative: Allies gain +5 damage to {m} attacks until end of
// round" and "Use at (the) beginning of round: …" — read as start-of-round powers: the round's
// start-of-round step comes before its initiative test (ddm-battle-rules-2011, "The Battle (Game
// Overview)" steps 4 and 5; our reading), "gain" as "have", "to {m} attacks" as "with {m} attacks"
// (import/champion-bonus.ts, import/move-one.ts). Played through the engine with forced dice: used in
// the round-2 start-of-round window (before that round's initiative), the ally's bite deals 10 + 5;
// declined, 10; its ranged bolt gets nothing. Fails if the wording or the bonus is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, nextTurnOf, play, playOn, turnOf } from '../testkit.js';
import type { Decision } from '../../../core/index.js';
import { readChampionBonus } from './champion-bonus.js';
import { readMoveEach } from './move-one.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 10 damage.' };
const bolt = { type: 'ATTACK' as const, text: 'Bolt: (range 10) +10 vs. AC; 10 damage.' };
const POWER = 'Use before rolling initiative: Allies gain +5 damage to {m} attacks until end of round.';
const rows = [
  entry({ name: 'Oath Captain', championRating: 1, powers: [bite, { type: 'CHAMPION', text: POWER }] }),
  entry({ name: 'Pike Ally', hp: 60, powers: [bite, bolt] }),
  entry({ name: 'Straw Brute', hp: 80, powers: [bite] }),
];
const cards = importedCards(rows, 'champion-round-words.json');
afterAll(addTestCards(cards));

/** Round 1 played with the power declined; used (or not) at the start of round 2; then the Pike Ally hits the brute with attack `k` (a 15). The damage dealt. */
function dealt(use: boolean, k: 0 | 1, near: boolean): number {
  const s = turnOf(['Oath Captain', 'Pike Ally'], ['Straw Brute'], [[1, 1], [5, 4], near ? [5, 5] : [5, 10]], 'Pike Ally');
  expect(playOn(s, (d) => d.kind === 'use-power' && s.round === 2 && d.options.some((o) => o.id === 'champion:0'))).not.toBeNull();
  play(s, [use ? 'champion:0' : 'no']);
  nextTurnOf(s, 'Pike Ally');
  expect(s.round).toBe(2);
  const before = byLabel(s, 'Straw Brute').hp;
  act(s, `attack:${k}`, [15], (d: Decision) => (d.kind === 'choose-target' ? String(byLabel(s, 'Straw Brute').id) : null));
  return before - byLabel(s, 'Straw Brute').hp;
}

describe('champion: "before rolling initiative" and "at beginning of round" read as start-of-round powers', () => {
  it('reads the wordings', () => {
    expect(readChampionBonus(POWER)).toEqual({
      trigger: 'start-of-round',
      effect: { kind: 'stat-bonus', bonuses: [{ stat: 'damage', amount: 5, melee: true }] },
      duration: 'end-of-round',
      target: { kind: 'warband', keywords: [], self: 'no' },
    });
    expect(readChampionBonus('Use before rolling initiative. Ogre and Orc creatures in your warband have +2 Speed until end of round.')?.trigger).toBe(
      'start-of-round',
    );
    expect(readMoveEach('Use at beginning of round: All beast allies move up to their speed')).toEqual({
      trigger: 'start-of-round',
      effect: { kind: 'move-each-up-to-speed' },
      target: { kind: 'warband', keywords: ['Beast'], self: 'no' },
    });
  });

  it('used before round 2 initiative: the bite deals 10 + 5', () => {
    expect(dealt(true, 0, true)).toBe(15);
  });

  it('control: declined, the bite deals 10; used, the ranged bolt deals 10', () => {
    expect(dealt(false, 0, true)).toBe(10);
    expect(dealt(true, 1, false)).toBe(10);
  });
});
