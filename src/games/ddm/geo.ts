// The battle engine's view of the map, built on the geometry module (src/games/ddm/geometry):
// ddm-battle-rules-2011 "How to Choose Targets" (distance, adjacency, line of sight/effect),
// "Legal Position", "Set-Up". Creatures become geometry Bodies whose team is the side they fight for.
import {
  adjacent,
  boardFor,
  compileMap,
  isLegalPosition,
  legalPositions,
  legalPositionsIn,
  lineOfEffect,
  lineOfSight,
  nearestLegalPositions,
  rangedCover,
  spaceDistance,
  type Board,
  type Body,
  type DdmMap,
  type Space,
} from './geometry/index.js';
import { enemies, onMap, sideOf } from './rules/common.js';
import { hasMark, powerAnswers } from './abilities/queries.js';
import { anyMounted, mountLinks } from './rules/mount-links.js';
import type { Cond, CreatureState, DdmState, Pos } from './state.js';
import { TERRAIN_BIT } from './geometry/board.js';
import type { TerrainType } from './geometry/types.js';

const compiled = new WeakMap<DdmMap, Board>();
const byText = new Map<string, Board>();
/** A serial number per compiled board, so memo keys never mix two maps that share an id. */
const boardIds = new WeakMap<Board, number>();
let nextBoardId = 1;

/** The compiled board of a map, compiled once (state clones share the compiled board by content). */
export function baseBoard(map: DdmMap): Board {
  let b = compiled.get(map);
  if (b) return b;
  const key = JSON.stringify(map);
  b = byText.get(key);
  if (!b) {
    b = compileMap(map);
    boardIds.set(b, nextBoardId++);
    if (byText.size > 32) byText.clear();
    byText.set(key, b);
  }
  compiled.set(map, b);
  return b;
}

export function spaceOf(c: CreatureState, at: Pos | null = c.pos): Space {
  if (!at) throw new Error(`${c.label} is not on the map`);
  return { x: at.x, y: at.y, side: c.size };
}

export interface Geo {
  readonly s: DdmState;
  readonly board: Board;
  readonly bodies: Body[];
  readonly byId: Map<number, Body>;
  /** Who stands where (positions, sides, helplessness): a memo key for movement searches. */
  readonly key: string;
}

export function bodyOf(s: DdmState, c: CreatureState, flying: boolean): Body {
  return {
    id: idString(c.id),
    space: spaceOf(c),
    team: String(sideOf(s, c)),
    helpless: c.conds.some((x) => x.kind === 'Helpless'),
    modes: flying ? { flight: true } : {},
  };
}

/**
 * Who stands where and for which side, one number per creature (exact, no hashing): -1 off the map,
 * -2 - m riding creature m, else position, side, helplessness and size packed together.
 */
function signature(s: DdmState, out: number[]): void {
  const n = s.creatures.length;
  const t = s.turn;
  for (let i = 0; i < n; i++) {
    const c = s.creatures[i] as CreatureState;
    const p = c.pos;
    if (c.destroyed || !p) {
      out[i] = -1;
      continue;
    }
    let helpless = 0;
    const conds = c.conds;
    for (let k = 0; k < conds.length; k++) if ((conds[k] as Cond).kind === 'Helpless') helpless = 1;
    const side = t !== null && t.creature === c.id ? t.controller : c.owner;
    // The size too: a squeezed Huge creature ("Squeezing") occupies 2×2 instead of 3×3.
    out[i] = (((p.x * 256 + p.y) * 16 + side) * 2 + helpless) * 8 + c.size;
  }
  // "MOUNT": a rider has no body of its own (buildGeo), so who rides whom is part of the situation
  // (a creature passing through its ally's space mid-move stands where a rider would).
  if (anyMounted(s)) for (const [r, m] of mountLinks(s)) if (r >= 0 && r < n && (out[r] as number) >= 0) out[r] = -2 - m;
}

function sameSig(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

interface Snapshot {
  readonly state: DdmState;
  readonly map: DdmMap;
  readonly sig: readonly number[];
  readonly geo: Geo;
}

/**
 * The last three snapshots (newest first). More than one, because option builders sometimes measure from a
 * hypothetical square (a charge's end) and then put the creature back: the original snapshot is
 * then still here instead of being rebuilt.
 */
const RECENT = 3;
const recent: Snapshot[] = [];
let scratch: number[] = [];

/**
 * A snapshot of the creatures on the map as geometry bodies (reused while nobody has moved). A
 * copy of the state (search AI, replays) standing in the same situation shares the bodies and the
 * board of a snapshot already made; only the state it reads creatures from is its own.
 */
export function geo(s: DdmState): Geo {
  const n = s.creatures.length;
  if (scratch.length !== n) scratch = new Array<number>(n).fill(0);
  signature(s, scratch);
  let same: Snapshot | null = null;
  for (let i = 0; i < recent.length; i++) {
    const r = recent[i] as Snapshot;
    if (r.map !== s.map || !sameSig(scratch, r.sig)) continue;
    if (r.state !== s) {
      same ??= r;
      continue;
    }
    if (i > 0) {
      recent[i] = recent[0] as Snapshot;
      recent[0] = r;
    }
    return r.geo;
  }
  const g: Geo = same ? { ...same.geo, s } : buildGeo(s, scratch);
  const snap: Snapshot = { state: s, map: s.map, sig: same ? same.sig : scratch.slice(), geo: g };
  if (recent.length < RECENT) recent.push(snap);
  for (let i = recent.length - 1; i > 0; i--) recent[i] = recent[i - 1] as Snapshot;
  recent[0] = snap;
  return g;
}

/** Creature ids as body ids, made once. */
const idText: string[] = [];
const idString = (id: number): string => (idText[id] ??= String(id));

/**
 * Bodies by creature index, reused while the creature's signature (position, side, helplessness)
 * and card stay the same: a move rebuilds one body, not all of them. Bodies are never changed.
 */
const bodyCache: ({ sig: number; card: string; size: number; body: Body } | undefined)[] = [];

function buildGeo(s: DdmState, sig: readonly number[]): Geo {
  const bodies: Body[] = [];
  const byId = new Map<number, Body>();
  const base = baseBoard(s.map);
  // "MOUNT": a rider occupies its mount's space; it has no body of its own (rules/mount.ts).
  const riding = anyMounted(s) ? mountLinks(s) : null;
  for (let i = 0; i < s.creatures.length; i++) {
    const c = s.creatures[i] as CreatureState;
    if (!onMap(c) || riding?.has(c.id)) continue;
    const cached = bodyCache[i];
    let b: Body;
    if (cached && cached.sig === sig[i] && cached.card === c.card && cached.size === c.size && cached.body.id === idString(c.id)) b = cached.body;
    else {
      b = bodyOf(s, c, s.cards[c.card]?.mode === 'flight');
      bodyCache[i] = { sig: sig[i] as number, card: c.card, size: c.size, body: b };
    }
    bodies.push(b);
    byId.set(c.id, b);
  }
  if (riding) for (const [r, m] of riding) if (byId.has(m) && onMap(s.creatures[r] as CreatureState)) byId.set(r, byId.get(m) as Body);
  return { s, board: boardFor(base, bodies), bodies, byId, key: situationKey(boardIds.get(base) ?? 0, rosterOf(s), sig) };
}

/**
 * A battle's roster (which card, hence flight, each creature index has) never changes (size is in the signature);
 * copies of a state share its card table, so the roster is numbered per card table.
 */
const rosters = new WeakMap<object, number>();
let nextRoster = 1;
function rosterOf(s: DdmState): number {
  let r = rosters.get(s.cards);
  if (r === undefined) rosters.set(s.cards, (r = nextRoster++));
  return r;
}

interface Situation {
  readonly board: number;
  readonly roster: number;
  readonly sig: readonly number[];
  readonly key: string;
}

/**
 * Memo keys: a short serial per distinct situation (board, roster, signature), found through a
 * numeric hash of the signature and then compared exactly, so no situation text is built or hashed.
 */
const situations = new Map<number, Situation[]>();
let situationCount = 0;
function situationKey(board: number, roster: number, sig: readonly number[]): string {
  let h = Math.imul(board, 0x9e3779b1) ^ Math.imul(roster, 0x85ebca6b);
  for (let i = 0; i < sig.length; i++) h = Math.imul(h ^ (sig[i] as number), 0x01000193);
  const bucket = situations.get(h);
  if (bucket) for (const x of bucket) if (x.board === board && x.roster === roster && sameSig(x.sig, sig)) return x.key;
  if (situationCount > 4096) {
    situations.clear();
    situationCount = 0;
  }
  const x: Situation = { board, roster, sig: sig.slice(), key: `s${nextSituation++}` };
  situationCount++;
  if (bucket) bucket.push(x);
  else situations.set(h, [x]);
  return x.key;
}
let nextSituation = 1;

export const others = (g: Geo, c: CreatureState): Body[] => {
  const id = idString(c.id);
  return g.bodies.filter((b) => b.id !== id);
};

export function dist(g: Geo, a: CreatureState, b: CreatureState): number {
  return spaceDistance(g.board, spaceOf(a), spaceOf(b));
}

export function isAdjacent(g: Geo, a: CreatureState, b: CreatureState): boolean {
  // Counted distance is never below the king-move gap between the two spaces: a gap of two or
  // more squares settles it without the distance table.
  if (apart(a, b)) return false;
  return adjacent(g.board, spaceOf(a), spaceOf(b));
}

/** "Line of Sight" ("BLINDED": a blinded creature traces none; "Invisible": none to an invisible creature). */
export function sees(g: Geo, a: CreatureState, b: CreatureState): boolean {
  if (a.conds.some((x) => x.kind === 'Blinded')) return false;
  const sight = powerAnswers(g.s, b).sight;
  const blindsight = hasBlindsightTo(g, a, b);
  // Invisible as printed, or for a while by a power (Ghost Step: a `gained-invisible` record).
  if (!blindsight && (sight.invisible || (b.conds.length > 0 && b.conds.some((k) => k.kind === 'gained-invisible')))) return false;
  // A power's state from the start of the battle (Disguise Self): invisible until a mark is set.
  if (!blindsight && sight.invisibleUntil.length > 0 && sight.invisibleUntil.some((m) => !hasMark(g.s, b, m))) return false;
  if (!blindsight && sight.invisibleToEnemiesUntil.length > 0 && enemies(g.s, a, b) && sight.invisibleToEnemiesUntil.some((m) => !hasMark(g.s, b, m)))
    return false;
  // Invisible while a square of its space is of a terrain (Forest Ward; to enemies only: Forest Camouflage).
  if (!blindsight && sight.invisibleIn.some((x) => (!x.enemiesOnly || enemies(g.s, a, b)) && spaceIn(g.board, b, x.terrain))) return false;
  // A power's lasting state (Shadowmeld) can make it invisible to enemies not adjacent to it.
  if (
    !blindsight &&
    sight.unseenFromAfarWhile.length > 0 &&
    sight.unseenFromAfarWhile.some((m) => hasMark(g.s, b, m)) &&
    enemies(g.s, a, b) &&
    !isAdjacent(g, a, b)
  )
    return false;
  if (!lineOfSight(g.board, spaceOf(a), spaceOf(b))) return false;
  // "Hide": with ranged cover against the viewer (not counting creatures), it is invisible to it —
  // always, or (Blend with the Trees) while a square of its space is of a terrain it hides in.
  if (!blindsight && (sight.hide || (sight.hideIn.length > 0 && spaceIn(g.board, b, sight.hideIn)))) {
    const ab = g.byId.get(a.id);
    const bb = g.byId.get(b.id);
    if (ab && bb && rangedCover(g.board, ab, bb, g.bodies, { ignoreCreatures: true })) return false;
  }
  return true;
}

/** Whether a square of `c`'s space holds terrain of one of `types` ("Multiple Terrain Types": a square counts as each of its types). */
function spaceIn(board: Board, c: CreatureState, types: readonly TerrainType[]): boolean {
  if (!c.pos) return false;
  const bits = types.reduce((m, t) => m | TERRAIN_BIT[t], 0);
  const W = board.width;
  for (let y = Math.max(0, c.pos.y); y < Math.min(board.height, c.pos.y + c.size); y++)
    for (let x = Math.max(0, c.pos.x); x < Math.min(W, c.pos.x + c.size); x++) if (board.terrain[y * W + x]! & bits) return true;
  return false;
}

/**
 * "Blindsight": within its range the creature ignores invisibility (and conceal, in attack.ts);
 * Tremorsense's blindsight counts only toward a creature whose card lacks Flight.
 */
export function hasBlindsightTo(g: Geo, a: CreatureState, b: CreatureState): boolean {
  const sight = powerAnswers(g.s, a).sight;
  const range = Math.max(sight.blindsight, sight.blindsightNotFlying >= 0 && g.s.cards[b.card]?.mode !== 'flight' ? sight.blindsightNotFlying : -1);
  return range >= 0 && dist(g, a, b) <= range;
}

export function reaches(g: Geo, a: CreatureState, b: CreatureState): boolean {
  return lineOfEffect(g.board, spaceOf(a), spaceOf(b));
}

/** Two spaces at least two squares apart in a king-move gap: never adjacent, whatever the walls (no board needed). */
function apart(a: CreatureState, b: CreatureState): boolean {
  return !!a.pos && !!b.pos && kingGap(a, b) >= 2;
}

/**
 * The king-move gap between two creatures' spaces in squares (0 when they overlap, 1 when they touch): a
 * lower bound of their counted distance, which is never below king distance, read without the board.
 */
export function kingGap(a: CreatureState, b: CreatureState): number {
  const p = a.pos;
  const q = b.pos;
  if (!p || !q) return Infinity;
  return Math.max(0, q.x - (p.x + a.size - 1), p.x - (q.x + b.size - 1), q.y - (p.y + a.size - 1), p.y - (q.y + b.size - 1));
}

/**
 * Whether `adjacentEnemies` could name anyone, read from the creatures alone: false when every enemy
 * on the map is at least two squares away. A move's walk asks it before each square so that the
 * geometry snapshot is built only where an opportunity attack is possible.
 */
export function enemyNear(s: DdmState, c: CreatureState): boolean {
  for (const o of s.creatures) if (o.id !== c.id && onMap(o) && enemies(s, c, o) && !apart(c, o)) return true;
  return false;
}

export function adjacentEnemies(g: Geo, c: CreatureState): CreatureState[] {
  const out: CreatureState[] = [];
  for (const o of g.s.creatures) if (o.id !== c.id && onMap(o) && enemies(g.s, c, o) && isAdjacent(g, c, o)) out.push(o);
  return out;
}

export function legalAt(g: Geo, c: CreatureState, at: Pos): boolean {
  return isLegalPosition(g.board, spaceOf(c, at), g.bodies, { selfId: String(c.id) });
}

type Region = readonly (readonly [number, number])[];

/** Square sets of map regions, made once per region list (maps are never changed; the sets are shared, read-only). */
const regionSets = new WeakMap<object, Set<number>>();
function squaresOf(regions: readonly Region[]): Set<number> {
  const one = regions.length === 1 ? (regions[0] as Region) : regions;
  let out = regionSets.get(one);
  if (out) return out;
  out = new Set<number>();
  for (const r of regions) for (const [x, y] of r) out.add(y * 1000 + x);
  regionSets.set(one, out);
  return out;
}

/** The bounding box of a square set (keys y*1000+x), made once per set. */
const boxes = new WeakMap<Set<number>, { x0: number; y0: number; x1: number; y1: number }>();
function boxOf(set: Set<number>): { x0: number; y0: number; x1: number; y1: number } {
  let b = boxes.get(set);
  if (b) return b;
  b = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (const v of set) {
    const x = v % 1000;
    const y = Math.floor(v / 1000);
    b = { x0: Math.min(b.x0, x), y0: Math.min(b.y0, y), x1: Math.max(b.x1, x), y1: Math.max(b.y1, y) };
  }
  boxes.set(set, b);
  return b;
}

const within = (set: Set<number>, sp: Space): boolean => {
  // Most legal positions of the board lie outside the area's box: no set look-up for them.
  const b = boxOf(set);
  if (sp.x < b.x0 || sp.y < b.y0 || sp.x + sp.side - 1 > b.x1 || sp.y + sp.side - 1 > b.y1) return false;
  for (let y = sp.y; y < sp.y + sp.side; y++) for (let x = sp.x; x < sp.x + sp.side; x++) if (!set.has(y * 1000 + x)) return false;
  return true;
};

/** Legal positions entirely within a square set: only its bounding box is scanned (row by row, as a whole-map scan lists them). */
function insideSet(g: Geo, c: CreatureState, set: Set<number>): Space[] {
  return legalPositionsIn(g.board, c.size, g.bodies, boxOf(set), { selfId: String(c.id) }).filter((sp) => within(set, sp));
}

/**
 * "Set-Up": legal positions entirely within the start area; when none is left, the positions
 * nearest to it (big creatures covering as much of it as possible is approximated by nearest).
 */
export function startPositions(g: Geo, c: CreatureState, side: 'A' | 'B'): Pos[] {
  const area = squaresOf(g.s.map.startAreas[side]);
  const inside = insideSet(g, c, area);
  if (inside.length > 0) return inside.map((sp) => ({ x: sp.x, y: sp.y }));
  const near: { x: number; y: number }[] = [];
  for (const v of area) near.push({ x: v % 1000, y: Math.floor(v / 1000) });
  return nearestLegalPositions(g.board, c.size, near, g.bodies, { selfId: String(c.id) }).map((sp) => ({ x: sp.x, y: sp.y }));
}

/** Victory-area regions of a kind, each as a square set (shared: read only). */
export function victoryRegions(map: DdmMap, kind: 'A' | 'B' | 'AB'): Set<number>[] {
  return map.victoryAreas[kind].map((r) => squaresOf([r]));
}

/** "SCOUT": positions inside a victory area that has no creature in it yet. */
export function scoutPositions(g: Geo, c: CreatureState): Pos[] {
  const out: Pos[] = [];
  const regions = [...victoryRegions(g.s.map, 'A'), ...victoryRegions(g.s.map, 'B'), ...victoryRegions(g.s.map, 'AB')];
  const all = legalPositions(g.board, c.size, g.bodies, { selfId: String(c.id) });
  for (const r of regions) {
    if (g.bodies.some((b) => overlapsSet(r, b.space))) continue;
    for (const sp of all) if (overlapsSet(r, sp) && !out.some((p) => p.x === sp.x && p.y === sp.y)) out.push({ x: sp.x, y: sp.y });
  }
  return out;
}

/**
 * A card's "place this creature within N squares of your start area": legal positions not entirely
 * within the start area whose space is at most N squares from one of its squares (spaceDistance).
 */
export function nearStartPositions(g: Geo, c: CreatureState, side: 'A' | 'B', n: number): Pos[] {
  const area = squaresOf(g.s.map.startAreas[side]);
  const squares: Space[] = [];
  for (const v of area) squares.push({ x: v % 1000, y: Math.floor(v / 1000), side: 1 });
  const out: Pos[] = [];
  for (const sp of legalPositions(g.board, c.size, g.bodies, { selfId: String(c.id) })) {
    if (within(area, sp)) continue;
    if (squares.some((q) => spaceDistance(g.board, sp, q) <= n)) out.push({ x: sp.x, y: sp.y });
  }
  return out;
}

/** "WANDERING MONSTER": positions in (or nearest to) one victory area. */
export function positionsNearRegion(g: Geo, c: CreatureState, region: Set<number>): Pos[] {
  const inside = insideSet(g, c, region);
  if (inside.length > 0) return inside.map((sp) => ({ x: sp.x, y: sp.y }));
  const near: { x: number; y: number }[] = [];
  for (const v of region) near.push({ x: v % 1000, y: Math.floor(v / 1000) });
  return nearestLegalPositions(g.board, c.size, near, g.bodies, { selfId: String(c.id) }).map((sp) => ({ x: sp.x, y: sp.y }));
}

export function overlapsSet(set: Set<number>, sp: Space): boolean {
  for (let y = sp.y; y < sp.y + sp.side; y++) for (let x = sp.x; x < sp.x + sp.side; x++) if (set.has(y * 1000 + x)) return true;
  return false;
}

const memo = new Map<string, unknown>();

/**
 * Memoises a pure geometry search by the board situation and its arguments (the action menu asks
 * the same movement and charge questions several times in one creature's turn).
 */
export function remember<T>(g: Geo, what: string, compute: () => T): T {
  const k = `${what}#${g.key}`;
  const hit = memo.get(k);
  if (hit !== undefined || memo.has(k)) return hit as T;
  const v = compute();
  if (memo.size > 2048) memo.clear();
  memo.set(k, v);
  return v;
}
