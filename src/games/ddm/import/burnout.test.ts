// Burnout ("Takes 10 damage at end of each of its turns if it did not make a {m} attack during that
// turn.", Frenzied Berserker; one wording, ONE_OFF_POWERS in content/ddmwi-side-table.ts): trigger
// end-of-own-turn ("End of Turn Phase" 3) × the effect damage-self with unlessMeleeAttacked
// (abilities/effects/damage-self.ts; the turn's melee-attack note, abilities/recharge-end-of-turn.ts).
// Ending a turn with only a move costs it 10; after a melee attack (a miss counts: it made the attack)
// nothing; a plain berserker (control) takes none. Fails if the power or its melee condition is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { hpLostEndingTurn } from './ends-turn.test-data.js';
import { entry, importedCards } from './fixtures.test-data.js';

const sword = { type: 'ATTACK' as const, text: 'Greatsword: +5 vs. AC; 10 damage.' };
const BURNOUT = 'Burnout: Takes 10 damage at end of each of its turns if it did not make a {m} attack during that turn.';
const rows = [
  entry({ name: 'Frenzied Berserker', hp: 50, speed: 6, powers: [sword, { type: 'SPECIAL', text: BURNOUT }] }),
  entry({ name: 'Plain Berserker', hp: 50, speed: 6, powers: [sword] }),
  entry({ name: 'Ox', hp: 100, powers: [sword] }),
];
const cards = importedCards(rows, 'burnout.json');
afterAll(addTestCards(cards));

describe('Burnout: at the end of its turn, if it made no melee attack, it takes 10 damage', () => {
  it('is the per-creature encoding', () => {
    expect(cards[0]?.powers[0]).toEqual({
      kind: 'triggered',
      name: 'Burnout',
      trigger: 'end-of-own-turn',
      activated: false,
      action: 'none',
      effect: { kind: 'damage-self', amount: 10, type: 'untyped', unlessMeleeAttacked: true },
    });
  });

  it('a turn without a melee attack costs it 10; after one (missed), nothing', () => {
    expect(hpLostEndingTurn('Frenzied Berserker', false)).toBe(10);
    expect(hpLostEndingTurn('Frenzied Berserker', true)).toBe(0);
  });

  it('control: a berserker without the power takes nothing', () => {
    expect(hpLostEndingTurn('Plain Berserker', false)).toBe(0);
  });
});
