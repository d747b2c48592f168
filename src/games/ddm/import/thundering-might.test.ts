// Thundering Might ("+10 thunder Damage while adjacent to 2 or more enemies.", Earth Archon Rumbler) —
// the continuous typed-damage-while-surrounded (ddm-battle-rules-2011, "Bonuses and Penalties",
// "Applying Damage"). Through the engine with forced dice: with two enemies adjacent the archon's 15 hits
// the ox for 10 + 10 thunder; with one adjacent, 10 (control); against an ox with Resist 10 thunder the
// bonus is resisted (it is thunder damage, not untyped).
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const fist = { type: 'ATTACK' as const, text: 'Fist: +10 vs. AC; 10 damage.' };
const rows = [
  entry({ name: 'Archon', powers: [fist, { type: 'SPECIAL', text: 'Thundering Might: +10 thunder Damage while adjacent to 2 or more enemies.' }] }),
  entry({ name: 'Ox', hp: 60, powers: [fist] }),
  entry({ name: 'Goat', hp: 60, powers: [fist] }),
  entry({ name: 'StoneOx', hp: 60, powers: [fist, { type: 'SPECIAL', text: 'Resist 10 Thunder' }] }),
];
const cards = importedCards(rows, 'thundering-might.json');
afterAll(addTestCards(cards));

/** The archon (2,2) hits `target` (3,2) with a 15, the other enemies at `others`; the target's HP after. */
function hpAfter(target: string, others: readonly string[], at: readonly [number, number][]): number {
  const s = turnOf(['Archon'], [target, ...others], [[2, 2], [3, 2], ...at], 'Archon');
  act(s, 'attack:0', [15], (d) => (d.kind === 'choose-target' ? String(byLabel(s, target).id) : null));
  return byLabel(s, target).hp;
}

describe('Thundering Might: +10 thunder damage while adjacent to 2 or more enemies', () => {
  it('reads typed-damage-while-surrounded', () => {
    expect(cards[0]?.powers[0]).toMatchObject({ effect: { kind: 'typed-damage-while-surrounded', amount: 10, type: 'thunder', count: 2 } });
  });

  it('two enemies adjacent: 20; one adjacent (the goat away): 10', () => {
    expect(hpAfter('Ox', ['Goat'], [[1, 2]])).toBe(40);
    expect(hpAfter('Ox', ['Goat'], [[2, 8]])).toBe(50);
  });

  it('the bonus is thunder: Resist 10 Thunder takes it off', () => {
    expect(hpAfter('StoneOx', ['Goat'], [[1, 2]])).toBe(50);
  });
});
