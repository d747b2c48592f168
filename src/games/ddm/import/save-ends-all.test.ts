// "… AND Dazed AND ongoing 20 poison damage (save ends all)" (Mortal Sting) — ddm-battle-rules-2011,
// "Saving Throws": the attack's save-ends effects are ended by one save, as "(save ends both)" says for
// two. Read from invented rows and played through the engine with forced dice: the sting's hit leaves
// the ox Dazed, Slowed and taking ongoing 5 poison, all three save ends and ended together; the control
// printed without the parenthesis leaves the conditions until the end of the stinger's next turn, not
// marked; "(save ends both)" over three effects stays a gap. Fails if the parenthesis is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { parseDdmwi } from './parse.js';
import type { DdmState } from '../state.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 10 damage.' };
const sting = (tail: string) => `Mortal Sting: +10 vs. AC; 10 damage AND Dazed AND Slowed AND ongoing 5 poison damage${tail}`;
const rows = [
  entry({ name: 'Sting Fiend', hp: 60, powers: [bite, { type: 'ATTACK', text: sting(' (save ends all).') }] }),
  entry({ name: 'Plain Fiend', hp: 60, powers: [bite, { type: 'ATTACK', text: sting('.') }] }),
  entry({ name: 'Ox', hp: 60, powers: [bite] }),
];
const cards = importedCards(rows, 'save-ends-all.json');
afterAll(addTestCards(cards));

const battle = (who: string): DdmState =>
  turnOf(
    [who],
    ['Ox'],
    [
      [5, 5],
      [5, 6],
    ],
    who,
  );
const conds = (s: DdmState) => byLabel(s, 'Ox').conds.map((c) => `${c.kind}/${c.duration}/${c.together ? 'together' : '-'}`);

describe('attack hit clause: (save ends all)', () => {
  it('reads every lasting effect as save ends, together; "(save ends both)" over three stays a gap', () => {
    expect(cards[0]?.attacks[1]?.effects).toEqual([
      { kind: 'condition', condition: 'Dazed', duration: 'save-ends', together: true },
      { kind: 'condition', condition: 'Slowed', duration: 'save-ends', together: true },
      { kind: 'ongoing', amount: 5, type: 'poison', together: true },
    ]);
    const both = parseDdmwi(
      JSON.stringify([entry({ name: 'Both Fiend', powers: [bite, { type: 'ATTACK', text: sting(' (save ends both).') }] })]),
      'both.json',
    );
    if (!both.ok) throw new Error(both.error);
    expect(both.value.creatures[0]?.powers[1]).toMatchObject({ enforced: false });
  });

  it('the hit leaves the ox Dazed, Slowed and ongoing poison, all save ends and marked to end together', () => {
    const s = battle('Sting Fiend');
    act(s, 'attack:1', [15]);
    expect(byLabel(s, 'Ox').hp).toBe(50);
    expect(conds(s).sort()).toEqual(['Dazed/save-ends/together', 'Slowed/save-ends/together', 'ongoing/save-ends/together']);
  });

  it('control: printed without the parenthesis the conditions last to the end of the next turn, not marked', () => {
    const s = battle('Plain Fiend');
    act(s, 'attack:1', [15]);
    expect(
      conds(s)
        .filter((c) => !c.startsWith('ongoing'))
        .sort(),
    ).toEqual(['Dazed/end-of-next-turn/-', 'Slowed/end-of-next-turn/-']);
  });
});
