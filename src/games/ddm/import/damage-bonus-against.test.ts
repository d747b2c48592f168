// Zhent Mark ("Use after this creature hits an enemy with a {m} attack: Until start of this creature's
// next turn, each Zhent ally and each Bane ally has +5 damage against that enemy"), read from invented
// rows and played through the engine (ddm-battle-rules-2011, "Bonuses and Penalties", "Conditions",
// Duration; an ally is another creature of the warband): after the marker's melee hit, its Zhent ally's
// hit on that enemy deals 10 + 5, an ally without the keyword and the marker itself gain nothing, and the
// bonus is over once the marker's next turn starts. Each test fails if the power is ignored (no bonus),
// its target part is not read (the wrong creatures gain it) or its duration is not counted.
import { afterAll, describe, expect, it } from 'vitest';
import { powerText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, ctxFor, nextTurnOf, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const blade = { type: 'ATTACK' as const, text: 'Blade: +10 vs. AC; 10 damage.' };
const mark = {
  type: 'SPECIAL' as const,
  text: "Zhent Mark: Use after this creature hits an enemy with a {m} attack: Until start of this creature's next turn, each Zhent ally and each Bane ally has +5 damage against that enemy.",
};
const rows = [
  entry({ name: 'Black Blade', keywords: ['Human', 'Zhent'], powers: [blade, mark] }),
  entry({ name: 'Black Pike', keywords: ['Human', 'Bane'], powers: [blade] }),
  entry({ name: 'Hired Sword', keywords: ['Human'], powers: [blade] }),
  entry({ name: 'Reed Brute', hp: 200, powers: [blade] }),
];
const cards = importedCards(rows, 'damage-bonus-against.json');
afterAll(addTestCards(cards));

/** The marker hits the brute (a 15: +10 vs AC 18), its Zhent Mark used or declined. */
function marked(use: boolean): DdmState {
  const s = turnOf(
    ['Black Blade', 'Black Pike', 'Hired Sword'],
    ['Reed Brute'],
    [
      [2, 5],
      [3, 5],
      [1, 5],
      [2, 6],
    ],
    'Black Blade',
  );
  act(s, 'attack:0', [15], (d) => (d.kind === 'use-power' ? (use ? (d.options.find((o) => o.id !== 'no')?.id ?? null) : 'no') : null));
  return s;
}

const bonus = (s: DdmState, attacker: string): number =>
  ctxFor(s).query('damageBonus', 0, {
    attacker: byLabel(s, attacker).id,
    target: byLabel(s, 'Reed Brute').id,
    melee: true,
    combatAdvantage: false,
    attackKey: 'test',
  });

/** `who` takes its turn next and hits the brute with a 15: the damage dealt. */
function hit(s: DdmState, who: string): number {
  nextTurnOf(s, who);
  const before = byLabel(s, 'Reed Brute').hp;
  act(s, 'attack:0', [15]);
  return before - byLabel(s, 'Reed Brute').hp;
}

describe("Zhent Mark: after a melee hit, allies of the keywords have +N Damage against that enemy until start of this creature's next turn", () => {
  it('reads the printing as a triggered power: melee hit on an enemy × Zhent and Bane allies × +5 Damage against it × start of next turn', () => {
    const p = cards[0]?.powers[0];
    expect(p).toMatchObject({
      kind: 'triggered',
      name: 'Zhent Mark',
      activated: true,
      target: { kind: 'warband', keywords: ['Zhent', 'Bane'], self: 'no' },
      effect: { kind: 'damage-bonus-against-target', amount: 5 },
      duration: 'start-of-next-turn',
    });
    if (!p) throw new Error('no Zhent Mark');
    expect(powerText(p)).toContain("until start of this creature's next turn, each Zhent or Bane ally has +5 Damage against that enemy");
  });

  it('used: the Bane ally hits that enemy for 10 + 5; declined: 10', () => {
    expect(hit(marked(true), 'Black Pike')).toBe(15);
    expect(hit(marked(false), 'Black Pike')).toBe(10);
  });

  it('the marker itself and an ally without the keywords gain nothing', () => {
    const s = marked(true);
    expect(bonus(s, 'Black Pike')).toBe(5);
    expect(bonus(s, 'Black Blade')).toBe(0);
    expect(bonus(s, 'Hired Sword')).toBe(0);
  });

  it('"Duplicate Effects": two markers on the same enemy give the ally +5 once; each marker gains the other\'s', () => {
    const s = turnOf(
      ['Black Blade', 'Black Blade', 'Black Pike'],
      ['Reed Brute'],
      [
        [2, 5],
        [1, 5],
        [3, 5],
        [2, 6],
      ],
      'Black Blade #1',
    );
    const useIt = (d: { kind: string; options: readonly { id: string }[] }) =>
      d.kind === 'use-power' ? (d.options.find((o) => o.id !== 'no')?.id ?? null) : null;
    act(s, 'attack:0', [15], useIt);
    nextTurnOf(s, 'Black Blade #2');
    act(s, 'attack:0', [15], useIt);
    expect(bonus(s, 'Black Pike')).toBe(5);
    expect(bonus(s, 'Black Blade #1')).toBe(5);
    expect(bonus(s, 'Black Blade #2')).toBe(5);
  });

  it("over once the marker's next turn starts", () => {
    const s = marked(true);
    nextTurnOf(s, 'Black Pike');
    expect(bonus(s, 'Black Pike')).toBe(5);
    nextTurnOf(s, 'Black Blade');
    expect(bonus(s, 'Black Pike')).toBe(0);
  });
});
