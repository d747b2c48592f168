// "TYPE Healing N" ("Fire Healing 5: this creature heals 5 HP each time an effect would deal fire
// damage to it"), read from invented rows in the ddmwi format and played through the engine (a card
// that breaks a rule, "CORE RULES AND EXCEPTIONS"; "Hit Points", Healing): a fire attack heals the
// creature 5 HP — immune to fire, it takes nothing and gains 5; not immune, it takes the damage and
// heals 5 — while an untyped attack only damages it and a creature without the power gains nothing.
// Each test fails if the power is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const claws = { type: 'ATTACK' as const, text: 'Claws: +5 vs. AC; 5 damage.' };
const healing = { type: 'ABILITY' as const, text: 'Fire Healing 5: This creature heals 5 HP each time an effect would deal fire damage to it' };
const rows = [
  entry({ name: 'Ember Imp', hp: 40, powers: [claws, { type: 'ABILITY', text: 'Immune Fire' }, healing] }),
  entry({ name: 'Ash Imp', hp: 40, powers: [claws, { type: 'SPECIAL', text: 'Fire Healing 5: Heals 5 HP whenever subjected to fire damage.' }] }),
  entry({ name: 'Clay Imp', hp: 40, powers: [claws, { type: 'ABILITY', text: 'Immune Fire' }] }),
  entry({
    name: 'Flame Caller',
    hp: 60,
    powers: [
      { type: 'ATTACK', text: 'Fire Bolt: (range 10) +10 vs. Reflex; 10 fire damage.' },
      { type: 'ATTACK', text: 'Stone: (range 10) +10 vs. Reflex; 10 damage.' },
    ],
  }),
];
const cards = importedCards(rows, 'type-healing.json');
afterAll(addTestCards(cards));

/** The caller hits `imp` (at 20 of 40 HP, 5 squares away) with its attack `k`: the imp's HP after. */
function shot(imp: string, k: number): number {
  const s = turnOf(
    ['Flame Caller'],
    [imp],
    [
      [2, 2],
      [2, 7],
    ],
    'Flame Caller',
    { prepare: (x) => void (byLabel(x, imp).hp = 20) },
  );
  act(s, `attack:${k}`, [15]);
  return byLabel(s, imp).hp;
}

describe('TYPE Healing N: heals N HP each time an effect would deal it damage of the type', () => {
  it('reads the printings as continuous type-healing', () => {
    expect(cards[0]?.powers[1]).toEqual({ kind: 'continuous', name: 'Fire Healing 5', effect: { kind: 'type-healing', type: 'fire', amount: 5 } });
    expect(cards[1]?.powers).toEqual([{ kind: 'continuous', name: 'Fire Healing 5', effect: { kind: 'type-healing', type: 'fire', amount: 5 } }]);
  });
  it('immune to fire: a fire hit deals nothing and heals 5', () => {
    expect(shot('Ember Imp', 0)).toBe(25);
    expect(shot('Clay Imp', 0)).toBe(20);
  });
  it('not immune: the fire hit deals its 10 and heals 5; an untyped hit only damages', () => {
    expect(shot('Ash Imp', 0)).toBe(15);
    expect(shot('Ember Imp', 1)).toBe(10);
  });
});
