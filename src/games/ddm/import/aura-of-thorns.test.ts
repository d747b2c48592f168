// Aura of Thorns, its one wording (Warbound Impaler; ONE_OFF_POWERS in content/ddmwi-side-table.ts, the
// custom power cards/custom/aura-of-thorns.ts: Aura 1 — an enemy entering a square in it, or starting its
// turn in it, takes 10 damage; ddm-battle-rules-2011, "Continuous Powers" (Aura, off while inactive),
// "Movement", "Start of Turn Phase", "Damage"). Through the engine: an enemy walking up beside the impaler
// takes 10; one starting its turn beside it takes 10 as the turn starts. Controls: the impaler Stunned
// (inactive), an impaler without the power, an ally walking up — nothing. Fails if the power is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { addCond } from '../rules/common.js';
import { act, byLabel, testCondition, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const claw = { type: 'ATTACK' as const, text: 'Claw: +5 vs. AC; 5 damage.' };
const rows = [
  entry({
    name: 'Warbound Impaler',
    keywords: ['Plant'],
    // Our paraphrase; the side table keys the encoding on the creature and power names.
    powers: [claw, { type: 'SPECIAL', text: 'Aura of Thorns: (Aura 1) Enemies coming into the aura or starting a turn there take 10 damage.' }],
  }),
  entry({ name: 'Plain Impaler', keywords: ['Plant'], powers: [claw] }),
  entry({ name: 'Walker', hp: 60, speed: 6, powers: [claw] }),
];
const cards = importedCards(rows, 'aura-of-thorns.json');
afterAll(addTestCards(cards));

/** The walker (at `from`, an enemy of `impaler` at (5,5) unless `allied`) takes its turn and walks to `to` (none: stays); its HP after. */
function walk(impaler: string, from: [number, number], to: string | null, opts: { stunned?: boolean; allied?: boolean } = {}): number {
  const s = opts.allied
    ? turnOf(['Walker', impaler], ['Plain Impaler'], [from, [5, 5], [11, 11]], 'Walker')
    : turnOf(['Walker'], [impaler], [from, [5, 5]], 'Walker', {
        prepare: (st) => {
          if (opts.stunned) addCond(st, byLabel(st, impaler), testCondition('Stunned'));
        },
      });
  if (to) act(s, 'move', [], (d) => (d.kind === 'choose-destination' ? to : null));
  return byLabel(s, 'Walker').hp;
}

describe('Aura of Thorns: enemies entering the aura or starting a turn in it take 10', () => {
  it('is the per-creature custom power', () => {
    expect(cards[0]?.powers[0]).toEqual({ kind: 'custom', name: 'Aura of Thorns', custom: 'aura-of-thorns' });
  });

  it('walking up beside it: 10; starting the turn beside it: 10', () => {
    expect(walk('Warbound Impaler', [8, 5], '6,5')).toBe(50);
    expect(walk('Warbound Impaler', [6, 5], null)).toBe(50);
  });

  it('controls: the impaler Stunned, an impaler without the power, an ally — nothing', () => {
    expect(walk('Warbound Impaler', [8, 5], '6,5', { stunned: true })).toBe(60);
    expect(walk('Plain Impaler', [8, 5], '6,5')).toBe(60);
    expect(walk('Warbound Impaler', [8, 5], '6,5', { allied: true })).toBe(60);
  });
});
