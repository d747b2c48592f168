// Spear Wall N ("+N {m} Damage for each adjacent ally with Spear Wall", Phalanx Soldier; invented rows
// below use the same wording): the continuous attack-bonus-per-creature with `damage` (the bonus is to
// Damage), counting adjacent allies whose card has Spear Wall of any number, melee attacks only —
// ddm-battle-rules-2011, "Bonuses and Penalties". Through the engine with forced dice: the soldier's
// melee hit deals 10 alone, 15 beside one Spear Wall ally, 20 beside two; beside plain guards 10
// (control); a soldier without the power beside two Spear Wall allies 10 (control); its ranged hit
// beside two of them 10 (melee only).
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const spear = { type: 'ATTACK' as const, text: 'Spear: +10 vs. AC; 10 damage.' };
const javelin = { type: 'ATTACK' as const, text: 'Javelin: (range 6) +10 vs. AC; 10 damage.' };
const WALL = { type: 'SPECIAL' as const, text: 'Spear Wall 5: +5 {m} Damage for each adjacent ally with Spear Wall.' };
const rows = [
  entry({ name: 'Pike Soldier', powers: [spear, javelin, WALL] }),
  entry({ name: 'Pike Friend', powers: [spear, WALL] }),
  entry({ name: 'Plain Guard', powers: [spear, javelin] }),
  entry({ name: 'Straw Dummy', hp: 100, powers: [spear] }),
];
const cards = importedCards(rows, 'spear-wall.json');
afterAll(addTestCards(cards));

const AT: [number, number][] = [
  [2, 1],
  [2, 3],
];

/** `me` at (2,2) hits the dummy (d20 15) with `option`, allies `friends` at (2,1) and (2,3); the HP it loses. */
function lost(me: string, friends: readonly string[], option = 'attack:0'): number {
  const dummy: [number, number] = option === 'attack:1' ? [6, 2] : [3, 2];
  const s = turnOf([me, ...friends], ['Straw Dummy'], [[2, 2], ...AT.slice(0, friends.length), dummy], me);
  const t = byLabel(s, 'Straw Dummy');
  act(s, option, [15], (d) => (d.kind === 'choose-target' ? String(t.id) : null));
  return 100 - t.hp;
}

describe('Spear Wall N: +N melee Damage for each adjacent ally with Spear Wall', () => {
  it('reads the wording', () => {
    expect(cards[0]?.powers[0]).toMatchObject({
      kind: 'continuous',
      name: 'Spear Wall 5',
      effect: { kind: 'attack-bonus-per-creature', amount: 5, power: 'Spear Wall', damage: true, within: 1, allies: true, melee: true },
    });
  });
  it('10 alone, 15 beside one Spear Wall ally, 20 beside two; 10 beside plain guards', () => {
    expect(lost('Pike Soldier', [])).toBe(10);
    expect(lost('Pike Soldier', ['Pike Friend'])).toBe(15);
    expect(lost('Pike Soldier', ['Pike Friend', 'Pike Friend'])).toBe(20);
    expect(lost('Pike Soldier', ['Plain Guard', 'Plain Guard'])).toBe(10);
  });
  it('none for a creature without the power, none on a ranged hit', () => {
    expect(lost('Plain Guard', ['Pike Friend', 'Pike Friend'])).toBe(10);
    expect(lost('Pike Soldier', ['Pike Friend', 'Pike Friend'], 'attack:1')).toBe(10);
  });
});
