// Implements ddm-battle-rules-2011, "MOVE" ("A creature moves by entering a number of non-enemy
// occupied squares up to its current speed" — the mover picks the squares, so any legal path within
// its speed is its to take) with "Common Terrain" (FIRE (OR CORROSIVE), SPIKE STONES, STEEP SLOPE:
// entering them hurts). The move's destinations follow the geometry module's cheapest path; when
// that path enters terrain that would hurt this mover and a costlier path within its speed reaches
// the same end without entering any such terrain, the end is offered a second time "avoiding hurtful
// terrain" (option id `x,y|safe`), and that path is walked. When an equally cheap path avoids it, the
// plain option walks that one (it is a cheapest path as well).
//
// Hurtful here means terrain whose entry damages this mover after Immune/Resist (`entryDamageBits`
// of rules/terrain-effects.ts: fire and corrosive, spike stones and steep slope for walkers; nothing
// for Burrow/Phasing, which ignore it while moving). Web and steep slope already end a walker's move
// on entry, so no path goes through them. Not searched: a path that enters less hurtful terrain than
// the cheapest one without avoiding it entirely (e.g. one fire square instead of two).
import type { Option } from '../../../core/index.js';
import { TERRAIN_BIT } from '../geometry/board.js';
import { reachable, type Reach, type TerrainType } from '../geometry/index.js';
import { TERRAIN_TYPES } from '../geometry/types.js';
import { others, remember, type Geo } from '../geo.js';
import type { DdmCtx } from '../ctx.js';
import type { CreatureState } from '../state.js';
import { entryDamageBits, mapHas, mapHasEntryDamage, searchModes } from './terrain-effects.js';
import { moveExceptions } from './move-powers.js';

export const SAFE = '|safe';

/** The terrain types whose entry would hurt this mover ([] on maps without them: no extra search). */
function hurtfulTerrain(ctx: DdmCtx, c: CreatureState): TerrainType[] {
  const s = ctx.state;
  if (!mapHasEntryDamage(s.map)) return [];
  const per = entryDamageBits(s, c);
  const out: TerrainType[] = [];
  for (const t of TERRAIN_TYPES) if (mapHas(s.map, t) && per.some(([bit]) => bit === TERRAIN_BIT[t])) out.push(t);
  return out;
}

/** The movement search that never enters hurtful terrain (null when there is none to avoid). */
function safeReach(ctx: DdmCtx, g: Geo, c: CreatureState, squares: number): Reach | null {
  const avoid = hurtfulTerrain(ctx, c);
  const body = g.byId.get(c.id);
  if (avoid.length === 0 || !body) return null;
  const m = searchModes(ctx.state, c);
  const ex = moveExceptions(ctx, g, c);
  return remember(g, `safe:${c.id}:${squares}:${m.flight}${m.burrow}${m.phasing}:${avoid.join()}${ex.key}`, () =>
    reachable(g.board, body, others(g, c), { speed: squares, modes: m, avoid, ...ex.opts }),
  );
}

/**
 * The move's options with an "avoiding hurtful terrain" variant after each end that the safe search
 * reaches legally but only at a higher cost than the offered (cheapest) one: the cheapest path then
 * necessarily enters hurtful terrain. Ends the safe search reaches at the same cost need no variant:
 * the plain option walks that equally cheap safe path (`walkReach`). No path is examined here: one
 * extra search per destination list, and none on maps without hurtful terrain for this mover.
 */
export function withSafeVariants(ctx: DdmCtx, g: Geo, c: CreatureState, squares: number, options: Option[]): Option[] {
  const safe = safeReach(ctx, g, c, squares);
  if (!safe) return options;
  const W = g.board.width;
  const safeCost = new Map<number, number>();
  for (const d of safe.destinations) if (d.legal) safeCost.set(d.at.y * W + d.at.x, d.cost);
  const out: Option[] = [];
  for (const o of options) {
    out.push(o);
    const p = o.payload as { x: number; y: number; cost: number };
    const cost = safeCost.get(p.y * W + p.x);
    if (cost === undefined || cost <= p.cost) continue;
    out.push({ id: `${o.id}${SAFE}`, label: `to (${p.x},${p.y}) avoiding hurtful terrain`, payload: { x: p.x, y: p.y, cost, safe: true } });
  }
  return out;
}

/**
 * The search whose path a move to `at` walks: the safe one when the variant was chosen, or when it
 * reaches `at` (legally) as cheaply as the plain search — an equally cheap path that enters no hurtful
 * terrain is a cheapest path too, and never worse for the mover; otherwise the plain one.
 */
export function walkReach(ctx: DdmCtx, g: Geo, c: CreatureState, squares: number, plain: Reach, at: { x: number; y: number }, chosen: boolean): Reach {
  const safe = safeReach(ctx, g, c, squares);
  if (!safe) return plain;
  if (chosen) return safe;
  const cost = safe.cost(at);
  return cost >= 0 && cost === plain.cost(at) && safe.destinations.some((d) => d.legal && d.at.x === at.x && d.at.y === at.y) ? safe : plain;
}
