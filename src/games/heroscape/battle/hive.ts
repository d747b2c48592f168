/**
 * The Marro Hive as a figure: a Unique Hero on a 6-hex swamp water base, standing inside the Hive
 * piece (the map's 'hive' obstacle, which stays its body for line of sight and blocks every move).
 * Rulebook: heroscape-master-game-guide — "Marro Hive" ("Marro Hive Rules": never moved from its
 * starting location by any special power or glyph; nothing moves through it; when destroyed, the Hive
 * goes with its base when a player placed it as part of his army, the base stays as swamp water when
 * a scenario placed it; the base is placed only on land tiles, never making an overhang; height
 * advantage counts the Hive as sitting in the swamp water).
 *
 * Representation: the compiled battlefield keeps the surface under each hex of the piece as a space
 * with no headroom (SF.HIVE, `board.ts`); the Hive figure's head is the first of those six spaces and
 * `extra` the other five (`FigureState.extra`). Adjacency, engagement, range and line of sight read
 * every base space (`engagement.ts`, `sight.ts`).
 */
import { SF, type Board } from '../board.js';
import type { HeroscapeMap } from '../map-model.js';
import { hiveLevel } from '../sight.js';
import { TERRAINS, THIN_TERRAINS } from '../tiles.js';
import type { FigureState, HsState } from './state.js';

/** The number of spaces of the Marro Hive's base. */
export const HIVE_SPACES = 6;

/** Whether a figure is on a base of more than two hexes: the Marro Hive (never moved or placed by a power or glyph). */
export function fixedInPlace(f: FigureState): boolean {
  return f.extra !== undefined;
}

/** The map's Marro Hive pieces, in the order of its obstacles (a scenario names them by this order). */
export function hiveObstacles(map: HeroscapeMap): number[] {
  const out: number[] = [];
  map.obstacles.forEach((o, i) => {
    if (o.kind === 'hive') out.push(i);
  });
  return out;
}

/**
 * The six spaces a Hive figure stands on in the Hive piece `obstacle`: the surface under each of its
 * hexes, all at the Hive's level. A problem as a sentence when the piece cannot hold the figure.
 */
export function hiveSpacesOf(board: Board, obstacle: number): number[] | string {
  const o = board.map.obstacles[obstacle];
  if (!o || o.kind !== 'hive') return `obstacle ${obstacle} is not a Marro Hive`;
  if (o.hexes.length !== HIVE_SPACES) return `the Marro Hive piece (obstacle ${obstacle}) covers ${o.hexes.length} hexes, not ${HIVE_SPACES}`;
  const level = hiveLevel(board, obstacle);
  const out: number[] = [];
  for (const h of o.hexes) {
    const c = board.colAt(h.q, h.r);
    let found = -1;
    if (c >= 0)
      for (let k = board.colSpaceStart[c]!; k < board.colSpaceStart[c + 1]!; k++) {
        const s = board.colSpaces[k]!;
        if (board.spFlags[s]! & SF.HIVE && board.spLevel[s] === level) found = s;
      }
    if (found < 0)
      return `the Marro Hive piece (obstacle ${obstacle}) has no base under hex (q ${h.q}, r ${h.r}) at level ${level} (no empty space under the base)`;
    out.push(found);
  }
  return out;
}

/** Stands the Hive figure `f` on its six spaces. */
export function standHive(f: FigureState, spaces: readonly number[]): void {
  f.head = spaces[0]!;
  f.tail = -1;
  f.extra = spaces.slice(1);
}

/**
 * The destroyed Hive leaves the battlefield ("Marro Hive Rules"): its piece is removed, and its swamp
 * water base too when it was placed with its army (`ownBase`); a scenario's base stays. The state
 * gets a map without them (as `placeThinTile` gives one with a tile): the surface under the base keeps
 * its space index (it was a space under the Hive), so every space index keeps its meaning.
 */
export function removeHive(state: HsState, board: Board, f: FigureState): void {
  const spaces = [f.head, ...(f.extra ?? [])].filter((s) => s >= 0);
  if (spaces.length === 0) return;
  const level = board.spLevel[spaces[0]!]!;
  const cols = new Set(spaces.map((s) => `${board.colQ[board.spCol[s]!]},${board.colR[board.spCol[s]!]}`));
  const map = state.map;
  const obstacles = map.obstacles.filter((o) => !(o.kind === 'hive' && o.hexes.every((h) => h.base === level && cols.has(`${h.q},${h.r}`))));
  const columns = f.ownBase
    ? map.columns.map((c) => (cols.has(`${c.q},${c.r}`) ? { ...c, cells: c.cells.filter((cell) => !(cell.z === level && cell.terrain === 'swamp-water')) } : c))
    : map.columns;
  // The one other place the rules give the state another map (see placeThinTile).
  (state as { map: HeroscapeMap }).map = { ...map, obstacles, columns };
}

/** The height the Hive piece is given when a player places it (the Virtualscape piece's, `tiles.ts`). */
export const HIVE_PIECE_HEIGHT = 14;

/** The Hive's base in axial steps from its first hex: two rows of three (the swamp water base's shape). */
const BASE: readonly (readonly [number, number])[] = [
  [0, 0],
  [1, 0],
  [2, 0],
  [-1, 1],
  [0, 1],
  [1, 1],
];

/** The base turned by 60 degrees `k` times (axial (q, r) → (-r, q + r)). */
function turned(k: number): (readonly [number, number])[] {
  return BASE.map(([q, r]) => {
    let a = q;
    let b = r;
    for (let i = 0; i < k; i++) [a, b] = [-b, a + b];
    return [a, b] as const;
  });
}

/**
 * Why the Hive's base may not go on these six spaces, in one sentence, or null when it may: each a
 * standing space of `allowed` (the army's starting zone), free, the top of a land tile (not water or
 * another thin tile, nor the top of a ruin or a rung: "The 6-hex base can only be placed on land
 * tiles", which also means no empty space under it, "you cannot create an overhang"), all at one
 * level, with room for the piece above, in the base's shape.
 */
export function hiveBaseProblem(board: Board, spaces: readonly number[], allowed: ReadonlySet<number>, taken: ReadonlySet<number>): string | null {
  if (spaces.length !== HIVE_SPACES || new Set(spaces).size !== HIVE_SPACES) return `the Marro Hive's base covers ${HIVE_SPACES} different spaces`;
  for (const s of spaces) {
    if (!Number.isInteger(s) || s < 0 || s >= board.nSpaces) return `space ${s} is not on the battlefield`;
    const at = board.hexOf(s);
    const where = `(q ${at.q}, r ${at.r}) level ${board.spLevel[s]}`;
    if (!allowed.has(s)) return `${where} is not in the army's starting zone`;
    if (taken.has(s)) return `${where} is occupied`;
    if (board.spFlags[s]! & (SF.OVER | SF.RUNG | SF.HIVE)) return `${where} is not a tile's surface`;
    const terrain = TERRAINS[board.spTerrain[s]!]!;
    if (THIN_TERRAINS.has(terrain) || terrain === 'wall-walk') return `${where} is ${terrain}, not a land tile (the base goes only on land tiles)`;
    if (board.spLevel[s] !== board.spLevel[spaces[0]!]) return `${where} is not at the level of the base's first space (no overhang: all six at one level)`;
    if (board.spHeadroom[s]! < HIVE_PIECE_HEIGHT) return `${where} has no room for the Hive (${board.spHeadroom[s]} levels)`;
  }
  const hexes = spaces.map((s) => board.hexOf(s));
  const key = (h: readonly { q: number; r: number }[]) =>
    h
      .map((x) => `${x.q},${x.r}`)
      .sort()
      .join(' ');
  const want = key(hexes);
  for (let k = 0; k < 6; k++)
    for (const anchor of hexes) {
      const shape = turned(k).map(([q, r]) => ({ q: anchor.q + q, r: anchor.r + r }));
      if (key(shape) === want) return null;
    }
  return 'the six spaces are not in the shape of the Hive’s base (two rows of three)';
}

/** Every way to place the Hive's base on `allowed` spaces, each as its six spaces (first hex first), once per set of spaces. */
export function hiveBasePlaces(board: Board, allowed: readonly number[], taken: ReadonlySet<number>): number[][] {
  const inZone = new Set(allowed);
  const seen = new Set<string>();
  const out: number[][] = [];
  for (const s of allowed)
    for (let k = 0; k < 6; k++) {
      const at = board.hexOf(s);
      const spaces = turned(k).map(([q, r]) => board.spaceAt(at.q + q, at.r + r, board.spLevel[s]!));
      if (spaces.some((x) => x < 0)) continue;
      const key = [...spaces].sort((a, b) => a - b).join(',');
      if (seen.has(key) || hiveBaseProblem(board, spaces, inZone, taken) !== null) continue;
      seen.add(key);
      out.push(spaces);
    }
  return out;
}

/**
 * The map with the Hive's 6-hex swamp water base on these spaces and the Hive piece on it (the
 * spaces checked by `hiveBaseProblem`). A thin tile on a land top is that same standing space, and
 * the board keeps the surface under the piece as the Hive's space, so every space index keeps its
 * meaning (as `placeThinTile`).
 */
export function withHiveBase(map: HeroscapeMap, board: Board, spaces: readonly number[]): HeroscapeMap {
  const level = board.spLevel[spaces[0]!]!;
  const hexes = spaces.map((s) => board.hexOf(s));
  const on = new Set(hexes.map((h) => `${h.q},${h.r}`));
  const columns = map.columns.map((c) =>
    on.has(`${c.q},${c.r}`) ? { ...c, cells: [...c.cells, { z: level, terrain: 'swamp-water' as const, piece: -1 }].sort((a, b) => a.z - b.z) } : c,
  );
  const piece = {
    kind: 'hive' as const,
    piece: -1,
    approximate: true,
    destructible: false,
    hexes: hexes.map((h) => ({ q: h.q, r: h.r, base: level, height: HIVE_PIECE_HEIGHT })),
  };
  return { ...map, columns, obstacles: [...map.obstacles, piece] };
}

/** Places a player's Hive with its base on `spaces` during set-up or deployment: the state's map gets the base and the piece. */
export function placeHiveWithBase(state: HsState, board: Board, f: FigureState, spaces: readonly number[]): void {
  (state as { map: HeroscapeMap }).map = withHiveBase(state.map, board, spaces);
  standHive(f, spaces);
  f.ownBase = true;
}
