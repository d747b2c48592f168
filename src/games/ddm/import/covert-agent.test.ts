// Covert Agent as the Warforged Infiltrator prints it ("Use at end of round, only if this creature
// occupies one of your victory areas and no other creature occupies that victory area: You score 10
// VP.", one use) — encoded for that creature (content/ddmwi-side-table.ts ONE_OFF_POWERS) as an activated
// power on end-of-round × the new effect score-vp with only alone-in-own-area
// (abilities/effects/score-vp.ts) — ddm-battle-rules-2011, "Victory Areas", "Assault" (victory points),
// "The Battle" (end-of-round powers before the round's scoring). Through the engine: at the end of
// round 1, alone in its player's victory area, the power is offered and its player ends the round 10 VP
// ahead of the same battle with it declined (control); in the opponent's victory area (control) or
// outside any (control) it is not offered.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { decision, play, playOn, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const dagger = { type: 'ATTACK' as const, text: 'Dagger: +15 vs. AC; 10 damage.' };
const AGENT =
  'Covert Agent: Use at end of round, only if this creature occupies one of your victory areas and no other creature occupies that victory area: You score 10 VP.';
const rows = [
  entry({ name: 'Warforged Infiltrator', powers: [dagger, { type: 'SPECIAL', limit: 1, text: AGENT }] }),
  entry({ name: 'Rival', powers: [dagger] }),
];
const cards = importedCards(rows, 'covert-agent.json');
afterAll(addTestCards(cards));

const agent = (s: DdmState): string | undefined => {
  const d = decision(s);
  return d.kind === 'use-power' ? d.options.find((o) => o.id.includes('Covert Agent'))?.id : undefined;
};

/** Round 1 with the infiltrator at `at` (the test map's victory areas: A (0,10), B (11,1)); stops when its power is asked or round 2 begins. */
function endOfRound(at: [number, number]): DdmState {
  const s = turnOf(['Warforged Infiltrator'], ['Rival'], [at, [9, 5]], 'Warforged Infiltrator');
  expect(playOn(s, () => agent(s) !== undefined || s.round === 2)).not.toBeNull();
  return s;
}

describe("Covert Agent: at the end of round, alone in one of its player's victory areas, score 10 VP", () => {
  it('is the per-creature encoding', () => {
    expect(cards[0]?.powers[0]).toMatchObject({ trigger: 'end-of-round', uses: 1, effect: { kind: 'score-vp', amount: 10, only: 'alone-in-own-area' } });
  });

  it('alone in its own victory area: used, its player ends the round 10 VP ahead of declining (control)', () => {
    const side = endOfRound([0, 10]).side[0];
    const area: [number, number] = side === 'B' ? [11, 1] : [0, 10];
    const used = endOfRound(area);
    const id = agent(used);
    expect(id).toBeDefined();
    play(used, [id as string]);
    expect(playOn(used, () => used.round === 2)).not.toBeNull();
    const declined = endOfRound(area);
    play(declined, ['no']);
    expect(playOn(declined, () => declined.round === 2)).not.toBeNull();
    expect((used.vp[0] ?? 0) - (declined.vp[0] ?? 0)).toBe(10);
  });

  it("in the opponent's victory area (control) or outside any (control): not offered", () => {
    const side = endOfRound([0, 10]).side[0];
    const theirs: [number, number] = side === 'B' ? [0, 10] : [11, 1];
    const other = endOfRound(theirs);
    expect(agent(other)).toBeUndefined();
    expect(other.round).toBe(2);
    const outside = endOfRound([5, 5]);
    expect(agent(outside)).toBeUndefined();
  });
});
