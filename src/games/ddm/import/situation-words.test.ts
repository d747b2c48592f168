// The situations added for the champion start-of-round bonuses, in the printed continuous "+A Attack
// and +D Damage <situation>" too (ddm-battle-rules-2011, "Bonuses and Penalties"; "HOW TO READ A
// CREATURE STAT CARD": factions and sizes are no keywords): "against Civilization targets" (a
// faction), "against Medium or larger targets", "against Dazed or Stunned targets" (two conditions
// without a list), "vs. creatures that have already activated this round". Read from invented rows and
// played through the engine with forced dice; each has its control target outside the situation.
import { afterAll, describe, expect, it } from 'vitest';
import { addCond } from '../rules/common.js';
import type { DdmState } from '../state.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, testCondition, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 10 damage.' };
const special = (text: string) => ({ type: 'SPECIAL' as const, text });
const rows = [
  entry({ name: 'Town Hunter', powers: [bite, special('Town Bane: +5 Damage against Civilization targets.')] }),
  entry({ name: 'Small Biter', powers: [bite, special('Big Game: +5 {m} Damage against Medium or larger targets.')] }),
  entry({ name: 'Dazer Ghoul', powers: [bite, special('Pounce on the Weak: +10 Damage against Dazed or Stunned targets.')] }),
  entry({ name: 'Late Judge', powers: [bite, special('Judge Late: +10 damage vs. creatures that have already activated this round.')] }),
  entry({ name: 'Town Dummy', hp: 80, factions: ['CIVILIZATION'], powers: [bite] }),
  entry({ name: 'Straw Dummy', hp: 80, powers: [bite] }),
  entry({ name: 'Small Dummy', hp: 80, powers: [bite] }),
];
const cards = importedCards(rows, 'situation-words.json');
afterAll(addTestCards(cards));

/** `me` at (2,2) bites `dummy` at (3,2) with a 15; `prepare` runs before the turn; the damage dealt. */
function strike(me: string, dummy: string, prepare?: (s: DdmState) => void): number {
  const s = turnOf(
    [me],
    [dummy],
    [
      [2, 2],
      [3, 2],
    ],
    me,
    prepare ? { prepare } : {},
  );
  const t = byLabel(s, dummy);
  const before = t.hp;
  act(s, 'attack:0', [15]);
  return before - t.hp;
}

describe('faction, size, two conditions and "already activated" situations', () => {
  it('reads the printings as their situations', () => {
    expect(cards.slice(0, 4).map((c) => c.powers[0])).toMatchObject([
      { effect: { kind: 'situational-bonus', damage: 5, when: 'target-faction', keyword: 'Civilization' } },
      { effect: { damage: 5, melee: true, when: 'target-medium-or-larger' } },
      { effect: { damage: 10, when: 'target-condition', keyword: 'Dazed', or: ['Stunned'] } },
      { effect: { damage: 10, when: 'target-acted' } },
    ]);
  });
  it('a faction: +5 against the Civilization dummy, none against the Wild one', () => {
    expect(strike('Town Hunter', 'Town Dummy')).toBe(15);
    expect(strike('Town Hunter', 'Straw Dummy')).toBe(10);
  });
  it('Medium or larger: +5 against the Medium dummy, none against the Small one (a size named first in the name, as the importer reads it)', () => {
    expect(strike('Small Biter', 'Straw Dummy')).toBe(15);
    expect(strike('Small Biter', 'Small Dummy')).toBe(10);
  });
  it('Dazed or Stunned: +10 against either, none against an Immobilized dummy', () => {
    const cond = (kind: 'Dazed' | 'Stunned' | 'Immobilized') => (s: DdmState) => addCond(s, byLabel(s, 'Straw Dummy'), testCondition(kind, 0));
    expect(strike('Dazer Ghoul', 'Straw Dummy', cond('Dazed'))).toBe(20);
    expect(strike('Dazer Ghoul', 'Straw Dummy', cond('Stunned'))).toBe(20);
    expect(strike('Dazer Ghoul', 'Straw Dummy', cond('Immobilized'))).toBe(10);
  });
  it('already activated this round: +10 against a dummy that has taken its turn, none against one that has not', () => {
    expect(strike('Late Judge', 'Straw Dummy', (s) => void (byLabel(s, 'Straw Dummy').activations = 1))).toBe(20);
    expect(strike('Late Judge', 'Straw Dummy')).toBe(10);
  });
});
