// Selfish Chill as the Zombie White Dragon prints it ("Minor action; your opponent scores +15 VP, then
// RECHARGE this creature's Cold Breath.") — its one wording, encoded for that creature
// (content/ddmwi-side-table.ts ONE_OFF_POWERS) as the minor action recharge-attack with the new price
// `opponentVp` (cards/schema.ts; abilities/effects/recharge-attack.ts) — ddm-battle-rules-2011,
// "Limited Use" and "Recharge" (offered only while the breath's use is spent), "Scenarios and Variants"
// (Scoring Victory Points), "Take Actions Phase" (the minor action). Through the engine: with the breath
// spent the power is offered; taking it gives the other player 15 VP and the breath back (offered
// again as an attack), this player nothing; with the breath unspent (control) it is not offered, and a
// dragon without the power (control) has no such action.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { spendUse } from '../rules/common.js';
import type { DdmState } from '../state.js';
import { act, byLabel, ctxFor, decision, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const claw = { type: 'ATTACK' as const, text: 'Claw: +15 vs. AC; 25 Damage' };
const breath = { type: 'ATTACK' as const, text: 'Cold Breath: (blast 5) +12 vs. DEF(Ref); 20 cold Damage', limit: 1 };
const rows = [
  entry({
    name: 'Zombie White Dragon',
    hp: 100,
    keywords: ['Dragon', 'Undead'],
    powers: [claw, breath, { type: 'SPECIAL', text: "Selfish Chill: Minor action; your opponent scores +15 VP, then RECHARGE this creature's Cold Breath." }],
  }),
  entry({ name: 'Plain Zombie Dragon', hp: 100, keywords: ['Dragon', 'Undead'], powers: [claw, breath] }),
  entry({ name: 'Ox', hp: 60, powers: [{ type: 'ATTACK', text: 'Horn: +8 vs. AC; 10 damage.' }] }),
];
const cards = importedCards(rows, 'selfish-chill.json');
afterAll(addTestCards(cards));

const ids = (s: DdmState): string[] => decision(s).options.map((o) => o.id);

/** `who` at (4,4), the ox at (4,9); the breath spent when `spent`. */
const field = (who: string, spent: boolean): DdmState =>
  turnOf(
    [who],
    ['Ox'],
    [
      [4, 4],
      [4, 9],
    ],
    who,
    { prepare: (st) => (spent ? spendUse(ctxFor(st), byLabel(st, who), 'Cold Breath', 1) : undefined) },
  );

describe('Selfish Chill: minor action — the opponent scores 15 VP, then the breath recharges', () => {
  it('is the per-creature encoding', () => {
    expect(cards[0]?.powers).toContainEqual({
      kind: 'action',
      name: 'Selfish Chill',
      action: 'minor',
      effect: { kind: 'recharge-attack', attack: 'Cold Breath', opponentVp: 15 },
    });
  });

  it('with the breath spent: the other player scores 15 VP and the breath comes back', () => {
    const s = field('Zombie White Dragon', true);
    const me = byLabel(s, 'Zombie White Dragon').owner;
    const before = [...s.vp];
    expect(ids(s)).not.toContain('attack:1');
    expect(ids(s)).toContain('power:Selfish Chill');
    act(s, 'power:Selfish Chill');
    expect(s.vp[1 - me]).toBe((before[1 - me] ?? 0) + 15);
    expect(s.vp[me]).toBe(before[me] ?? 0);
    expect(ids(s)).toContain('attack:1');
    expect(ids(s)).not.toContain('power:Selfish Chill');
  });

  it('controls: the breath unspent — not offered; a dragon without the power — no such action', () => {
    expect(ids(field('Zombie White Dragon', false))).not.toContain('power:Selfish Chill');
    expect(ids(field('Plain Zombie Dragon', true)).filter((id) => id.startsWith('power:'))).toEqual([]);
  });
});
