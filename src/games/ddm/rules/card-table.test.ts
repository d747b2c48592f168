// Card data is fixed for a battle (rules/setup.ts "reveal"): tables built once per battle are keyed on
// the card table, so a change in place must fail loudly, and a test that needs another card gives the
// battle a new card table (testkit.ts `withCard`).
import { describe, expect, it } from 'vitest';
import type { CreatureCard } from '../cards/schema.js';
import { battle, withCard } from '../testkit.js';

const start = () =>
  battle(
    [{ card: 'Merchant Guard', items: [] }],
    ['Dire Wolf'],
    [
      [1, 1],
      [5, 5],
    ],
  );

describe('the card table of a battle', () => {
  it('cannot be changed in place once the battle is set up: a card, its powers or the table itself', () => {
    const s = start();
    const guard = s.cards['Merchant Guard'] as CreatureCard;
    expect(() => {
      (s.cards as Record<string, CreatureCard>)['Merchant Guard'] = { ...guard, hp: 99 };
    }).toThrow(TypeError);
    expect(() => {
      (guard as { hp: number }).hp = 99;
    }).toThrow(TypeError);
    expect(() => (guard.powers as unknown[]).push({ kind: 'scout' })).toThrow(TypeError);
    expect(() => (guard.attacks as unknown[]).pop()).toThrow(TypeError);
    expect(() => {
      (s.items as Record<string, unknown>)['Test'] = {};
    }).toThrow(TypeError);
    expect(s.cards['Merchant Guard']?.hp).toBe(guard.hp);
    expect(guard.hp).not.toBe(99);
  });
  it('a test card replaces the whole table (frozen in turn); the old table and card are unchanged', () => {
    const s = start();
    const before = s.cards;
    const guard = before['Merchant Guard'] as CreatureCard;
    withCard(s, 'Merchant Guard', { ...guard, hp: 99 });
    expect(s.cards).not.toBe(before);
    expect(s.cards['Merchant Guard']?.hp).toBe(99);
    expect(before['Merchant Guard']).toBe(guard);
    expect(s.cards['Dire Wolf']).toBe(before['Dire Wolf']);
    expect(Object.isFrozen(s.cards)).toBe(true);
    expect(Object.isFrozen(s.cards['Merchant Guard'])).toBe(true);
    expect(() => withCard(s, 'No Such Card', guard)).toThrow(/no card No Such Card/);
  });
});
