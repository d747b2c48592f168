// Attacks printed "Automatic hit[ vs. D]; <damage and effects>" (ddm-battle-rules-2011, "Attack Roll",
// Automatic Hit: "Some powers may allow an attack to be an automatic hit without rolling the die; in
// such cases, the attack automatically hits, but is never a critical hit, even if something would
// cause it to become one"), read from invented rows and played through the engine: no die is rolled,
// the attack hits a defense it could not reach with a roll, a melee one against a Helpless target
// (which melee attacks otherwise hit critically) is a plain hit. Each test fails if the attack is
// played as an ordinary roll.
import { afterAll, describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../core/index.js';
import { attackText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import { addCond } from '../rules/common.js';
import { act, byLabel, testCondition, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const rows = [
  entry({
    name: 'Spark Adept',
    powers: [
      { type: 'ATTACK', text: 'Shock Touch: Automatic hit; 10 lightning damage.' },
      { type: 'ATTACK', text: 'Spark Bolt: (range 6) Automatic hit vs. Reflex; 15 lightning damage AND Dazed.', limit: 1 },
    ],
  }),
  // Defenses no roll of +0 could reach but a natural 20.
  entry({ name: 'Iron Wall', hp: 80, ac: 40, fort: 40, ref: 40, will: 40, powers: [{ type: 'ATTACK', text: 'Bash: +5 vs. AC; 5 damage.' }] }),
];
const cards = importedCards(rows, 'automatic-hit.json');
afterAll(addTestCards(cards));

const rolls = (events: readonly GameEvent[]) => events.filter((e) => e.type === 'attack-roll').map((e) => e.data);

const adjacent = () =>
  turnOf(
    ['Spark Adept'],
    ['Iron Wall'],
    [
      [5, 5],
      [5, 6],
    ],
    'Spark Adept',
  );

describe('attacks: automatic hit (no roll, never a critical hit)', () => {
  it('reads the wording into an attack that hits without a roll, against the named defense', () => {
    const adept = cards.find((c) => c.name === 'Spark Adept');
    expect(adept?.attacks.map((a) => [a.automatic, a.vs])).toEqual([
      [true, 'AC'],
      [true, 'Ref'],
    ]);
    expect(attackText(adept!.attacks[1]!)).toContain('automatic hit;');
  });

  it('hits a defense of 40 with no die rolled, its damage and AND effects resolved', () => {
    const s = adjacent();
    const r = act(s, 'attack:1');
    expect(rolls(r.events)).toEqual([expect.objectContaining({ rolls: [], hit: true, crit: false, automatic: true })]);
    const wall = byLabel(s, 'Iron Wall');
    expect(wall.hp).toBe(65);
    expect(wall.conds.map((c) => c.kind)).toContain('Dazed');
  });

  it('a melee automatic hit against a Helpless target is not a critical hit', () => {
    const s = turnOf(
      ['Spark Adept'],
      ['Iron Wall'],
      [
        [5, 5],
        [5, 6],
      ],
      'Spark Adept',
      { prepare: (st) => void addCond(st, byLabel(st, 'Iron Wall'), testCondition('Helpless')) },
    );
    const r = act(s, 'attack:0');
    expect(rolls(r.events)).toEqual([expect.objectContaining({ rolls: [], hit: true, crit: false })]);
    expect(byLabel(s, 'Iron Wall').hp).toBe(70);
  });
});
