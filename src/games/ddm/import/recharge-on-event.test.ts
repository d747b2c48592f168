// "RECHARGE when this creature hits with a {m} attack", "… is hit by a {m} attack", "… destroys an
// enemy" and "… is damaged by an attack", read from invented rows and played through the engine with
// forced dice (ddm-battle-rules-2011, "Rechargeable Powers": "Each time the recharge condition occurs,
// if the creature has a use for that power marked off … it regains one use"; {m} a melee attack, {r} a
// ranged one, "Making an Attack"). Each test spends the limited attack, makes the event happen or not,
// and reads the use: it fails if the sentence is ignored (the line stays a gap, the use never comes
// back) or if its condition is (a miss, a ranged hit or a target that survives would recharge too).
import { afterAll, describe, expect, it } from 'vitest';
import { attackText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, ctxFor, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const limited = (name: string, sentence: string, hp = 60) =>
  entry({
    name,
    hp,
    powers: [
      { type: 'ATTACK', text: 'Claw: +10 vs. AC; 10 damage.' },
      { type: 'ATTACK', text: `Far Spear: (range 10) +10 vs. AC; 10 damage. ${sentence}`, limit: 1 },
      { type: 'ATTACK', text: 'Dart: (range 10) +10 vs. AC; 10 damage.' },
    ],
  });
const rows = [
  limited('Claw Rider', 'RECHARGE when this creature hits with a {m} attack.'),
  limited('Blood Spawn', 'RECHARGE when this creature is hit by a {m} attack.'),
  limited('Gith Blade', 'RECHARGE when this creature destroys an enemy.'),
  limited('Rage Orc', 'RECHARGE when this creature is damaged by an attack.'),
  limited('Plain Spear', ''),
  entry({
    name: 'Straw Brute',
    hp: 200,
    powers: [
      { type: 'ATTACK', text: 'Bite: +10 vs. AC; 10 damage.' },
      { type: 'ATTACK', text: 'Sling: (range 10) +10 vs. AC; 10 damage.' },
    ],
  }),
  entry({ name: 'Weak Rat', hp: 10, powers: [{ type: 'ATTACK', text: 'Bite: +10 vs. AC; 10 damage.' }] }),
];
const cards = importedCards(rows, 'recharge-on-event.json');
afterAll(addTestCards(cards));

const beside: [number, number][] = [
  [5, 5],
  [5, 6],
];
const spent = (s: DdmState, label: string) => ctxFor(s).counters.spentCount(`${byLabel(s, label).id}:Far Spear`) > 0;

/** `who`'s turn beside `foe`, Far Spear spent: it makes attack `n` with the d20 given; is Far Spear spent still? */
function ownAttack(who: string, foe: string, n: number, d20: number): boolean {
  const s = turnOf([who], [foe], beside, who);
  ctxFor(s).counters.spend(`${byLabel(s, who).id}:Far Spear`);
  act(s, `attack:${n}`, [d20], (d) => (d.kind === 'choose-target' ? String(byLabel(s, foe).id) : null));
  return spent(s, who);
}

/** The brute's turn beside `who` (Far Spear spent): it makes attack `n` (0 Bite, 1 Sling) at `who` with the d20 given. */
function attacked(who: string, n: number, d20: number): boolean {
  const s = turnOf([who], ['Straw Brute'], beside, 'Straw Brute');
  ctxFor(s).counters.spend(`${byLabel(s, who).id}:Far Spear`);
  act(s, `attack:${n}`, [d20], (d) => (d.kind === 'choose-target' ? String(byLabel(s, who).id) : null));
  return spent(s, who);
}

describe('RECHARGE when this creature … (an event of the battle)', () => {
  it('reads the four sentences as recharges of kind "when" and prints them', () => {
    expect(cards.slice(0, 4).map((c) => c.attacks[1]?.recharge)).toEqual([
      { kind: 'when', event: 'hits', attack: 'melee' },
      { kind: 'when', event: 'hit-by', attack: 'melee' },
      { kind: 'when', event: 'destroys-enemy' },
      { kind: 'when', event: 'damaged', byAttack: true },
    ]);
    expect(cards[4]?.attacks[1]).toMatchObject({ name: 'Far Spear', uses: 1 });
    expect(cards[4]?.attacks[1]?.recharge).toBeUndefined();
    const spear = cards[0]?.attacks[1];
    if (!spear) throw new Error('no Far Spear');
    expect(attackText(spear)).toContain('recharges when it hits with a melee attack');
  });

  it('"hits with a {m} attack": its claw hits, the use is back; the claw misses, or its dart (ranged) hits: still spent', () => {
    expect(ownAttack('Claw Rider', 'Straw Brute', 0, 15)).toBe(false);
    expect(ownAttack('Claw Rider', 'Straw Brute', 0, 2)).toBe(true);
    expect(ownAttack('Claw Rider', 'Straw Brute', 2, 15)).toBe(true);
    // The control without the sentence keeps it spent after the same hit.
    expect(ownAttack('Plain Spear', 'Straw Brute', 0, 15)).toBe(true);
  });

  it('"is hit by a {m} attack": the brute\'s bite hits it, the use is back; the bite misses, or its sling (ranged) hits: still spent', () => {
    expect(attacked('Blood Spawn', 0, 15)).toBe(false);
    expect(attacked('Blood Spawn', 0, 2)).toBe(true);
    expect(attacked('Blood Spawn', 1, 15)).toBe(true);
  });

  it('"destroys an enemy": its claw destroys the rat (10 HP), the use is back; the brute survives the same hit: still spent', () => {
    expect(ownAttack('Gith Blade', 'Weak Rat', 0, 15)).toBe(false);
    expect(ownAttack('Gith Blade', 'Straw Brute', 0, 15)).toBe(true);
  });

  it('"is damaged by an attack": the bite or the sling damages it, the use is back; a miss: still spent', () => {
    expect(attacked('Rage Orc', 0, 15)).toBe(false);
    expect(attacked('Rage Orc', 1, 15)).toBe(false);
    expect(attacked('Rage Orc', 0, 2)).toBe(true);
    expect(attacked('Plain Spear', 0, 15)).toBe(true);
  });
});
