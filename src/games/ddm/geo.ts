// The battle engine's view of the map, built on the geometry module (src/games/ddm/geometry):
// ddm-battle-rules-2011 "How to Choose Targets" (distance, adjacency, line of sight/effect),
// "Legal Position", "Set-Up". Creatures become geometry Bodies whose team is the side they fight for.
import {
  adjacent,
  boardFor,
  compileMap,
  isLegalPosition,
  legalPositions,
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
import type { Cond, CreatureState, DdmState, Pos } from './state.js';

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
  return { id: idString(c.id), space: spaceOf(c), team: String(sideOf(s, c)), helpless: c.conds.some((x) => x.kind === 'Helpless'), modes: flying ? { flight: true } : {} };
}

/**
 * Who stands where and for which side, one number per creature (exact, no hashing): -1 off the map,
 * else position, side and helplessness packed together.
 */
function signature(s: DdmState, out: Int32Array): void {
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
    out[i] = ((p.x * 256 + p.y) * 16 + side) * 2 + helpless;
  }
}

function sameSig(a: Int32Array, b: Int32Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

interface Snapshot {
  readonly state: DdmState;
  readonly map: DdmMap;
  readonly sig: Int32Array;
  readonly geo: Geo;
}

/**
 * The last three snapshots (newest first). More than one, because option builders sometimes measure from a
 * hypothetical square (a charge's end) and then put the creature back: the original snapshot is
 * then still here instead of being rebuilt.
 */
const recent: Snapshot[] = [];
let scratch = new Int32Array(0);

/**
 * A snapshot of the creatures on the map as geometry bodies (reused while nobody has moved). A
 * copy of the state (search AI, replays) standing in the same situation shares the bodies and the
 * board of a snapshot already made; only the state it reads creatures from is its own.
 */
export function geo(s: DdmState): Geo {
  const n = s.creatures.length;
  if (scratch.length !== n) scratch = new Int32Array(n);
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
  recent.unshift({ state: s, map: s.map, sig: same ? same.sig : Int32Array.from(scratch), geo: g });
  if (recent.length > 3) recent.length = 3;
  return g;
}

/** Creature ids as body ids, made once. */
const idText: string[] = [];
const idString = (id: number): string => (idText[id] ??= String(id));

function buildGeo(s: DdmState, sig: Int32Array): Geo {
  const bodies: Body[] = [];
  const byId = new Map<number, Body>();
  const base = baseBoard(s.map);
  // The situation text: the signature covers position, side and helplessness; size and flight
  // come from the card and never change for a creature.
  let key = `board${boardIds.get(base) ?? 0}|${sig.join(',')}`;
  for (const c of s.creatures) {
    if (!onMap(c)) continue;
    const flying = s.cards[c.card]?.mode === 'flight';
    const b = bodyOf(s, c, flying);
    bodies.push(b);
    byId.set(c.id, b);
    key += c.size === 1 && !flying ? '' : `|${c.id}:${c.size}${flying ? 'f' : ''}`;
  }
  return { s, board: boardFor(base, bodies), bodies, byId, key: internKey(key) };
}

/**
 * Situation texts are long (one entry per creature); memo keys use a short serial per distinct
 * situation instead, so each lookup hashes a few characters rather than the whole text.
 */
const situations = new Map<string, string>();
function internKey(text: string): string {
  let k = situations.get(text);
  if (k === undefined) {
    if (situations.size > 4096) situations.clear();
    k = `s${nextSituation++}`;
    situations.set(text, k);
  }
  return k;
}
let nextSituation = 1;

export const others = (g: Geo, c: CreatureState): Body[] => g.bodies.filter((b) => b.id !== String(c.id));

export function dist(g: Geo, a: CreatureState, b: CreatureState): number {
  return spaceDistance(g.board, spaceOf(a), spaceOf(b));
}

export function isAdjacent(g: Geo, a: CreatureState, b: CreatureState): boolean {
  return adjacent(g.board, spaceOf(a), spaceOf(b));
}

/** "Line of Sight" ("BLINDED": a blinded creature traces none; "Invisible": none to an invisible creature). */
export function sees(g: Geo, a: CreatureState, b: CreatureState): boolean {
  if (a.conds.some((x) => x.kind === 'Blinded')) return false;
  const bPowers = g.s.cards[b.card]?.powers ?? [];
  const blindsight = hasBlindsightTo(g, a, b);
  if (!blindsight && bPowers.some((p) => p.kind === 'invisible')) return false;
  if (!lineOfSight(g.board, spaceOf(a), spaceOf(b))) return false;
  // "Hide": with ranged cover against the viewer (not counting creatures), it is invisible to it.
  if (!blindsight && bPowers.some((p) => p.kind === 'hide')) {
    const ab = g.byId.get(a.id);
    const bb = g.byId.get(b.id);
    if (ab && bb && rangedCover(g.board, ab, bb, g.bodies, { ignoreCreatures: true })) return false;
  }
  return true;
}

/** "Blindsight": within its range the creature ignores invisibility (and conceal, in attack.ts). */
export function hasBlindsightTo(g: Geo, a: CreatureState, b: CreatureState): boolean {
  for (const p of g.s.cards[a.card]?.powers ?? []) if (p.kind === 'blindsight' && dist(g, a, b) <= p.range) return true;
  return false;
}

export function reaches(g: Geo, a: CreatureState, b: CreatureState): boolean {
  return lineOfEffect(g.board, spaceOf(a), spaceOf(b));
}

export function adjacentEnemies(g: Geo, c: CreatureState): CreatureState[] {
  const out: CreatureState[] = [];
  for (const o of g.s.creatures) if (o.id !== c.id && onMap(o) && enemies(g.s, c, o) && isAdjacent(g, c, o)) out.push(o);
  return out;
}

export function legalAt(g: Geo, c: CreatureState, at: Pos): boolean {
  return isLegalPosition(g.board, spaceOf(c, at), g.bodies, { selfId: String(c.id) });
}

function squaresOf(regions: readonly (readonly (readonly [number, number])[])[]): Set<number> {
  const out = new Set<number>();
  for (const r of regions) for (const [x, y] of r) out.add(y * 1000 + x);
  return out;
}

const within = (set: Set<number>, sp: Space): boolean => {
  for (let y = sp.y; y < sp.y + sp.side; y++) for (let x = sp.x; x < sp.x + sp.side; x++) if (!set.has(y * 1000 + x)) return false;
  return true;
};

/**
 * "Set-Up": legal positions entirely within the start area; when none is left, the positions
 * nearest to it (big creatures covering as much of it as possible is approximated by nearest).
 */
export function startPositions(g: Geo, c: CreatureState, side: 'A' | 'B'): Pos[] {
  const area = squaresOf(g.s.map.startAreas[side]);
  const all = legalPositions(g.board, c.size, g.bodies, { selfId: String(c.id) });
  const inside = all.filter((sp) => within(area, sp));
  if (inside.length > 0) return inside.map((sp) => ({ x: sp.x, y: sp.y }));
  const near: { x: number; y: number }[] = [];
  for (const v of area) near.push({ x: v % 1000, y: Math.floor(v / 1000) });
  return nearestLegalPositions(g.board, c.size, near, g.bodies, { selfId: String(c.id) }).map((sp) => ({ x: sp.x, y: sp.y }));
}

/** Victory-area regions of a kind, each as a square set. */
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

/** "WANDERING MONSTER": positions in (or nearest to) one victory area. */
export function positionsNearRegion(g: Geo, c: CreatureState, region: Set<number>): Pos[] {
  const all = legalPositions(g.board, c.size, g.bodies, { selfId: String(c.id) });
  const inside = all.filter((sp) => within(region, sp));
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
  if (memo.has(k)) return memo.get(k) as T;
  const v = compute();
  if (memo.size > 512) memo.clear();
  memo.set(k, v);
  return v;
}
