// Skulking Strike N, "+N Damage while this creature is invisible to target" (Lolth's Sting's Skulking
// Strike 15): the situational bonus with the situation unseen-by-target (abilities/continuous/
// situational-bonus.ts: the target traces no line of sight to the attacker, geo.ts sees) — ddm-battle-
// rules-2011, "Bonuses and Penalties", "Line of Sight" (none to an invisible creature). An invented row
// through the engine with forced dice: after its Ghost Step (invisible until end of turn) the sting's
// rapier (15: hit) deals 10 + 15 to the ox; seen by the ox (control: no Ghost Step) 10. A sting without
// the power deals 10 even while invisible. Fails if the bonus is ignored or given while seen.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const rapier = { type: 'ATTACK' as const, text: 'Rapier: +8 vs. AC; 10 Damage' };
const ghost = {
  type: 'SPECIAL' as const,
  text: 'Ghost Step: Minor action; this creature is invisible until end of turn. RECHARGE when first Bloodied',
  limit: 1,
};
const rows = [
  entry({ name: 'Web Sting', powers: [rapier, ghost, { type: 'SPECIAL', text: 'Skulking Strike 15: +15 Damage while this creature is invisible to target' }] }),
  entry({ name: 'Plain Sting', powers: [rapier, ghost] }),
  entry({ name: 'Ox', hp: 60, ac: 18, powers: [rapier] }),
];
const cards = importedCards(rows, 'skulking-strike.json');
afterAll(addTestCards(cards));

/** `who` attacks the adjacent ox with a 15, after its Ghost Step when `unseen`: the ox's HP after. */
function rapierOx(who: string, unseen: boolean): number {
  const s = turnOf(
    [who],
    ['Ox'],
    [
      [2, 2],
      [2, 3],
    ],
    who,
  );
  if (unseen) act(s, 'power:Ghost Step');
  act(s, 'attack:0', [15], (d) => (d.kind === 'choose-target' ? String(byLabel(s, 'Ox').id) : null));
  return byLabel(s, 'Ox').hp;
}

describe('Skulking Strike N: +N Damage while this creature is invisible to target', () => {
  it('reads the situational bonus unseen-by-target', () => {
    expect(cards[0]?.powers).toContainEqual(
      expect.objectContaining({ kind: 'continuous', effect: expect.objectContaining({ kind: 'situational-bonus', damage: 15, when: 'unseen-by-target' }) }),
    );
  });
  it('invisible to the ox: 10 + 15; seen (control): 10', () => {
    expect(rapierOx('Web Sting', true)).toBe(35);
    expect(rapierOx('Web Sting', false)).toBe(50);
  });
  it('a sting without the power, invisible: 10', () => {
    expect(rapierOx('Plain Sting', true)).toBe(50);
  });
});
