// "AND Slowed (save ends). If target is already Slowed, it is Stunned (save ends) instead" (the condition
// effect's ifHas / unlessHas), from an invented row played through the engine with forced dice
// (ddm-battle-rules-2011, "Conditions", "Applying Damage", Additional Effects): a hit on an ox that is
// not slowed leaves it Slowed (save ends) and not Stunned; a hit on an ox already Slowed leaves it Stunned
// (save ends) — the hit's own Slowed does not count. Fails if the sentence is ignored (the row would not
// import: importedCards throws) or read without the test on the target (both oxen would end alike).
import { afterAll, describe, expect, it } from 'vitest';
import type { ConditionName } from '../cards/schema-basics.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, testCondition, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const poke = { type: 'ATTACK' as const, text: 'Poke: +1 vs. AC; 5 damage.' };
const rows = [
  entry({
    name: 'Whisperer',
    powers: [
      poke,
      {
        type: 'ATTACK',
        text: 'Whispers: (range 5) +10 vs. Will; 15 psychic damage AND Slowed (save ends). If target is already Slowed, it is Stunned (save ends) instead. RECHARGE when this creature first becomes bloodied.',
        limit: 1,
      },
    ],
  }),
  entry({ name: 'Target Ox', hp: 80, powers: [poke] }),
];
const cards = importedCards(rows, 'instead-if-condition.json');
afterAll(addTestCards(cards));

/** The whisperer at (4,5) hits the ox 3 squares away (slowed until the end of its next turn when `slowed`): the ox's conditions after. */
function after(slowed: boolean): { kind: ConditionName | string; duration: string }[] {
  const s = turnOf(
    ['Whisperer'],
    ['Target Ox'],
    [
      [4, 5],
      [7, 5],
    ],
    'Whisperer',
    { prepare: (st) => void (slowed && byLabel(st, 'Target Ox').conds.push({ id: 80, ...testCondition('Slowed', 0), ownTurn: false })) },
  );
  act(s, 'attack:1', [15]);
  expect(byLabel(s, 'Target Ox').hp).toBe(65);
  return byLabel(s, 'Target Ox').conds.map((c) => ({ kind: c.kind, duration: String(c.duration) }));
}

describe('attack sentence: if target is already <condition>, it is <condition> instead', () => {
  it('reads the new condition only with the old one, the old only without it, recharge kept', () => {
    expect(cards[0]?.attacks[1]).toMatchObject({
      effects: [
        { kind: 'condition', condition: 'Stunned', duration: 'save-ends', ifHas: 'Slowed' },
        { kind: 'condition', condition: 'Slowed', duration: 'save-ends', unlessHas: 'Slowed' },
      ],
      recharge: { kind: 'bloodied' },
    });
  });
  it('an ox not slowed: Slowed (save ends), not Stunned', () => {
    expect(after(false)).toEqual([{ kind: 'Slowed', duration: 'save-ends' }]);
  });
  it('an ox already Slowed: Stunned (save ends) as well, no second Slowed', () => {
    const conds = after(true);
    expect(conds.filter((c) => c.kind === 'Stunned')).toEqual([{ kind: 'Stunned', duration: 'save-ends' }]);
    expect(conds.filter((c) => c.kind === 'Slowed')).toHaveLength(1);
  });
});
