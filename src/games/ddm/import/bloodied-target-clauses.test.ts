// Hit clauses that read whether the target is bloodied, from invented rows played through the engine
// with forced dice (ddm-battle-rules-2011, "Bloodied", "Applying Damage", "Conditions"; Appendix A,
// "Staggered" is Dazed): "15 + 15 necrotic damage, +15 necrotic damage if target is bloodied" (more base
// damage against a target bloodied when hit: attack field bloodiedTargetDamage) and "AND Bloodied target is
// Staggered" (the condition only on a target bloodied once the hit's damage is dealt: condition ifBloodied).
// Fails if the clauses are ignored (the rows would not import: importedCards throws) or the test on the
// target is dropped (the unbloodied controls would take the extra damage or the condition).
import { afterAll, describe, expect, it } from 'vitest';
import { attackText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const poke = { type: 'ATTACK' as const, text: 'Poke: +1 vs. AC; 5 damage.' };
const rows = [
  entry({
    name: 'Grave Giant',
    powers: [poke, { type: 'ATTACK', text: 'Reaping Axe: +23 vs. AC; 15 + 15 necrotic damage, +15 necrotic damage if target is bloodied.' }],
  }),
  entry({
    name: 'Brass Ram',
    powers: [poke, { type: 'ATTACK', text: 'Pinning Swing: +13 vs. DEF(Fort); 20 Damage AND Immobilized AND Bloodied target is Staggered.' }],
  }),
  entry({ name: 'Target Ox', hp: 100, ac: 20, powers: [poke] }),
];
const cards = importedCards(rows, 'bloodied-target-clauses.json');
afterAll(addTestCards(cards));

const duel = (who: string, hp: number) =>
  turnOf(
    [who],
    ['Target Ox'],
    [
      [4, 5],
      [5, 5],
    ],
    who,
    { prepare: (s: DdmState) => void (byLabel(s, 'Target Ox').hp = hp) },
  );

describe('attack hit clause: +N TYPE damage if target is bloodied', () => {
  it('reads the extra damage apart from the base damage', () => {
    const a = cards[0]?.attacks[1];
    expect(a).toMatchObject({
      damage: [
        { amount: 15, type: 'untyped' },
        { amount: 15, type: 'necrotic' },
      ],
      bloodiedTargetDamage: [{ amount: 15, type: 'necrotic' }],
    });
    if (a) expect(attackText(a)).toContain('against a bloodied target');
  });
  it('the bloodied ox (50 HP) takes 45; the whole ox takes 30', () => {
    const s = duel('Grave Giant', 50);
    act(s, 'attack:1', [10]);
    expect(byLabel(s, 'Target Ox').hp).toBe(5);
    const whole = duel('Grave Giant', 100);
    act(whole, 'attack:1', [10]);
    expect(byLabel(whole, 'Target Ox').hp).toBe(70);
  });
});

describe('attack hit clause: Bloodied target is Staggered', () => {
  it('reads Dazed (Staggered) only for a bloodied target, after Immobilized', () => {
    expect(cards[1]?.attacks[1]?.effects).toEqual([
      { kind: 'condition', condition: 'Immobilized', duration: 'end-of-next-turn' },
      { kind: 'condition', condition: 'Dazed', duration: 'end-of-next-turn', ifBloodied: true },
    ]);
  });
  const conds = (hp: number) => {
    const s = duel('Brass Ram', hp);
    act(s, 'attack:1', [15]);
    return byLabel(s, 'Target Ox')
      .conds.map((c) => c.kind)
      .sort();
  };
  it('the 20 damage bloodies the ox at 60 HP: Immobilized and Dazed; at 100 HP (80 after) only Immobilized', () => {
    expect(conds(60)).toEqual(['Dazed', 'Immobilized']);
    expect(conds(100)).toEqual(['Immobilized']);
  });
});
