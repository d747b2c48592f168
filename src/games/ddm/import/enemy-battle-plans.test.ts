// Enemy Battle Plans as the Half-Orc Spy prints it ("Use at start of round: if this creature occupies a
// victory area, you roll 1 extra d20 to determine initiative this round.", two uses) — encoded for that
// creature (content/ddmwi-side-table.ts ONE_OFF_POWERS) as an activated power on start-of-round ×
// extra-initiative-die with the new field occupying (abilities/effects/extra-initiative-die.ts: offered
// only while this creature occupies a victory area, rules/victory-occupation.ts) for the round —
// ddm-battle-rules-2011, "CHAMPION TEST" (initiative: the highest die wins), "Victory Areas", "The Battle"
// (start-of-round powers before initiative). Through the engine with forced dice: at the start of round 2,
// in a victory area, the spy's player rolls 3 and 18 against 10 and wins initiative; declined (control)
// its 3 loses to 18; outside any victory area (control) the power is not offered.
import { afterAll, describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../core/index.js';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { decision, play, playOn, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const dagger = { type: 'ATTACK' as const, text: 'Wounding Dagger: +14 vs. AC; 10 damage.' };
const PLANS = 'Enemy Battle Plans: Use at start of round: if this creature occupies a victory area, you roll 1 extra d20 to determine initiative this round.';
const rows = [entry({ name: 'Half-Orc Spy', powers: [dagger, { type: 'SPECIAL', limit: 2, text: PLANS }] }), entry({ name: 'Rival', powers: [dagger] })];
const cards = importedCards(rows, 'enemy-battle-plans.json');
afterAll(addTestCards(cards));

/** Round 1 played out with the spy at `at` (the test map's A victory area is (0,10)); stops at round 2's first question. */
function roundTwo(at: [number, number]): DdmState {
  const s = turnOf(['Half-Orc Spy'], ['Rival'], [at, [9, 1]], 'Half-Orc Spy');
  expect(playOn(s, () => s.round === 2)).not.toBeNull();
  return s;
}

const test = (events: GameEvent[]) => events.find((e) => e.type === 'champion-test')?.data as { rolls: number[][]; winner: number } | undefined;
const usePlans = (s: DdmState): string | undefined => decision(s).options.find((o) => o.id.includes('Enemy Battle Plans'))?.id;

describe('Enemy Battle Plans: at the start of round, in a victory area, an extra d20 for initiative', () => {
  it('is the per-creature encoding', () => {
    expect(cards[0]?.powers[0]).toMatchObject({
      kind: 'triggered',
      trigger: 'start-of-round',
      uses: 2,
      effect: { kind: 'extra-initiative-die', occupying: true },
      duration: 'end-of-round',
    });
  });

  it('in a victory area, used: 3 and 18 against 10 wins initiative', () => {
    const s = roundTwo([0, 10]);
    const id = usePlans(s);
    expect(id).toBeDefined();
    const { events } = play(s, [id as string], [3, 18, 10]);
    expect(decision(s).kind).toBe('initiative');
    expect(test(events)).toEqual({ purpose: 'initiative', rolls: [[3, 18], [10]], winner: 0 });
  });

  it('declined (control): 3 against 18 loses; outside any victory area (control): not offered', () => {
    const s = roundTwo([0, 8]);
    expect(decision(s).kind === 'use-power' ? usePlans(s) : undefined).toBeUndefined();
    const t = roundTwo([0, 10]);
    const { events } = play(t, ['no'], [3, 18]);
    expect(test(events)).toEqual({ purpose: 'initiative', rolls: [[3], [18]], winner: 1 });
  });
});
