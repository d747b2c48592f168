// Implements ddm-battle-rules-2011, "Flanking" and "Cover" (melee, ranged, close, area) through the
// geometry module, and the areas of "Close Attacks" (blast, burst, line) and "Area Attacks" (radius
// within range, line of sight and effect to the origin square; the attacker itself is included).
// Line X is the geometry module's `linePlacements` (a target square within X the attacker sees, a
// line from a point on the edge of its space to that square's farthest corner; the creatures whose
// space the line enters, where the attacker has line of effect). Area choices that reach no enemy
// are not offered (they only hurt the attacker's own side), and choices reaching the same creatures
// are offered once; "Golden Wyvern" leaves out one ally.
import type { Attack } from '../cards/schema.js';
import {
  areaCover,
  burstCover,
  closeCover,
  distanceToSquare,
  flanks,
  linePlacements,
  meleeCover,
  type LinePlacement,
  rangedCover,
  squareEffect,
  squareSight,
  type Square,
} from '../geometry/index.js';
import { dist, remember, sees, spaceOf, type Geo } from '../geo.js';
import type { DdmCtx } from '../ctx.js';
import { powerAnswers } from '../abilities/queries.js';
import type { CreatureState, DdmState, Pos } from '../state.js';
import { enemies, onMap } from './common.js';
import { anyMounted, mountOf } from './mount-links.js';
import { attackReach } from './attack-reach.js';
import { hasTargetLimit, targetAllowed } from './target-limit.js';

export function flankedBy(g: Geo, c: CreatureState, ally: CreatureState, t: CreatureState): boolean {
  return flanks(g.board, spaceOf(c), spaceOf(ally), spaceOf(t));
}

export function coverAgainst(g: Geo, c: CreatureState, t: CreatureState, a: Attack, origin: Pos | null): boolean {
  const r = a.range;
  if (r.kind === 'melee') {
    return meleeCover(g.board, spaceOf(c), spaceOf(t), attackReach(g.s, c, a));
  }
  if (r.kind === 'ranged') {
    // Sharpshooter: no enemy of the attacker gives cover (the only creatures that do, a mount included).
    const sharp = powerAnswers(g.s, c).ignoresEnemyCover;
    // "Mounted Creatures": a mount provides cover for its rider (`riderHasCover` below).
    if (!sharp && riderHasCover(g.s, c, t)) return true;
    const ab = g.byId.get(c.id);
    const tb = g.byId.get(t.id);
    return !!ab && !!tb && rangedCover(g.board, ab, tb, g.bodies, sharp ? { ignoreCreatures: true } : {});
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
  /** The template's squares (keys y*1000+x), so the choice can be shown on the map before it is made. */
  readonly area: ReadonlySet<number>;
  /** Line X: the line drawn, in squares (a point on the edge of the attacker's space to a corner of the target square). */
  readonly line?: { readonly from: { readonly x: number; readonly y: number }; readonly to: { readonly x: number; readonly y: number } };
}

function squaresOf(c: CreatureState): Square[] {
  const out: Square[] = [];
  if (!c.pos) return out;
  for (let y = c.pos.y; y < c.pos.y + c.size; y++) for (let x = c.pos.x; x < c.pos.x + c.size; x++) out.push({ x, y });
  return out;
}

/** Which squares a template covers: a rectangle (blast, line, radius) or an explicit set (burst). */
type Template = { readonly x0: number; readonly y0: number; readonly x1: number; readonly y1: number } | ReadonlySet<number>;

const inTemplate = (t: Template, x: number, y: number): boolean => ('has' in t ? t.has(y * 1000 + x) : x >= t.x0 && x <= t.x1 && y >= t.y0 && y <= t.y1);

/**
 * Creatures with a square in the template that the origin square has line of effect to (a burst:
 * from one of the attacker's squares). Reads squares in place, without building lists.
 */
function affected(g: Geo, area: Template, origin: Square | null, from: CreatureState | null, includeSelf: boolean, self: CreatureState): number[] {
  const out: number[] = [];
  const fromSquares = from && !origin ? squaresOf(from) : null;
  for (const o of g.s.creatures) {
    if (!onMap(o) || (!includeSelf && o.id === self.id)) continue;
    const p = o.pos as Pos;
    let inside = false;
    let ok = false;
    for (let y = p.y; y < p.y + o.size && !ok; y++)
      for (let x = p.x; x < p.x + o.size && !ok; x++) {
        if (!inTemplate(area, x, y)) continue;
        inside = true;
        const q = { x, y };
        ok = origin ? squareEffect(g.board, origin, q) : fromSquares ? fromSquares.some((f) => squareEffect(g.board, f, q)) : true;
      }
    if (inside && ok) out.push(o.id);
  }
  return out;
}

/** The squares of a rectangular template, clipped to the board (keys y*1000+x). */
function rectSquares(x0: number, y0: number, x1: number, y1: number, W: number, H: number): Set<number> {
  const area = new Set<number>();
  for (let y = Math.max(0, y0); y <= Math.min(H - 1, y1); y++) for (let x = Math.max(0, x0); x <= Math.min(W - 1, x1); x++) area.add(y * 1000 + x);
  return area;
}

function finish(ctx: DdmCtx, c: CreatureState, a: Attack, list: AreaChoice[]): AreaChoice[] {
  const s = ctx.state;
  // Guidelines "Multiple Targets": an attack that states its targets (enemies only) attacks only them.
  const enemiesOnly = a.targeting === 'enemies';
  // A printed target limit ("living targets only", "Fey targets immune") leaves the others in the area unattacked.
  const limited = hasTargetLimit(a);
  const wyvern = powerAnswers(s, c).ignoresOneAreaTarget;
  const seen = new Set<string>();
  const out: AreaChoice[] = [];
  for (const ch of list) {
    let targets = enemiesOnly ? ch.targets.filter((id) => enemies(s, c, s.creatures[id] as CreatureState)) : ch.targets;
    if (limited) targets = targets.filter((id) => targetAllowed(s, c, s.creatures[id] as CreatureState, a));
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
function enemySquares(g: Geo, c: CreatureState, attackable?: (t: CreatureState) => boolean): Square[] {
  const out: Square[] = [];
  for (const o of g.s.creatures) if (onMap(o) && enemies(g.s, c, o) && (!attackable || attackable(o))) out.push(...squaresOf(o));
  return out;
}

/**
 * The areas a close or area attack may be aimed at, each with the creatures it would attack.
 * `firstOnly` stops at a legal choice (the action menu only needs to know one exists; the one found
 * need not be the full list's first).
 *
 * A choice whose creatures include no enemy is dropped by `finish` whatever else is in the list
 * (leaving out an ally for Golden Wyvern never removes an enemy), so such candidates are skipped
 * before their square set and label are made; the choices and their order are unchanged.
 */
export function areaChoices(ctx: DdmCtx, g: Geo, c: CreatureState, a: Attack, firstOnly = false): AreaChoice[] {
  if (!c.pos) return [];
  if (firstOnly) return findAreaChoices(ctx, g, c, a, true);
  // The same situation asks twice (the question, then the answer): the list is a pure function of it.
  return remember(g, `area:${c.id}:${a.name}:${JSON.stringify(a.range)}`, () => findAreaChoices(ctx, g, c, a, false));
}

function findAreaChoices(ctx: DdmCtx, g: Geo, c: CreatureState, a: Attack, firstOnly: boolean): AreaChoice[] {
  const r = a.range;
  const pos = c.pos as Pos;
  const s = ctx.state;
  const W = g.board.width;
  const H = g.board.height;
  const list: AreaChoice[] = [];
  // Only enemies the attack may attack make an area worth offering (a printed target limit narrows them).
  const attackable = hasTargetLimit(a) ? (t: CreatureState): boolean => targetAllowed(s, c, t, a) : undefined;
  const foes = enemySquares(g, c, attackable);
  const hasEnemy = (targets: readonly number[]): boolean =>
    targets.some((id) => {
      const t = s.creatures[id] as CreatureState;
      return enemies(s, c, t) && (!attackable || attackable(t));
    });
  const out = (): AreaChoice[] => finish(ctx, c, a, list);
  if (r.kind === 'close' && r.shape === 'burst') {
    const area = new Set<number>();
    for (let y = Math.max(0, pos.y - r.size); y < Math.min(H, pos.y + c.size + r.size); y++)
      for (let x = Math.max(0, pos.x - r.size); x < Math.min(W, pos.x + c.size + r.size); x++)
        if (distanceToSquare(g.board, spaceOf(c), { x, y }) <= r.size) area.add(y * 1000 + x);
    list.push({ id: 'burst', label: `Burst ${r.size} around ${c.label}`, origin: null, targets: affected(g, area, null, c, false, c), area });
  } else if (r.kind === 'close' && r.shape === 'line') {
    lineChoices(g, c, r.size, foes, list, firstOnly, hasEnemy);
  } else if (r.kind === 'close') {
    // Blast: an X×X area adjacent to an origin square of the attacker.
    const n = r.size;
    for (const o of squaresOf(c)) {
      for (let by = o.y - n; by <= o.y + 1; by++)
        for (let bx = o.x - n; bx <= o.x + 1; bx++) {
          // Only areas with an enemy square in them are worth offering.
          if (!foes.some((q) => q.x >= bx && q.x < bx + n && q.y >= by && q.y < by + n)) continue;
          // The on-board part of the template: it must not touch the attacker and must be adjacent to the origin.
          const x0 = Math.max(0, bx);
          const y0 = Math.max(0, by);
          const x1 = Math.min(W - 1, bx + n - 1);
          const y1 = Math.min(H - 1, by + n - 1);
          if (x0 > x1 || y0 > y1) continue;
          if (x0 < pos.x + c.size && pos.x <= x1 && y0 < pos.y + c.size && pos.y <= y1) continue;
          if (Math.max(0, x0 - o.x, o.x - x1) > 1 || Math.max(0, y0 - o.y, o.y - y1) > 1) continue;
          const targets = affected(g, { x0, y0, x1, y1 }, o, null, false, c);
          if (!hasEnemy(targets)) continue;
          list.push({
            id: `blast:${o.x},${o.y}:${bx},${by}`,
            // Named by the on-map squares it covers, as the board's rulers number them (a template may hang off the map).
            label: `blast ${n} from (${o.x},${o.y}) over (${x0},${y0})–(${x1},${y1})`,
            origin: o,
            targets,
            area: rectSquares(x0, y0, x1, y1, W, H),
          });
          if (firstOnly) return out();
        }
    }
  } else if (r.kind === 'area') {
    // Origins whose radius reaches an enemy square (others are not offered), within range and sight.
    const own = squaresOf(c);
    const nearest = r.within === 'nearest' ? nearestSeenEnemies(g, c) : null;
    const space = spaceOf(c);
    const tryOrigin = (key: number): boolean => {
      const q = { x: key % 1000, y: Math.floor(key / 1000) };
      if (typeof r.within === 'number' && distanceToSquare(g.board, space, q) > r.within) return false;
      if (!own.some((f) => squareSight(g.board, f, q) && squareEffect(g.board, f, q))) return false;
      const x0 = Math.max(0, q.x - r.radius);
      const y0 = Math.max(0, q.y - r.radius);
      const x1 = Math.min(W - 1, q.x + r.radius);
      const y1 = Math.min(H - 1, q.y + r.radius);
      const targets = affected(g, { x0, y0, x1, y1 }, q, null, true, c);
      if (!hasEnemy(targets)) return false;
      if (nearest && !targets.some((id) => nearest.has(id))) return false;
      list.push({
        id: `area:${q.x},${q.y}`,
        label: `radius ${r.radius} centred on (${q.x},${q.y})`,
        origin: q,
        targets,
        area: rectSquares(x0, y0, x1, y1, W, H),
      });
      return true;
    };
    // Only asked whether a choice exists: the enemies' own squares (candidates whose radius surely
    // covers an enemy) are tried first; the full scan follows only if none of them works, each
    // square once and in no particular order (the answer is the same whatever the order).
    if (firstOnly) {
      const tried = new Set<number>();
      for (const q of foes) {
        const key = q.y * 1000 + q.x;
        if (tried.has(key)) continue;
        tried.add(key);
        if (tryOrigin(key)) return out();
      }
      for (const q of foes)
        for (let y = Math.max(0, q.y - r.radius); y <= Math.min(H - 1, q.y + r.radius); y++)
          for (let x = Math.max(0, q.x - r.radius); x <= Math.min(W - 1, q.x + r.radius); x++) {
            const key = y * 1000 + x;
            if (tried.has(key)) continue;
            tried.add(key);
            if (tryOrigin(key)) return out();
          }
      return out();
    }
    const cand = new Set<number>();
    for (const q of foes)
      for (let y = Math.max(0, q.y - r.radius); y <= Math.min(H - 1, q.y + r.radius); y++)
        for (let x = Math.max(0, q.x - r.radius); x <= Math.min(W - 1, q.x + r.radius); x++) cand.add(y * 1000 + x);
    for (const key of [...cand].sort((p, q) => p - q)) tryOrigin(key);
  }
  return out();
}

/**
 * "Nearest" on a close or area attack (guidelines, "Attacks": "that creature must be included within
 * the area of effect"; ddm-battle-rules-2011, "Area of Effect"): the enemies the attacker sees at the
 * least distance — any one of them when several are equally near ("Nearest Squares and Creatures").
 */
function nearestSeenEnemies(g: Geo, c: CreatureState): Set<number> {
  const s = g.s;
  let best = Infinity;
  const out = new Set<number>();
  for (const t of s.creatures) {
    if (t.id === c.id || !onMap(t) || !enemies(s, c, t)) continue;
    const d = dist(g, c, t);
    if (d > best || !sees(g, c, t)) continue;
    if (d < best) {
      best = d;
      out.clear();
    }
    out.add(t.id);
  }
  return out;
}

/**
 * "Line X": every distinct placement of the geometry module (`linePlacements`: a target square
 * within X squares that the attacker sees — guidelines "Line [X]" — and a line from a point on the
 * edge of the attacker's space to the square's farthest corner, not through the attacker's space).
 * The creatures affected are those whose space contains a square the line enters and the attacker
 * has line of effect to (the placement's squares). The origin square (cover: "Line X: the attacker
 * must choose the attack's origin square") is the square of the attacker's space at the line's
 * starting point. Placements that reach no enemy are skipped before any further work.
 */
function lineChoices(
  g: Geo,
  c: CreatureState,
  size: number,
  foes: readonly Square[],
  list: AreaChoice[],
  firstOnly: boolean,
  hasEnemy: (targets: readonly number[]) => boolean,
): void {
  // Only asked whether a choice exists: lines aimed at the enemies' own squares first (such a line
  // enters its target square), then, none found, all of them.
  if (firstOnly && lineChoicesFrom(g, c, linePlacements(g.board, spaceOf(c), size, foes), foes, list, true, hasEnemy)) return;
  lineChoicesFrom(g, c, linePlacements(g.board, spaceOf(c), size), foes, list, firstOnly, hasEnemy);
}

function lineChoicesFrom(
  g: Geo,
  c: CreatureState,
  placements: readonly LinePlacement[],
  foes: readonly Square[],
  list: AreaChoice[],
  firstOnly: boolean,
  hasEnemy: (targets: readonly number[]) => boolean,
): boolean {
  const pos = c.pos as Pos;
  const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
  const foeKeys = new Set(foes.map((q) => q.y * 1000 + q.x));
  for (const p of placements) {
    if (!p.squares.some((q) => foeKeys.has(q.y * 1000 + q.x))) continue;
    const area = new Set<number>();
    for (const q of p.squares) area.add(q.y * 1000 + q.x);
    const targets = affected(g, area, null, null, false, c);
    if (!hasEnemy(targets)) continue;
    // Points are on the half-square lattice: the start point's square, kept inside the attacker's space.
    const origin = { x: clamp(Math.floor(p.from.x / 2), pos.x, pos.x + c.size - 1), y: clamp(Math.floor(p.from.y / 2), pos.y, pos.y + c.size - 1) };
    const from = { x: p.from.x / 2, y: p.from.y / 2 };
    const to = { x: p.to.x / 2, y: p.to.y / 2 };
    list.push({
      id: `line:${p.target.x},${p.target.y}:${p.from.x},${p.from.y}:${p.to.x},${p.to.y}`,
      label: `line to (${p.target.x},${p.target.y}) from (${from.x},${from.y})`,
      origin,
      targets,
      area,
      line: { from, to },
    });
    if (firstOnly) return true;
  }
  return false;
}

/**
 * Cover, "Mounted Creatures": a mount provides cover for its rider. Creatures give cover only
 * against ranged attacks ("Enemies Provide Cover"; melee, close and area: "Creatures Do Not Provide
 * Cover"), so a rider has cover against a ranged attack by an enemy of its mount.
 */
export function riderHasCover(s: DdmState, attacker: CreatureState, target: CreatureState): boolean {
  if (!anyMounted(s)) return false;
  const m = mountOf(s, target);
  return m !== null && m.id !== attacker.id && enemies(s, attacker, m);
}
