// Implements ddm-battle-rules-2011 "SCENARIOS AND VARIANTS": "Assault" (the standard: destruction VP
// = creature + items; 5/10/25 VP a round for occupying your victory areas), and the variants that
// change only the scoring — "Bounty" (+5 VP for each destroyed enemy), "Quick Raid" (bonus VP equal
// to the destroyed enemy's cost and its items' cost) and "Uncontested Victory" (at the end of each
// round, 5 VP for each of your creatures in one of your victory areas that no enemy creature
// occupies). Warbands, set-up and victory conditions are Assault's in all of them.
import { victoryRegions } from '../geo.js';
import type { DdmState } from '../state.js';
import { onMap } from './common.js';
import { occupiesArea } from './victory-occupation.js';

export const SCENARIOS = ['assault', 'bounty', 'quick-raid', 'uncontested-victory'] as const;
export type Scenario = (typeof SCENARIOS)[number];

export const SCENARIO_TITLES: Readonly<Record<Scenario, string>> = {
  assault: 'Assault',
  bounty: 'Bounty',
  'quick-raid': 'Quick Raid',
  'uncontested-victory': 'Uncontested Victory',
};

/** The state records a scenario only when it is not the standard Assault (older records stay valid). */
export function scenarioOf(s: Pick<DdmState, 'scenario'>): Scenario {
  return s.scenario ?? 'assault';
}

/** "Destroying enemy creatures": the VP for a creature whose card and items cost `cost` in all. */
export function destructionVp(s: Pick<DdmState, 'scenario'>, cost: number): number {
  switch (scenarioOf(s)) {
    case 'bounty':
      return cost + 5;
    case 'quick-raid':
      return cost * 2;
    default:
      return cost;
  }
}

/** Victory-area regions of a player's own side (A: A and A&B; B: B and A&B). */
function ownRegions(s: DdmState, p: number): Set<number>[] {
  const side = s.side[p] === 'B' ? 'B' : 'A';
  return [...victoryRegions(s.map, side), ...victoryRegions(s.map, 'AB')];
}

/**
 * "Uncontested Victory": each player's creatures that occupy one of their own victory areas that no
 * enemy creature occupies. A creature overlapping several of its areas counts once; a rider shares
 * its mount's space and so counts beside it.
 */
export function uncontestedCounts(s: DdmState): number[] {
  const out = [0, 0];
  for (let p = 0; p < 2; p++) {
    const free = ownRegions(s, p).filter((r) => !s.creatures.some((e) => e.owner !== p && onMap(e) && occupiesArea(s, e, r)));
    if (free.length === 0) continue;
    for (const c of s.creatures) if (c.owner === p && onMap(c) && free.some((r) => occupiesArea(s, c, r))) out[p] = (out[p] ?? 0) + 1;
  }
  return out;
}

/** 5 VP per uncontested occupier ("Uncontested Victory"). */
export const UNCONTESTED_VP = 5;
