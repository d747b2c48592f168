// Wrath N ("Once an ally has been destroyed, this creature has +N {m} Damage until end of battle", Gold
// Champion and Justicator; our invented rows below use the same wording) — ddm-battle-rules-2011,
// "Bonuses and Penalties" (a bonus with its situation) and "Building a Warband" (an ally: another creature
// of its warband): the continuous `situational-bonus`, situation `ally-destroyed` (a destroyed creature
// stays destroyed, so the bonus lasts to the end of the battle). Played through the engine with forced
// dice: +5 on a melee hit once an ally is destroyed; none while every ally lives (control), none on a
// ranged hit (melee only), and none for a creature without the power whose ally is destroyed (control).
import { afterAll, describe, expect, it } from 'vitest';
import type { DdmState } from '../state.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 10 damage.' };
const sling = { type: 'ATTACK' as const, text: 'Sling: (range 6) +10 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Grim Warden',
    powers: [
      bite,
      sling,
      { type: 'SPECIAL', text: 'Wrath 5: Once an ally has been destroyed, this creature has +5 {m} Damage until end of battle.', limit: 1 },
    ],
  }),
  entry({ name: 'Calm Warden', powers: [bite, sling] }),
  entry({ name: 'Fallen Squire', powers: [bite] }),
  entry({ name: 'Straw Dummy', hp: 80, powers: [bite] }),
];
const cards = importedCards(rows, 'wrath.json');
afterAll(addTestCards(cards));

/** `me` at (2,2) hits the dummy (d20 15) with its attack `option`, the squire on its side; `fallen`: the squire destroyed before the turn. */
function strike(me: string, fallen: boolean, option = 'attack:0', dummyAt: [number, number] = [3, 2]): number {
  const prepare = (s: DdmState) => {
    if (!fallen) return;
    const c = byLabel(s, 'Fallen Squire');
    c.destroyed = true;
    c.hp = 0;
    c.pos = null;
  };
  const s = turnOf([me, 'Fallen Squire'], ['Straw Dummy'], [[2, 2], [2, 8], dummyAt], me, { prepare });
  const t = byLabel(s, 'Straw Dummy');
  const before = t.hp;
  act(s, option, [15]);
  return before - t.hp;
}

describe('Wrath N: +N melee damage once an ally has been destroyed', () => {
  it('reads the wording as the situation ally-destroyed (the use limit not read: always on)', () => {
    expect(cards[0]?.powers[0]).toMatchObject({
      kind: 'continuous',
      name: 'Wrath 5',
      effect: { kind: 'situational-bonus', damage: 5, melee: true, when: 'ally-destroyed' },
    });
  });
  it('+5 on a melee hit once the ally is destroyed; none while it lives', () => {
    expect(strike('Grim Warden', true)).toBe(15);
    expect(strike('Grim Warden', false)).toBe(10);
  });
  it('melee only: the ranged hit gets nothing; a creature without the power gets nothing', () => {
    expect(strike('Grim Warden', true, 'attack:1', [6, 2])).toBe(10);
    expect(strike('Calm Warden', true)).toBe(10);
  });
});
