// "(reach 2, can target allies) +N vs. D; …" and "(range 5, can target allies) …" (Poison Sting,
// Puppeteer, Paralyzing Tentacles): ddm-battle-rules-2011, "Melee Attacks" / "Ranged Attacks", Can't
// Target Allies: "Unless a power or effect states otherwise, a creature cannot target an ally" — the
// attack field canTargetAllies makes allies legal single targets too. Read from invented rows and played through the
// engine with forced dice: the wyvern's sting is offered against its own ally beside it, hits it for 5
// and leaves ongoing poison; the control sting without the words offers only the enemy. Fails if the
// words are ignored (a gap, or the ally not offered).
import { afterAll, describe, expect, it } from 'vitest';
import type { Decision } from '../../../core/index.js';
import { attackText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Sting Wyvern',
    hp: 60,
    powers: [bite, { type: 'ATTACK', text: 'Poison Sting: (reach 2, can target allies) +15 vs. AC; 5 damage AND 10 ongoing poison damage (save ends).' }],
  }),
  entry({
    name: 'Tidy Wyvern',
    hp: 60,
    powers: [bite, { type: 'ATTACK', text: 'Poison Sting: (reach 2) +15 vs. AC; 5 damage AND 10 ongoing poison damage (save ends).' }],
  }),
  entry({ name: 'Mind Jar', hp: 60, powers: [bite, { type: 'ATTACK', text: 'Mind Bolt: (range 5, can target allies) +15 vs. Will; 10 psychic damage.' }] }),
  entry({ name: 'Loyal Kobold', hp: 40, powers: [bite] }),
  entry({ name: 'Straw Brute', hp: 200, powers: [bite] }),
];
const cards = importedCards(rows, 'can-target-allies.json');
afterAll(addTestCards(cards));

/** `who` at (5,5), its kobold at (5,6), the brute at (6,5): attack 1, answered with `pick`; the targets offered. */
function sting(who: string, pick: string): { offered: string[]; s: ReturnType<typeof turnOf> } {
  const s = turnOf(
    [who, 'Loyal Kobold'],
    ['Straw Brute'],
    [
      [5, 5],
      [5, 6],
      [6, 5],
    ],
    who,
  );
  let offered: string[] = [];
  act(s, 'attack:1', [15], (d: Decision) => {
    if (d.kind !== 'choose-target') return null;
    offered = d.options.map((o) => o.label.split(' (')[0] ?? '');
    return String(byLabel(s, pick).id);
  });
  return { offered, s };
}

describe('attack range: can target allies', () => {
  it('reads the words inside the range as canTargetAllies, and prints them', () => {
    expect(cards[0]?.attacks[1]).toMatchObject({ range: { kind: 'melee' }, canTargetAllies: true });
    expect(cards[2]?.attacks[1]).toMatchObject({ range: { kind: 'ranged', range: 5 }, canTargetAllies: true });
    expect(cards[1]?.attacks[1]?.canTargetAllies).toBeUndefined();
    const a = cards[0]?.attacks[1];
    if (a) expect(attackText(a)).toContain('(can target allies)');
  });

  it('the sting is offered against the ally, hits it for 5 and leaves ongoing poison; the control offers only the brute', () => {
    const { offered, s } = sting('Sting Wyvern', 'Loyal Kobold');
    expect(offered).toEqual(expect.arrayContaining(['Loyal Kobold', 'Straw Brute']));
    expect(byLabel(s, 'Loyal Kobold').hp).toBe(35);
    expect(byLabel(s, 'Loyal Kobold').conds.some((c) => c.kind === 'ongoing')).toBe(true);
    // The control: the brute is its only target (no question asked), the kobold untouched.
    const control = sting('Tidy Wyvern', 'Straw Brute');
    expect(control.offered).toEqual([]);
    expect([byLabel(control.s, 'Straw Brute').hp, byLabel(control.s, 'Loyal Kobold').hp]).toEqual([195, 40]);
  });

  it('the ranged printing: the bolt hits the ally for 10', () => {
    const { offered, s } = sting('Mind Jar', 'Loyal Kobold');
    expect(offered).toContain('Loyal Kobold');
    expect(byLabel(s, 'Loyal Kobold').hp).toBe(30);
  });
});
