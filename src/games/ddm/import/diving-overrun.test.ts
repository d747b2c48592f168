// Diving Overrun ("Use after this creature makes a charge attack: Place this creature in any space
// adjacent to target of that charge.", Hippogriff) — its one wording, encoded for that creature
// (content/ddmwi-side-table.ts ONE_OFF_POWERS) as an activated power on a composed trigger (AfterAttack:
// its charge attack, hit or miss) × the new effect place-adjacent-target
// (abilities/effects/place-adjacent-target.ts): ddm-battle-rules-2011, "Charge", "PLACE", "Activated
// Powers". Through the engine with forced dice: after its charge on the ox, used, it is placed where its
// player picks among the spaces beside the ox (it is Large: its 2×2 space beside it; its own and one farther away not offered);
// also after a charge that missed; declined (control) it stays; after a plain bite (no charge, control)
// it is not offered.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import type { Decision } from '../../../core/index.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const rows = [
  entry({
    name: 'Hippogriff',
    speed: 8,
    powers: [
      { type: 'ATTACK', text: 'Bite: +12 vs. AC; 15 damage.' },
      {
        type: 'SPECIAL',
        text: 'Diving Overrun: Use after this creature makes a charge attack: Place this creature in any space adjacent to target of that charge.',
      },
    ],
  }),
  entry({ name: 'Ox', hp: 100, powers: [{ type: 'ATTACK', text: 'Horns: +5 vs. AC; 5 damage.' }] }),
];
const cards = importedCards(rows, 'diving-overrun.json');
afterAll(addTestCards(cards));

/** The hippogriff (at `at`) charges or bites the ox at (5,2), rolling `roll`; the power used (placed at `to`) when offered if `to`. */
function run(option: 'charge' | 'attack:0', at: [number, number], roll: number, to: string | null) {
  const s = turnOf(['Hippogriff'], ['Ox'], [at, [5, 2]], 'Hippogriff');
  let offered = false;
  let spaces: string[] = [];
  let before: unknown = null;
  act(s, option, [roll], (d: Decision) => {
    if (d.kind === 'choose-target') return String(byLabel(s, 'Ox').id);
    if (d.kind === 'use-power' && d.options.some((o) => o.id === 'power:Diving Overrun')) {
      offered = true;
      before = { ...byLabel(s, 'Hippogriff').pos };
      return to ? 'power:Diving Overrun' : 'no';
    }
    if (d.kind === 'choose-destination' && offered && to) {
      spaces = d.options.map((o) => o.id);
      return to;
    }
    return null;
  });
  return { offered, spaces, before, pos: byLabel(s, 'Hippogriff').pos };
}

describe('Diving Overrun: after its charge attack, place this creature beside the target of that charge', () => {
  it('is the one-off encoding: AfterAttack (its charge attack) × place-adjacent-target', () => {
    expect(cards[0]?.powers[0]).toMatchObject({
      kind: 'triggered',
      activated: true,
      trigger: { event: 'AfterAttack', conditions: expect.arrayContaining([{ kind: 'charge-attack' }]) },
      effect: { kind: 'place-adjacent-target' },
    });
  });

  it('after the charge (hit or miss) it is placed beside the ox where its player picks (a Large creature: its space beside it)', () => {
    const hit = run('charge', [5, 8], 15, '6,0');
    expect(hit.offered).toBe(true);
    expect(hit.spaces).toContain('3,2');
    expect(hit.spaces).not.toContain(`${String((hit.before as { x: number }).x)},${String((hit.before as { y: number }).y)}`);
    expect(hit.spaces).not.toContain('4,1');
    expect(hit.spaces).not.toContain('5,5');
    expect(hit.pos).toEqual({ x: 6, y: 0 });
    expect(run('charge', [5, 8], 2, '3,0').pos).toEqual({ x: 3, y: 0 });
  });

  it('declined it stays where its charge ended; after a plain bite it is not offered', () => {
    const declined = run('charge', [5, 8], 15, null);
    expect(declined.offered).toBe(true);
    expect(declined.pos).toEqual(declined.before);
    expect(run('attack:0', [4, 3], 15, '6,0')).toMatchObject({ offered: false, pos: { x: 4, y: 3 } });
  });
});
