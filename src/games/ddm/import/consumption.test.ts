// Consumption, "Replaces move action: This creature takes 5 necrotic Damage; RECHARGE Frost Bolt or
// Grave Ray" (ddm-battle-rules-2011, "Limited Use" and "Recharge"; "Take Actions Phase"; "Damage"),
// read from an invented row and played through the engine with forced dice: once the ray is spent the
// move-action power for the ray is offered (not the one for the bolt, still unspent); used, the wizard
// takes 5 necrotic (10 with Vulnerable 5 necrotic) and can fire the ray again on its next turn. The
// control without the power keeps the ray spent. Fails if the power is ignored, offered for an unspent
// attack, or recharges without the damage. Arcane Sacrifice's wording ("This creature takes 10 damage,
// then recharges its <A> or <B>") is read the same way: untyped 10, then the ray again next turn.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, decision, nextTurnOf, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const attacks = [
  { type: 'ATTACK' as const, text: 'Staff: +5 vs. AC; 5 damage.' },
  { type: 'ATTACK' as const, text: 'Frost Bolt: (range 10) +9 vs. DEF(Ref); 10 cold damage.', limit: 1 },
  { type: 'ATTACK' as const, text: 'Grave Ray: (range 10) +9 vs. DEF(Fort); 10 necrotic damage.', limit: 1 },
];
const consumption = {
  type: 'SPECIAL' as const,
  text: 'Consumption: Replaces move action: This creature takes 5 necrotic Damage; RECHARGE Frost Bolt or Grave Ray.',
};
const rows = [
  entry({ name: 'Pale Wizard', hp: 40, powers: [...attacks, consumption] }),
  entry({ name: 'Frail Wizard', hp: 40, powers: [...attacks, consumption, { type: 'SPECIAL', text: 'Vulnerable 5 necrotic' }] }),
  entry({ name: 'Plain Wizard', hp: 40, powers: attacks }),
  entry({
    name: 'Soul Rider',
    hp: 40,
    powers: [
      ...attacks,
      { type: 'SPECIAL', text: 'Arcane Sacrifice: Replaces move action: This creature takes 10 damage, then recharges its Frost Bolt or Grave Ray.' },
    ],
  }),
  entry({ name: 'Straw Brute', hp: 200, powers: [{ type: 'ATTACK', text: 'Bash: +5 vs. AC; 5 damage.' }] }),
];
const cards = importedCards(rows, 'consumption.json');
afterAll(addTestCards(cards));

const ids = (s: DdmState) => decision(s).options.map((o) => o.id);

/** `who` fires Grave Ray (a 15: a hit) at the brute 6 squares away; its menu then. */
function rayFired(who: string): DdmState {
  const s = turnOf(
    [who],
    ['Straw Brute'],
    [
      [2, 2],
      [2, 8],
    ],
    who,
  );
  expect(ids(s).filter((id) => id.startsWith('power:Consumption'))).toEqual([]);
  act(s, 'attack:2', [15]);
  expect(byLabel(s, 'Straw Brute').hp).toBe(190);
  return s;
}

describe('Consumption: take 5 necrotic damage to recharge one of two attacks', () => {
  it('reads one move-action power per attack named, each recharge-attack with the self damage', () => {
    expect(cards[0]?.powers).toEqual([
      {
        kind: 'action',
        name: 'Consumption (Frost Bolt)',
        action: 'move',
        effect: { kind: 'recharge-attack', attack: 'Frost Bolt', selfDamage: { amount: 5, type: 'necrotic' } },
      },
      {
        kind: 'action',
        name: 'Consumption (Grave Ray)',
        action: 'move',
        effect: { kind: 'recharge-attack', attack: 'Grave Ray', selfDamage: { amount: 5, type: 'necrotic' } },
      },
    ]);
  });
  it('the ray spent: only its power is offered; used, the wizard takes 5 necrotic and fires the ray again next turn', () => {
    const s = rayFired('Pale Wizard');
    expect(ids(s)).toContain('power:Consumption (Grave Ray)');
    expect(ids(s)).not.toContain('power:Consumption (Frost Bolt)');
    act(s, 'power:Consumption (Grave Ray)');
    expect(byLabel(s, 'Pale Wizard').hp).toBe(35);
    nextTurnOf(s, 'Pale Wizard');
    expect(ids(s)).toContain('attack:2');
  });
  it('the damage is necrotic damage: Vulnerable 5 necrotic makes it 10', () => {
    const s = rayFired('Frail Wizard');
    act(s, 'power:Consumption (Grave Ray)');
    expect(byLabel(s, 'Frail Wizard').hp).toBe(30);
  });
  it("Arcane Sacrifice's wording: one power per attack, 10 untyped damage, the ray again next turn", () => {
    expect(cards[3]?.powers.map((p) => ('name' in p ? p.name : ''))).toEqual(['Arcane Sacrifice (Frost Bolt)', 'Arcane Sacrifice (Grave Ray)']);
    expect(cards[3]?.powers[1]).toMatchObject({
      action: 'move',
      effect: { kind: 'recharge-attack', attack: 'Grave Ray', selfDamage: { amount: 10, type: 'untyped' } },
    });
    const s = rayFired('Soul Rider');
    expect(ids(s)).toContain('power:Arcane Sacrifice (Grave Ray)');
    expect(ids(s)).not.toContain('power:Arcane Sacrifice (Frost Bolt)');
    act(s, 'power:Arcane Sacrifice (Grave Ray)');
    expect(byLabel(s, 'Soul Rider').hp).toBe(30);
    nextTurnOf(s, 'Soul Rider');
    expect(ids(s)).toContain('attack:2');
  });
  it('control: without the power the ray stays spent and no HP are lost', () => {
    const s = rayFired('Plain Wizard');
    nextTurnOf(s, 'Plain Wizard');
    expect(ids(s)).not.toContain('attack:2');
    expect(byLabel(s, 'Plain Wizard').hp).toBe(40);
  });
});
