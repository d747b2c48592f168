// Attack powers "Make N {b} attacks" printed "(Usable on charge)" / "Usable on charge." (Raking Claws,
// Dual Talons), "(only on charge)" (Pounce) and "Use only while charging: … against target of charge"
// (Pounce) — ddm-battle-rules-2011, "CHARGE" (the charge ends with a basic melee attack, +1 to the attack
// made as part of it; the card stating otherwise, "CORE RULES AND EXCEPTIONS"): the power may end the
// charge instead, each of its attacks a charge attack with the +1, the first against the charge's
// target (all of them when printed so). Read from invented rows and played through the engine with
// forced dice (bite +10 against AC 18: a 7 hits only with the charge's +1): the hunter's claws hit the
// dummy twice (20), its second attack free to take the brute beside it; "against target of charge"
// makes both against the dummy with no question; "only on charge" is never in the turn's menu, "usable"
// is. Controls: the basic bite ending the charge (10) and the same power printed without the wording,
// which leaves the charge to the bite with no question. Fails if the wording is ignored or the +1 lost.
import { afterAll, describe, expect, it } from 'vitest';
import type { Decision } from '../../../core/index.js';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, decision, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 10 damage.' };
const rows = [
  entry({ name: 'Claw Hunter', hp: 60, powers: [bite, { type: 'ATTACK', text: 'Raking Claws: (Usable on charge) Make 2 {b} attacks' }] }),
  entry({ name: 'Pounce Lion', hp: 60, powers: [bite, { type: 'ATTACK', text: 'Pounce: (only on charge) Make 2 {b} attacks.', limit: 1 }] }),
  entry({
    name: 'Grass Cougar',
    hp: 60,
    powers: [bite, { type: 'ATTACK', text: 'Pounce: Use only while charging: Make 2 {b} attacks against target of charge.' }],
  }),
  entry({
    name: 'Talon Beast',
    hp: 60,
    powers: [bite, { type: 'ATTACK', text: 'Dual Talons: Usable on charge. Make 2 {b} attacks against the same target.' }],
  }),
  entry({ name: 'Twin Hunter', hp: 60, powers: [bite, { type: 'ATTACK', text: 'Twin Strike: Make 2 {b} attacks' }] }),
  entry({ name: 'Knight Rider', hp: 60, powers: [bite, { type: 'ATTACK', text: 'Lance Charge: Use only while charging. +10 vs. AC; 25 damage.' }] }),
  entry({ name: 'Straw Dummy', hp: 80, powers: [bite] }),
  entry({ name: 'Side Brute', hp: 60, powers: [bite] }),
];
const cards = importedCards(rows, 'charge-basic-attacks.json');
afterAll(addTestCards(cards));

const ids = (d: Decision) => d.options.map((o) => o.id);
/** The charger at (5,8), the dummy at (5,2) (the charge ends at (5,3)), the brute at (4,4), beside that square. */
const far = (who: string): DdmState =>
  turnOf(
    [who],
    ['Straw Dummy', 'Side Brute'],
    [
      [5, 8],
      [5, 2],
      [4, 4],
    ],
    who,
  );
/** Charges the dummy and answers the attack question with `end`, a later target question with the brute. */
function chargeDummy(s: DdmState, end: string, dice: number[]) {
  const dummy = String(byLabel(s, 'Straw Dummy').id);
  const brute = String(byLabel(s, 'Side Brute').id);
  return act(s, 'charge', dice, (d) => {
    if (d.kind === 'choose-attack') return end;
    if (d.kind === 'choose-target') return d.prompt.includes('charges') ? dummy : brute;
    return null;
  });
}

describe('attack powers: make N {b} attacks usable (only) on charge', () => {
  it('reads the four printings as basic attacks with charge also / only (sameTarget for the same target or the charge’s); "Use only while charging" on an attack line', () => {
    expect(cards.slice(0, 4).map((c) => c.powers[0])).toMatchObject([
      { kind: 'action', name: 'Raking Claws', action: 'attack', effect: { kind: 'basic-attacks', count: 2, charge: 'also' } },
      { kind: 'action', name: 'Pounce', uses: 1, effect: { kind: 'basic-attacks', count: 2, charge: 'only' } },
      { kind: 'action', name: 'Pounce', effect: { kind: 'basic-attacks', count: 2, charge: 'only', sameTarget: true } },
      { kind: 'action', name: 'Dual Talons', effect: { kind: 'basic-attacks', count: 2, charge: 'also', sameTarget: true } },
    ]);
    expect(cards[4]?.powers[0]).toMatchObject({ effect: { kind: 'basic-attacks', count: 2 } });
    expect(cards[4]?.powers[0]).not.toMatchObject({ effect: { charge: expect.anything() } });
    expect(cards[5]?.attacks[1]).toMatchObject({ name: 'Lance Charge', requires: 'charging', basic: false });
  });

  it('ends a charge when chosen: both claws hit with the +1 (7 + 10 + 1 = 18), the first the dummy, the second the brute chosen', () => {
    const s = far('Claw Hunter');
    const r = chargeDummy(s, 'power:Raking Claws', [7, 7]);
    expect(r.asked.some((d) => d.kind === 'choose-attack' && ids(d).join() === 'attack:0,power:Raking Claws')).toBe(true);
    expect(byLabel(s, 'Straw Dummy').hp).toBe(70);
    expect(byLabel(s, 'Side Brute').hp).toBe(50);
  });

  it('"against target of charge": both attacks against the dummy, the brute beside it never asked for; "only on charge" used as the power', () => {
    const s = far('Grass Cougar');
    const r = chargeDummy(s, 'power:Pounce', [7, 7]);
    expect(r.asked.filter((d) => d.kind === 'choose-target')).toHaveLength(1);
    expect(byLabel(s, 'Straw Dummy').hp).toBe(60);
    expect(byLabel(s, 'Side Brute').hp).toBe(60);
    const l = far('Pounce Lion');
    const rl = chargeDummy(l, 'power:Pounce', [7, 7]);
    expect(rl.events.some((e) => e.type === 'power' && e.data['power'] === 'Pounce')).toBe(true);
    expect(byLabel(l, 'Straw Dummy').hp + byLabel(l, 'Side Brute').hp).toBe(120);
  });

  it('"only on charge" is not in the turn’s menu beside the dummy; "usable on charge" is', () => {
    const at: [number, number][] = [
      [5, 5],
      [5, 6],
      [1, 1],
    ];
    const lion = turnOf(['Pounce Lion'], ['Straw Dummy', 'Side Brute'], at, 'Pounce Lion');
    expect(ids(decision(lion))).not.toContain('power:Pounce');
    const hunter = turnOf(['Claw Hunter'], ['Straw Dummy', 'Side Brute'], at, 'Claw Hunter');
    expect(ids(decision(hunter))).toContain('power:Raking Claws');
    const talon = turnOf(['Talon Beast'], ['Straw Dummy', 'Side Brute'], at, 'Talon Beast');
    expect(ids(decision(talon))).toContain('power:Dual Talons');
  });

  it('controls: the bite ending the charge deals 10; the power printed without the wording leaves the charge to the bite, asked nothing', () => {
    const s = far('Claw Hunter');
    chargeDummy(s, 'attack:0', [7]);
    expect(byLabel(s, 'Straw Dummy').hp).toBe(70);
    const t = far('Twin Hunter');
    const r = chargeDummy(t, 'attack:0', [7]);
    expect(r.asked.some((d) => d.kind === 'choose-attack')).toBe(false);
    expect(byLabel(t, 'Straw Dummy').hp).toBe(70);
  });
});
