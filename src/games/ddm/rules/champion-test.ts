// Implements ddm-battle-rules-2011, "CHAMPION TEST" (and the guidelines' "Setting Up a Battle"):
// each player rolls 1d20; a player whose active champion has a higher Champion rating rolls twice
// and keeps the higher; the higher result wins; a tie goes to the higher-rated side, else re-roll.
import type { CreatureState, DdmState } from '../state.js';
import { dazedLimits, inactive } from './conditions.js';

/** Highest Champion rating among a player's active champions ("DAZED": a dazed champion counts as none). */
export function bestChampion(s: DdmState, player: number): number {
  let best = 0;
  for (const c of s.creatures) if (c.owner === player && countsAsChampion(s, c)) best = Math.max(best, s.cards[c.card]?.championRating ?? 0);
  return best;
}

function countsAsChampion(_s: DdmState, c: CreatureState): boolean {
  return !inactive(c) && !dazedLimits(c);
}

export interface ChampionTestResult {
  readonly winner: number;
  readonly rolls: readonly (readonly number[])[];
}

/**
 * `extra`: d20s each player rolls besides the rule's own (a champion power's "roll 1 additional d20
 * when determining initiative"), on every roll of the test, re-rolls included; the highest counts.
 */
export function championTest(ratings: readonly [number, number], d20: () => number, extra: readonly [number, number] = [0, 0]): ChampionTestResult {
  const rolls: number[][] = [];
  const dice = (n: number): number[] => Array.from({ length: n }, () => d20());
  for (let attempt = 0; ; attempt++) {
    const r0 = dice((ratings[0] > ratings[1] ? 2 : 1) + extra[0]);
    const r1 = dice((ratings[1] > ratings[0] ? 2 : 1) + extra[1]);
    rolls.push(r0, r1);
    const a = Math.max(...r0);
    const b = Math.max(...r1);
    if (a !== b) return { winner: a > b ? 0 : 1, rolls };
    if (ratings[0] !== ratings[1]) return { winner: ratings[0] > ratings[1] ? 0 : 1, rolls };
    if (attempt > 1000) return { winner: 0, rolls };
  }
}
