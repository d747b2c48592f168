// Implements ddm-battle-rules-2011, "Flanking" and "Cover" (melee, ranged, close, area) through the
// geometry module, and the areas of "Close Attacks" (blast, burst, line) and "Area Attacks" (radius
// within range, line of sight and effect to the origin square; the attacker itself is included).
// Area choices that reach no enemy are not offered (they only hurt the attacker's own side), and
// choices reaching the same creatures are offered once; "Golden Wyvern" leaves out one ally.
import type { Attack } from '../cards/schema.js';
import {
  areaCover,
  burstCover,
  closeCover,
  distanceToSquare,
  flanks,
  meleeCover,
  rangedCover,
  squareEffect,
  squareSight,
  type Square,
} from '../geometry/index.js';
import { spaceOf, type Geo } from '../geo.js';
import type { DdmCtx } from '../powers/effects.js';
import type { CreatureState, Pos } from '../state.js';
import { cardOf, enemies, onMap } from './common.js';

export function flankedBy(g: Geo, c: CreatureState, ally: CreatureState, t: CreatureState): boolean {
  return flanks(g.board, spaceOf(c), spaceOf(ally), spaceOf(t));
}

export function coverAgainst(g: Geo, c: CreatureState, t: CreatureState, a: Attack, origin: Pos | null): boolean {
  const r = a.range;
  if (r.kind === 'melee') {
    let reach = 1;
    for (const p of cardOf(g.s, c).powers) if (p.kind === 'reach') reach = Math.max(reach, p.squares);
    return meleeCover(g.board, spaceOf(c), spaceOf(t), reach);
  }
  if (r.kind === 'ranged') {
    const ab = g.byId.get(c.id);
    const tb = g.byId.get(t.id);
    return !!ab && !!tb && rangedCover(g.board, ab, tb, g.bodies);
  }
  if (r.kind === 'close' && r.shape === 'burst') return burstCover(g.board, spaceOf(c), spaceOf(t));
  if (!origin) return false;
  return r.kind === 'close' ? closeCover(g.board, origin, spaceOf(t)) : areaCover(g.board, origin, spaceOf(t));
}

export interface AreaChoice {
  readonly id: string;
  readonly label: string;
  readonly origin: Pos | null;
  readonly targets: number[];
}

function squaresOf(c: CreatureState): Square[] {
  const out: Square[] = [];
  if (!c.pos) return out;
  for (let y = c.pos.y; y < c.pos.y + c.size; y++) for (let x = c.pos.x; x < c.pos.x + c.size; x++) out.push({ x, y });
  return out;
}

/** Creatures with a square in `area` that the origin square has line of effect to. */
function affected(g: Geo, area: Set<number>, origin: Square | null, from: CreatureState | null, includeSelf: boolean, self: CreatureState): number[] {
  const out: number[] = [];
  for (const o of g.s.creatures) {
    if (!onMap(o) || (!includeSelf && o.id === self.id)) continue;
    const sq = squaresOf(o).filter((q) => area.has(q.y * 1000 + q.x));
    if (sq.length === 0) continue;
    const ok = origin ? sq.some((q) => squareEffect(g.board, origin, q)) : from ? squaresOf(from).some((f) => sq.some((q) => squareEffect(g.board, f, q))) : true;
    if (ok) out.push(o.id);
  }
  return out;
}

function finish(ctx: DdmCtx, c: CreatureState, list: AreaChoice[]): AreaChoice[] {
  const s = ctx.state;
  const wyvern = cardOf(s, c).powers.some((p) => p.kind === 'continuous' && p.effect.kind === 'ignore-one-area-target');
  const seen = new Set<string>();
  const out: AreaChoice[] = [];
  for (const ch of list) {
    let targets = ch.targets;
    if (wyvern) {
      // "Can ignore up to 1 target": leaving out an ally (or itself) is never worse for the attacker.
      const ally = targets.find((id) => id === c.id || !enemies(s, c, s.creatures[id] as CreatureState));
      if (ally !== undefined) targets = targets.filter((id) => id !== ally);
    }
    if (!targets.some((id) => enemies(s, c, s.creatures[id] as CreatureState))) continue;
    const key = [...targets].sort((a, b) => a - b).join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ ...ch, targets });
  }
  return out;
}

/** Squares occupied by enemies of `c` (keys y*1000+x). */
function enemySquares(g: Geo, c: CreatureState): Square[] {
  const out: Square[] = [];
  for (const o of g.s.creatures) if (onMap(o) && enemies(g.s, c, o)) out.push(...squaresOf(o));
  return out;
}

/**
 * The areas a close or area attack may be aimed at, each with the creatures it would attack.
 * `firstOnly` stops at the first legal choice (the action menu only needs to know one exists).
 */
export function areaChoices(ctx: DdmCtx, g: Geo, c: CreatureState, a: Attack, firstOnly = false): AreaChoice[] {
  const r = a.range;
  if (!c.pos) return [];
  const W = g.board.width;
  const H = g.board.height;
  const list: AreaChoice[] = [];
  const foes = enemySquares(g, c);
  const out = (): AreaChoice[] => finish(ctx, c, list);
  // With firstOnly every earlier choice was filtered out, so only the newest one needs the test
  // (the same answer as filtering the whole list again, without the quadratic cost).
  const firstPasses = (): boolean => finish(ctx, c, list.slice(-1)).length > 0;
  if (r.kind === 'close' && r.shape === 'burst') {
    const area = new Set<number>();
    for (let y = Math.max(0, c.pos.y - r.size); y < Math.min(H, c.pos.y + c.size + r.size); y++)
      for (let x = Math.max(0, c.pos.x - r.size); x < Math.min(W, c.pos.x + c.size + r.size); x++)
        if (distanceToSquare(g.board, spaceOf(c), { x, y }) <= r.size) area.add(y * 1000 + x);
    list.push({ id: 'burst', label: `Burst ${r.size} around ${c.label}`, origin: null, targets: affected(g, area, null, c, false, c) });
  } else if (r.kind === 'close') {
    // Blast (and line, approximated by a 1-wide blast run): an X×X area adjacent to an origin square of the attacker.
    const n = r.size;
    for (const o of squaresOf(c)) {
      for (let by = o.y - n; by <= o.y + 1; by++)
        for (let bx = o.x - n; bx <= o.x + 1; bx++) {
          const w = r.shape === 'line' ? 1 : n;
          const h = r.shape === 'line' ? 1 : n;
          // Only areas with an enemy square in them are worth offering.
          if (!foes.some((q) => q.x >= bx && q.x < bx + w && q.y >= by && q.y < by + h)) continue;
          const area = new Set<number>();
          let touchesSelf = false;
          let adjacentToOrigin = false;
          for (let y = by; y < by + h; y++)
            for (let x = bx; x < bx + w; x++) {
              if (x < 0 || y < 0 || x >= W || y >= H) continue;
              if (c.pos && x >= c.pos.x && x < c.pos.x + c.size && y >= c.pos.y && y < c.pos.y + c.size) touchesSelf = true;
              if (Math.max(Math.abs(x - o.x), Math.abs(y - o.y)) === 1) adjacentToOrigin = true;
              area.add(y * 1000 + x);
            }
          if (touchesSelf || !adjacentToOrigin || area.size === 0) continue;
          list.push({ id: `blast:${o.x},${o.y}:${bx},${by}`, label: `${r.shape} from (${o.x},${o.y}) covering (${bx},${by})`, origin: o, targets: affected(g, area, o, null, false, c) });
          if (firstOnly && firstPasses()) return out();
        }
    }
  } else if (r.kind === 'area') {
    // Origins whose radius reaches an enemy square (others are not offered), within range and sight.
    const cand = new Set<number>();
    for (const q of foes)
      for (let y = Math.max(0, q.y - r.radius); y <= Math.min(H - 1, q.y + r.radius); y++)
        for (let x = Math.max(0, q.x - r.radius); x <= Math.min(W - 1, q.x + r.radius); x++) cand.add(y * 1000 + x);
    for (const key of [...cand].sort((p, q) => p - q)) {
      const q = { x: key % 1000, y: Math.floor(key / 1000) };
      if (r.within !== 'sight' && distanceToSquare(g.board, spaceOf(c), q) > r.within) continue;
      if (!squaresOf(c).some((f) => squareSight(g.board, f, q) && squareEffect(g.board, f, q))) continue;
      const area = new Set<number>();
      for (let yy = Math.max(0, q.y - r.radius); yy <= Math.min(H - 1, q.y + r.radius); yy++)
        for (let xx = Math.max(0, q.x - r.radius); xx <= Math.min(W - 1, q.x + r.radius); xx++) area.add(yy * 1000 + xx);
      list.push({ id: `area:${q.x},${q.y}`, label: `radius ${r.radius} centred on (${q.x},${q.y})`, origin: q, targets: affected(g, area, q, null, true, c) });
      if (firstOnly && firstPasses()) return out();
    }
  }
  return out();
}
