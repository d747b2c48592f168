// Swoop ("Use only on charge; make 1 extra {b} attack against target of that charge"), the per-creature
// encoding of Bronze Wyrmling (content/ddmwi-side-table.ts ONE_OFF_POWERS), played through the engine
// with forced dice (ddm-battle-rules-2011, "Charge", "Basic Attacks", "Activated Powers"). After its
// charge the wyrmling's extra Claw hits the ox for 20 more when used (also after a charge that missed);
// declined (control) nothing more; after a plain Claw from beside it (no charge) it is not offered, and
// once used it is spent. Fails if the power is ignored or offered without a charge.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const rows = [
  entry({
    name: 'Bronze Wyrmling',
    powers: [
      { type: 'ATTACK', text: 'Claw: +10 vs. AC; 20 Damage' },
      { type: 'SPECIAL', text: 'Swoop: Use only on charge; make 1 extra {b} attack against target of that charge.', limit: 1 },
    ],
  }),
  entry({ name: 'Ox', hp: 100, powers: [{ type: 'ATTACK', text: 'Horns: +5 vs. AC; 5 damage.' }] }),
];
const cards = importedCards(rows, 'swoop.json');
afterAll(addTestCards(cards));

/** The wyrmling (at `at`) charges or claws the ox at (5,2), rolling `rolls`; Swoop used when offered if `use`. */
function run(option: 'charge' | 'attack:0', at: [number, number], rolls: number[], use: boolean): { offered: boolean; hp: number } {
  const s = turnOf(['Bronze Wyrmling'], ['Ox'], [at, [5, 2]], 'Bronze Wyrmling');
  let offered = false;
  act(s, option, rolls, (d) => {
    if (d.kind === 'choose-target') return String(byLabel(s, 'Ox').id);
    if (d.kind === 'use-power' && d.options.some((o) => o.id.startsWith('power:Swoop'))) {
      offered = true;
      return use ? 'power:Swoop' : 'no';
    }
    return null;
  });
  return { offered, hp: byLabel(s, 'Ox').hp };
}

describe('Swoop: after its charge attack, an extra basic attack against the same target', () => {
  it('is the one-off encoding: AfterAttack (its charge attack) × card-attack Claw against the same creature', () => {
    expect(cards[0]?.powers[0]).toMatchObject({
      kind: 'triggered',
      trigger: { event: 'AfterAttack', conditions: expect.arrayContaining([{ kind: 'charge-attack' }]) },
      uses: 1,
      effect: { kind: 'card-attack', attack: 'Claw', sameTarget: true },
    });
  });

  it('after the charge: used, the extra Claw hits for 20 more (also after a missed charge); declined (control), nothing more', () => {
    expect(run('charge', [5, 8], [15, 15], true)).toEqual({ offered: true, hp: 60 });
    expect(run('charge', [5, 8], [2, 15], true)).toEqual({ offered: true, hp: 80 });
    expect(run('charge', [5, 8], [15], false)).toEqual({ offered: true, hp: 80 });
  });

  it('not offered after a plain Claw (no charge)', () => {
    expect(run('attack:0', [5, 3], [15], true)).toEqual({ offered: false, hp: 80 });
  });
});
