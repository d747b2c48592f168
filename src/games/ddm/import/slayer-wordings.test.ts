// Two printings of a target-situational damage bonus: "+ 10 Damage against Undead." (Undead Slayer: the
// keyword printed bare, its own plural) and "+10 Damage against Enervated targets." (Shadow Killer:
// Enervated is Weakened, Appendix A "Enervated") — the continuous situational-bonus with situation
// target-keyword Undead / target-condition Weakened (ddm-battle-rules-2011, "Bonuses and Penalties").
// Through the engine with forced dice: the cleric's 10 deals 20 to the Undead zombie and 10 to the
// living ox (control); the shadow's 10 deals 20 to a Weakened ox and 10 to a healthy one (control).
// Fails if either bonus is ignored or given to every target.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { addCond } from '../rules/common.js';
import { entry, importedCards } from './fixtures.test-data.js';

const mace = { type: 'ATTACK' as const, text: 'Mace: +10 vs. AC; 10 damage.' };
const rows = [
  entry({ name: 'Cleric', powers: [mace, { type: 'SPECIAL', text: 'Undead Slayer: + 10 Damage against Undead.' }] }),
  entry({ name: 'Shade', powers: [mace, { type: 'SPECIAL', text: 'Shadow Killer: +10 Damage against Enervated targets.' }] }),
  entry({ name: 'Zombie', hp: 60, keywords: ['Undead'], powers: [mace] }),
  entry({ name: 'Ox', hp: 60, powers: [mace] }),
];
const cards = importedCards(rows, 'slayer-wordings.json');
afterAll(addTestCards(cards));

/** `who` (2,2) hits `target` (3,2) with a 15; the target Weakened first if `weakened`. */
function hpAfter(who: string, target: string, weakened = false): number {
  const s = turnOf(
    [who],
    [target],
    [
      [2, 2],
      [3, 2],
    ],
    who,
    {
      prepare: (st) => {
        if (weakened) {
          const w = byLabel(st, who);
          addCond(st, byLabel(st, target), {
            kind: 'Weakened',
            name: 'test',
            amount: 0,
            dtype: 'untyped',
            defense: 'all',
            duration: 'save-ends',
            source: w.id,
            sourcePlayer: w.owner,
          });
        }
      },
    },
  );
  act(s, 'attack:0', [15], (d) => (d.kind === 'choose-target' ? String(byLabel(s, target).id) : null));
  return byLabel(s, target).hp;
}

describe('target-situational damage bonuses: a bare "Undead", "Enervated" targets', () => {
  it('reads target-keyword Undead and target-condition Weakened', () => {
    expect(cards[0]?.powers[0]).toMatchObject({ effect: { kind: 'situational-bonus', damage: 10, when: 'target-keyword', keyword: 'Undead' } });
    expect(cards[1]?.powers[0]).toMatchObject({ effect: { kind: 'situational-bonus', damage: 10, when: 'target-condition', keyword: 'Weakened' } });
  });

  it('Undead Slayer: 20 to the zombie, 10 to the ox (control)', () => {
    expect(hpAfter('Cleric', 'Zombie')).toBe(40);
    expect(hpAfter('Cleric', 'Ox')).toBe(50);
  });

  it('Shadow Killer: 20 to a Weakened ox, 10 to a healthy one (control)', () => {
    expect(hpAfter('Shade', 'Ox', true)).toBe(40);
    expect(hpAfter('Shade', 'Ox')).toBe(50);
  });
});
