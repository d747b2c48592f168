// Implements ddm-battle-rules-2011, "Assault" (and the other scenarios' area scoring, rules/scenarios.ts) (scoring victory areas 5/10/25 per round, victory at
// the point limit) and "The Battle (Game Overview)" step 9 (both at the target: more VP wins; still
// tied: the next player to score wins).
import { victoryRegions } from '../geo.js';
import type { DdmCtx } from '../ctx.js';
import type { DdmState } from '../state.js';
import { noteScore, onMap } from './common.js';
import { scenarioOf, uncontestedCounts, UNCONTESTED_VP } from './scenarios.js';
import { occupiesArea } from './victory-occupation.js';

/** 5 / 10 / 25 VP for 100 / 200 / 500 points; 20 VP in a 400-point sealed-booster battle ("Sealed-Booster Games"). */
export function areaAward(points: number): number {
  if (points <= 100) return 5;
  if (points <= 200) return 10;
  if (points <= 400) return 20;
  return 25;
}

/** Players occupying at least one of their victory areas (A: areas A and A&B; B: areas B and A&B). */
export function occupiers(s: DdmState): boolean[] {
  const out = [false, false];
  for (let p = 0; p < 2; p++) {
    const side = s.side[p] === 'B' ? 'B' : 'A';
    const regions = [...victoryRegions(s.map, side), ...victoryRegions(s.map, 'AB')];
    for (const c of s.creatures) {
      if (c.owner !== p || !onMap(c)) continue;
      if (regions.some((r) => occupiesArea(s, c, r))) {
        out[p] = true;
        break;
      }
    }
  }
  return out;
}

/**
 * End of round: each player scores simultaneously — Assault, Bounty and Quick Raid: the award once
 * if any creature occupies an own victory area; "Uncontested Victory": 5 VP per own creature in an
 * own victory area no enemy occupies (rules/scenarios.ts).
 */
export function scoreVictoryAreas(ctx: DdmCtx): void {
  const s = ctx.state;
  const gained = [0, 0];
  if (scenarioOf(s) === 'uncontested-victory') {
    const counts = uncontestedCounts(s);
    for (let p = 0; p < 2; p++) gained[p] = (counts[p] ?? 0) * UNCONTESTED_VP;
  } else {
    const award = areaAward(s.points);
    const occ = occupiers(s);
    for (let p = 0; p < 2; p++) gained[p] = occ[p] ? award : 0;
  }
  for (let p = 0; p < 2; p++) {
    const vp = gained[p] ?? 0;
    if (vp === 0) continue;
    s.vp[p] = (s.vp[p] ?? 0) + vp;
    ctx.emit('victory-area', { player: p, vp, total: s.vp[p] ?? 0 });
  }
  // Simultaneous scoring: if the tie-breaker is pending and both score, it stays pending.
  const [a, b] = [(gained[0] ?? 0) > 0, (gained[1] ?? 0) > 0];
  if (a !== b) noteScore(s, a ? 0 : 1);
}

/** Checked after every turn and round: the first player to reach the point limit wins. */
export function checkVictory(ctx: DdmCtx): void {
  const s = ctx.state;
  const target = s.points;
  const [a, b] = [s.vp[0] ?? 0, s.vp[1] ?? 0];
  if (s.tieBreak) {
    if (s.tieWinner >= 0) ctx.end(s.tieWinner === 0 ? [1, -1] : [-1, 1], `Player ${s.tieWinner + 1} scored first after both reached ${target} VP`);
    return;
  }
  if (a < target && b < target) return;
  if (a !== b) {
    const w = a > b ? 0 : 1;
    ctx.end(w === 0 ? [1, -1] : [-1, 1], `Player ${w + 1} reached ${target} victory points (${a}-${b})`);
    return;
  }
  s.tieBreak = true;
  ctx.emit('tie', { vp: a });
  // Anyone left alive to score? If not, nobody can ever break the tie.
  if (!s.creatures.some(onMap)) ctx.end([0, 0], 'Both warbands reached the target with equal victory points and nobody is left to score');
}
