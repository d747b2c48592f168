// Attack lines the grammar read only once their printing was understood ("HOW TO READ A CREATURE STAT
// CARD", the attack line "+N vs. defense; damage"): "+N vs. AC or +N vs. Reflex" (one attack against
// either defense — the card keeps one line per defense, the attacker choosing when it declares: our
// reading, the rules print no such roll), and the file's slips "+16 vs. AC 15 damage" (no separator),
// "DEF Ref)" (no opening parenthesis), "(ignore insubstantial)" in parentheses, "Wil", "Refex". Played through the
// engine with forced dice: a 6 (+8 = 14) misses AC 20 and hits Reflex 12, so the either-defense
// attack hits when declared against Reflex while the control (the same line printed "vs. AC" only)
// misses. Fails if the second defense is dropped or the slips stay unread.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, decision, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';
import { parseDdmwi } from './parse.js';

const rows = [
  entry({ name: 'Storm Knight', powers: [{ type: 'ATTACK', text: 'Storm Blades: +8 vs. AC or +8 vs. Reflex; 15 damage.' }] }),
  entry({ name: 'Plain Knight', powers: [{ type: 'ATTACK', text: 'Storm Blades: +8 vs. AC; 15 damage.' }] }),
  entry({ name: 'Target Ox', hp: 60, ac: 20, ref: 12, powers: [{ type: 'ATTACK', text: 'Horns: +1 vs. AC; 5 damage.' }] }),
  entry({
    name: 'Sloppy Mage',
    powers: [
      { type: 'ATTACK', text: 'Club: +16 vs. AC 15 damage.' },
      { type: 'ATTACK', text: 'Zap: (range 5) +13 vs. DEF Ref); 10 lightning damage' },
      { type: 'ATTACK', text: 'Lance: (range 10) +18 vs. Reflex 15 damage (ignore insubstantial).' },
      { type: 'ATTACK', text: 'Edge: +12 vs. AC OR DEF(Fort); 20 + 5 radiant Damage' },
      { type: 'ATTACK', text: 'Charm: (range 5) +9 vs. Wil; 5 damage.' },
      { type: 'ATTACK', text: 'Spark: (range 5) +9 vs. Refex; 5 damage.' },
    ],
  }),
];
const cards = importedCards(rows, 'either-defense.json');
afterAll(addTestCards(cards));

/** `who` at (2,2) attacks the ox at (3,2) with `option` and a forced 6: the ox's HP after. */
function oxAfter(who: string, option: string): number {
  const s = turnOf(
    [who],
    ['Target Ox'],
    [
      [2, 2],
      [3, 2],
    ],
    who,
  );
  act(s, option, [6]);
  return byLabel(s, 'Target Ox').hp;
}

describe('attack lines: either of two defenses, and the slips of the file', () => {
  it('reads one line per defense, both basic, and the slips', () => {
    expect(cards[0]?.attacks.map((a) => [a.name, a.bonus, a.vs, a.basic])).toEqual([
      ['Storm Blades vs. AC', 8, 'AC', true],
      ['Storm Blades vs. Ref', 8, 'Ref', true],
    ]);
    const sloppy = cards[3]?.attacks ?? [];
    expect(sloppy.map((a) => [a.name, a.vs, a.damage])).toEqual([
      ['Club', 'AC', [{ amount: 15, type: 'untyped' }]],
      ['Zap', 'Ref', [{ amount: 10, type: 'lightning' }]],
      ['Lance', 'Ref', [{ amount: 15, type: 'untyped' }]],
      [
        'Edge vs. AC',
        'AC',
        [
          { amount: 20, type: 'untyped' },
          { amount: 5, type: 'radiant' },
        ],
      ],
      [
        'Edge vs. Fort',
        'Fort',
        [
          { amount: 20, type: 'untyped' },
          { amount: 5, type: 'radiant' },
        ],
      ],
      ['Charm', 'Will', [{ amount: 5, type: 'untyped' }]],
      ['Spark', 'Ref', [{ amount: 5, type: 'untyped' }]],
    ]);
    expect(sloppy[2]?.ignoresInsubstantial).toBe(true);
  });

  it('a line with no defense printed, or a limited one against either defense, stays a gap', () => {
    const r = parseDdmwi(
      JSON.stringify([
        entry({ name: 'Blank Bear', powers: [{ type: 'ATTACK', text: 'Claw: +14 vs. 20 damage.' }] }),
        entry({
          name: 'Spent Knight',
          powers: [
            { type: 'ATTACK', text: 'Club: +8 vs. AC; 10 damage.' },
            { type: 'ATTACK', text: 'Storm Blades: +8 vs. AC or +8 vs. Reflex; 15 damage.', limit: 1 },
          ],
        }),
      ]),
      'gaps.json',
    );
    if (!r.ok) throw new Error(r.error);
    expect(r.value.creatures.map((c) => c.powers.filter((p) => !p.enforced).map((p) => p.family))).toEqual([
      ['attack defense: none printed', 'no encodable attack'],
      ['attack roll: either of two defenses, limited'],
    ]);
  });

  it('the attacker chooses the defense when it declares: vs. Reflex the 14 hits, vs. AC and for the control it misses', () => {
    const s = turnOf(
      ['Storm Knight'],
      ['Target Ox'],
      [
        [2, 2],
        [3, 2],
      ],
      'Storm Knight',
    );
    expect(
      decision(s)
        .options.filter((o) => o.id.startsWith('attack:'))
        .map((o) => o.label),
    ).toEqual(['Attack: Storm Blades vs. AC', 'Attack: Storm Blades vs. Ref']);
    expect(oxAfter('Storm Knight', 'attack:1')).toBe(45);
    expect(oxAfter('Storm Knight', 'attack:0')).toBe(60);
    expect(oxAfter('Plain Knight', 'attack:0')).toBe(60);
  });
});
