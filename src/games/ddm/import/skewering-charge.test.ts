// Skewering Charge ("Use after hitting with a charge attack; push target of that attack 1 square"),
// read from an invented row and played through the engine with forced dice (ddm-battle-rules-2011,
// "Activated Powers", "Charge", "PUSH"). The spearfighter charges the ox and hits: used, the ox is
// pushed 1 square and is no longer adjacent; declined (control) it stays; a charge that misses, or a
// hit with a plain attack from beside it (no charge), offers nothing. Fails if the power is ignored or
// its charge condition (the new condition part charge-attack) is.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';
import type { DdmState } from '../state.js';

const spear = { type: 'ATTACK' as const, text: 'Spear: +10 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Spearfighter',
    hp: 100,
    powers: [spear, { type: 'SPECIAL', text: 'Skewering Charge: Use after hitting with a charge attack; push target of that attack 1 square.' }],
  }),
  entry({ name: 'Ox', hp: 100, powers: [spear] }),
];
const cards = importedCards(rows, 'skewering-charge.json');
afterAll(addTestCards(cards));

const apart = (s: DdmState): number => {
  const a = byLabel(s, 'Spearfighter').pos;
  const b = byLabel(s, 'Ox').pos;
  return a && b ? Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y)) : -1;
};

/** The spearfighter (at `at`) charges (or attacks) the ox at (5,2) rolling `roll`; used when offered if `use`. */
function run(option: 'charge' | 'attack:0', at: [number, number], roll: number, use: boolean): { offered: boolean; apart: number; hp: number } {
  const s = turnOf(['Spearfighter'], ['Ox'], [at, [5, 2]], 'Spearfighter');
  let offered = false;
  act(s, option, [roll], (d) => {
    if (d.kind === 'choose-target') return String(byLabel(s, 'Ox').id);
    if (d.kind === 'use-power' && d.options.some((o) => o.id.startsWith('power:Skewering Charge'))) {
      offered = true;
      return use ? 'power:Skewering Charge' : 'no';
    }
    return d.options[0]?.id ?? null;
  });
  return { offered, apart: apart(s), hp: byLabel(s, 'Ox').hp };
}

describe('Skewering Charge: after a charge attack hits, push its target', () => {
  it('reads AfterAttack (its charge attack, a hit) × a push of 1 on the target', () => {
    expect(cards[0]?.powers[0]).toMatchObject({
      trigger: {
        event: 'AfterAttack',
        conditions: [{ kind: 'actor-is', who: 'self' }, { kind: 'on-map', of: 'self' }, { kind: 'charge-attack' }, { kind: 'hit' }],
      },
      effect: { kind: 'attack-effects-on-target', effects: [{ kind: 'push', squares: 1 }] },
    });
  });

  it('the charge hits: used, the ox is pushed 1 square away (2 apart); declined (control), it stays adjacent', () => {
    expect(run('charge', [5, 8], 15, true)).toEqual({ offered: true, apart: 2, hp: 90 });
    expect(run('charge', [5, 8], 15, false)).toEqual({ offered: true, apart: 1, hp: 90 });
  });

  it('not offered: a charge that misses; a hit without a charge', () => {
    expect(run('charge', [5, 8], 2, true)).toEqual({ offered: false, apart: 1, hp: 100 });
    expect(run('attack:0', [5, 3], 15, true)).toEqual({ offered: false, apart: 1, hp: 90 });
  });
});
