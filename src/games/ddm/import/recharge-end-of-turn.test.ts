// "RECHARGE at end of this creature's turn if …" read from invented rows in the ddmwi format and
// played through the engine (ddm-battle-rules-2011, "Rechargeable Powers"; "End of Turn Phase"): a
// spent limited attack is usable again at the end of the creature's own turn when it did not attack,
// did not move, occupies a victory area or has no enemy adjacent that turn — and stays spent
// otherwise. Each test fails if the sentence is ignored (the attack would stay spent) or if the
// condition is ignored (it would always recharge).
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, ctxFor, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const limited = (name: string, condition: string) =>
  entry({
    name,
    hp: 60,
    powers: [
      { type: 'ATTACK', text: 'Knife: +10 vs. AC; 5 damage.' },
      { type: 'ATTACK', text: `Trick Shot: (range 10) +10 vs. AC; 10 damage. RECHARGE at end of this creature's turn if ${condition}.`, limit: 1 },
    ],
  });
const rows = [
  limited('Still Archer', 'it did not move that turn'),
  limited('Quiet Archer', 'this creature did not attack that turn'),
  limited('Camp Archer', 'it occupies one of your victory areas'),
  limited('Lone Archer', 'no enemy is adjacent to it'),
  entry({ name: 'Straw Dummy', hp: 200, powers: [{ type: 'ATTACK', text: 'Bite: +10 vs. AC; 5 damage.' }] }),
];
const cards = importedCards(rows, 'recharge.json');
afterAll(addTestCards(cards));

/** `label`'s turn with Trick Shot already spent; `play` takes the turn, then it ends: is Trick Shot usable again? */
function recharged(label: string, at: [number, number][], play: (s: DdmState) => void): boolean {
  const s = turnOf([label], ['Straw Dummy'], at, label, { prepare: (st) => ctxFor(st).counters.spend(`${byLabel(st, label).id}:Trick Shot`) });
  play(s);
  if (s.turn?.creature === byLabel(s, label).id) act(s, 'end');
  return ctxFor(s).counters.spentCount(`${byLabel(s, label).id}:Trick Shot`) === 0;
}
const far: [number, number][] = [
  [5, 5],
  [5, 9],
];
const adjacent: [number, number][] = [
  [5, 5],
  [5, 6],
];

describe("RECHARGE at end of this creature's turn if …", () => {
  it('is encoded as a recharge of the limited attack', () => {
    expect(cards.slice(0, 4).map((c) => c.attacks[1]?.recharge)).toEqual([
      { kind: 'end-of-turn', if: 'not-moved' },
      { kind: 'end-of-turn', if: 'not-attacked' },
      { kind: 'end-of-turn', if: 'in-own-victory-area' },
      { kind: 'end-of-turn', if: 'no-adjacent-enemy' },
    ]);
  });
  it('did not move: recharges after a turn standing still, not after a shift', () => {
    expect(recharged('Still Archer', far, () => undefined)).toBe(true);
    expect(recharged('Still Archer', far, (s) => act(s, 'shift'))).toBe(false);
  });
  it('did not attack: recharges after a turn without an attack, not after a basic attack', () => {
    expect(recharged('Quiet Archer', adjacent, () => undefined)).toBe(true);
    expect(recharged('Quiet Archer', adjacent, (s) => act(s, 'attack:0', [15]))).toBe(false);
  });
  it('occupies one of your victory areas: recharges there, not elsewhere', () => {
    const s = turnOf(['Camp Archer'], ['Straw Dummy'], far, 'Camp Archer');
    const own = s.map.victoryAreas[s.side[byLabel(s, 'Camp Archer').owner] === 'B' ? 'B' : 'A'][0]?.[0] as [number, number];
    expect(recharged('Camp Archer', [own, [5, 5]], () => undefined)).toBe(true);
    expect(recharged('Camp Archer', far, () => undefined)).toBe(false);
  });
  it('no enemy adjacent: recharges when alone, not beside an enemy', () => {
    expect(recharged('Lone Archer', far, () => undefined)).toBe(true);
    expect(recharged('Lone Archer', adjacent, () => undefined)).toBe(false);
  });
});
