// Draw First Blood ("+10 Damage against undamaged targets", "+10 damage vs. undamaged enemies.)") and
// Death Attack ("Use when this creature hits a Bloodied target; +20 Damage to that attack") read as
// situational bonuses (ddm-battle-rules-2011, "Bonuses and Penalties"; "Hit Points": bloodied at half
// HP or less) and played through the engine with forced dice. Each has its control: a target that has
// lost HP (Draw First Blood), one that is not bloodied (Death Attack); dropping the bonus fails them.
import { afterAll, describe, expect, it } from 'vitest';
import type { DdmState } from '../state.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 10 damage.' };
const special = (text: string) => ({ type: 'SPECIAL' as const, text });
const rows = [
  entry({ name: 'First Striker', powers: [bite, special('Draw First Blood: +10 Damage against undamaged targets.')] }),
  entry({ name: 'Axe Raider', powers: [bite, special('Draw First Blood: +10 damage vs. undamaged enemies.)')] }),
  entry({ name: 'Knife Killer', powers: [bite, special('Death Attack: Use when this creature hits a Bloodied target; +20 Damage to that attack.')] }),
  entry({ name: 'Straw Dummy', hp: 80, powers: [bite] }),
];
const cards = importedCards(rows, 'draw-first-blood.json');
afterAll(addTestCards(cards));

/** `me` at (2,2) hits the dummy at (3,2) with a 15; `hp`: the dummy's HP before the attack. Returns the HP it lost. */
function strike(me: string, hp?: number): number {
  const prepare = (s: DdmState) => {
    if (hp !== undefined) byLabel(s, 'Straw Dummy').hp = hp;
  };
  const s = turnOf(
    [me],
    ['Straw Dummy'],
    [
      [2, 2],
      [3, 2],
    ],
    me,
    { prepare },
  );
  const t = byLabel(s, 'Straw Dummy');
  const before = t.hp;
  act(s, 'attack:0', [15]);
  return before - t.hp;
}

describe('Draw First Blood and Death Attack', () => {
  it('reads the printings as situational damage bonuses', () => {
    expect(cards.slice(0, 3).map((c) => c.powers[0])).toMatchObject([
      { effect: { kind: 'situational-bonus', damage: 10, when: 'target-undamaged' } },
      { effect: { kind: 'situational-bonus', damage: 10, when: 'target-undamaged' } },
      { effect: { kind: 'situational-bonus', damage: 20, when: 'target-bloodied' } },
    ]);
  });
  it('Draw First Blood: +10 against an undamaged target, none against one that has lost 5 HP', () => {
    expect(strike('First Striker')).toBe(20);
    expect(strike('Axe Raider')).toBe(20);
    expect(strike('First Striker', 75)).toBe(10);
    expect(strike('Axe Raider', 75)).toBe(10);
  });
  it('Death Attack: +20 against a bloodied target, none against an unbloodied one', () => {
    expect(strike('Knife Killer', 40)).toBe(30);
    expect(strike('Knife Killer', 41)).toBe(10);
  });
});
