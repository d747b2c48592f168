// Unruly ("+5 Damage while no level 7 or higher ally is within 5 squares.", Howling Orc) — the
// continuous situational-bonus with the situation no-ally-level-within (level 7, within 5 squares:
// ddm-battle-rules-2011, "Bonuses and Penalties", "Counting Distance"). Through the engine with forced
// dice: the orc's 10 deals 15 with only a level-4 ally near, or its level-8 chief 6 squares away; 10
// with the chief 5 squares away (control). Fails if the bonus is ignored or given whatever the allies.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const axe = { type: 'ATTACK' as const, text: 'Axe: +10 vs. AC; 10 damage.' };
const rows = [
  entry({ name: 'Orc', powers: [axe, { type: 'SPECIAL', text: 'Unruly: +5 Damage while no level 7 or higher ally is within 5 squares.' }] }),
  entry({ name: 'Chief', level: 8, powers: [axe] }),
  entry({ name: 'Grunt', level: 4, powers: [axe] }),
  entry({ name: 'Ox', hp: 60, powers: [axe] }),
];
const cards = importedCards(rows, 'unruly.json');
afterAll(addTestCards(cards));

/** The orc (2,2) hits the ox (3,2) with a 15, `ally` standing at `at`. */
function oxHpAfter(ally: string, at: [number, number]): number {
  const s = turnOf(['Orc', ally], ['Ox'], [[2, 2], at, [3, 2]], 'Orc');
  act(s, 'attack:0', [15], (d) => (d.kind === 'choose-target' ? String(byLabel(s, 'Ox').id) : null));
  return byLabel(s, 'Ox').hp;
}

describe('Unruly: +5 damage while no level 7 or higher ally is within 5 squares', () => {
  it('reads situational-bonus no-ally-level-within, level 7, within 5', () => {
    expect(cards[0]?.powers[0]).toMatchObject({ effect: { kind: 'situational-bonus', damage: 5, when: 'no-ally-level-within', level: 7, within: 5 } });
  });

  it('with a level-4 ally beside it, or the level-8 chief 6 squares away, the hit deals 15', () => {
    expect(oxHpAfter('Grunt', [2, 3])).toBe(45);
    expect(oxHpAfter('Chief', [2, 8])).toBe(45);
  });

  it('with the level-8 chief 5 squares away, 10 (control)', () => {
    expect(oxHpAfter('Chief', [2, 7])).toBe(50);
  });
});
