// Champion powers "Use at start of round: You roll 1 additional d20 when determining initiative this
// round" / "Roll an extra d20 for initiative this round" (ddm-battle-rules-2011, "CHAMPION TEST": each
// player rolls 1d20 — the side with the higher-rated active champion twice — and the highest result
// wins; "The Battle (Game Overview)": start-of-round powers, step 4, come before initiative, step 5),
// read from invented rows and played with forced dice: with the power used, its player's 3 and 18 beat
// the opponent's 10; declined, the same 3 loses to the opponent's 18. Fails if the extra die is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../core/index.js';
import { championPowerText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import { championTest } from '../rules/champion-test.js';
import { decision, play, playOn, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 10 damage.' };
const WORDINGS = [
  'Use at start of round: You roll 1 additional d20 when determining initiative this round.',
  'Use at start of round: Roll an extra d20 for initiative this round.',
];
const rows = [
  ...WORDINGS.map((text, i) => entry({ name: `Lucky Captain ${i}`, championRating: 2, powers: [bite, { type: 'CHAMPION', text }] })),
  entry({ name: 'Rival Captain', championRating: 2, powers: [bite] }),
];
const cards = importedCards(rows, 'initiative-die.json');
afterAll(addTestCards(cards));

/** Round 1 with the power declined; at the start of round 2 the captain uses it (or not) with the d20s `dice` forced. */
function roundTwo(captain: string, use: boolean, dice: number[]): GameEvent[] {
  const s = turnOf(
    [captain],
    ['Rival Captain'],
    [
      [1, 1],
      [9, 9],
    ],
    captain,
  );
  expect(playOn(s, (d) => d.kind === 'use-power' && d.options.some((o) => o.id === 'champion:0'))).not.toBeNull();
  expect(s.round).toBe(2);
  const { events } = play(s, [use ? 'champion:0' : 'no'], dice);
  expect(decision(s).kind).toBe('initiative');
  return events;
}

const test = (events: GameEvent[]) => events.find((e) => e.type === 'champion-test')?.data as { rolls: number[][]; winner: number } | undefined;

describe('champion: use at start of round, an extra d20 for initiative this round', () => {
  it('reads both wordings and renders it', () => {
    for (const c of cards.slice(0, 2)) {
      expect(c.championPowers[0]).toEqual({ trigger: 'start-of-round', effect: { kind: 'extra-initiative-die' }, duration: 'end-of-round' });
      expect(championPowerText(c.championPowers[0]!)).toContain('you roll 1 additional d20 for initiative this round');
    }
  });

  for (const captain of ['Lucky Captain 0', 'Lucky Captain 1'])
    it(`${captain}: used, its player rolls 3 and 18 against 10 and wins initiative`, () => {
      expect(test(roundTwo(captain, true, [3, 18, 10]))).toEqual({ purpose: 'initiative', rolls: [[3, 18], [10]], winner: 0 });
    });

  it('declined (control): its player rolls one die, 3 against 18, and loses', () => {
    expect(test(roundTwo('Lucky Captain 0', false, [3, 18]))).toEqual({ purpose: 'initiative', rolls: [[3], [18]], winner: 1 });
  });

  it("the extra die is rolled again on a re-roll after a tie, besides the higher-rated side's second die", () => {
    let dice = [7, 4, 5, 7];
    let i = 0;
    // Ratings 3 against 1: the first player rolls 2 dice and 1 extra; a 7 against a 7 is a tie, which the higher rating wins.
    expect(championTest([3, 1], () => dice[i++] ?? 1, [1, 0])).toEqual({ winner: 0, rolls: [[7, 4, 5], [7]] });
    dice = [7, 4, 7, 2, 9, 12];
    i = 0;
    // Equal ratings, one extra die for the second player: 7 against 4 and 7 ties, re-rolled with the extra die again.
    expect(championTest([1, 1], () => dice[i++] ?? 1, [0, 1])).toEqual({ winner: 1, rolls: [[7], [4, 7], [2], [9, 12]] });
  });
});
