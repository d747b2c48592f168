/**
 * The compiled battlefield: standing spaces with level, terrain and headroom, and per-map lookup
 * tables (typed arrays) so movement, adjacency and line of sight never search the map.
 * Rulebook: heroscape-master-game-guide — "Moving" (spaces, levels; "Glyphs and water tiles do not add
 * height"), "Overhangs", "Long and Short Ruins", "Stone Walls", "Battlements", "Evergreen Trees",
 * "Glacier Mountains", "Marro Hive", "Jungle Pieces" (what blocks a space), "Fortress Walls".
 *
 * Model (documented in docs/heroscape-maps.md):
 * - a land cell at z fills [z, z+1); a thin cell (water, ice, molten lava, swamp water, shadow,
 *   wellspring water) is an overlay at z that adds no height;
 * - a standing space is the top of a land cell (level z+1) or a thin cell resting at z, when no
 *   solid (land or obstacle) fills the level above it; its headroom is the gap up to the next solid
 *   (Infinity under open sky);
 * - obstacles fill [base, base+height) in each of their hexes. Ruins, stone walls and Laur walls can
 *   be climbed over (an "over" node at their top that is never a place to stop); the rest can't be
 *   entered at all;
 * - edge pieces (battlements, stone-wall edges) stand on the side of their hex, from one level below
 *   the attached surface (the outside face) to `inside` levels above it.
 */
import { DIRECTIONS, type Hex } from './hex.js';
import { mapSchema, type HeroscapeMap, type MapGlyph, type MapSettings } from './map-model.js';
import { THIN_TERRAINS, TERRAINS, type EdgeKind, type ObstacleKind, type Terrain } from './tiles.js';

/** Terrain flags on spaces (bits). */
export const SF = {
  STOP: 1, // water / molten lava: moving onto it ends the move
  NO_FALL: 2, // falling onto water deals no damage
  SLOW: 4, // heavy snow / slippery ice: the space counts 2
  ROAD: 8, // road and wall-walk spaces (the +3 bonus)
  GLYPH_STOP: 16, // a (non-treasure) glyph: landing stops the move
  MOLTEN: 32, // molten lava: the battle engine rolls for lava damage
  LAVA_FIELD: 64, // lava field: end-of-round damage roll
  OVER: 128, // the top of a ruin/wall being climbed over: never a place to stop
  SHADOW: 256,
  WATER_LIKE: 512,
  RUNG: 1024, // a ladder rung: a space only small and medium single-space figures may use
  HIVE: 2048, // the Marro Hive's base: under the Hive (no headroom), the Hive figure's own space ("Marro Hive")
} as const;

export interface Solid {
  readonly bottom: number;
  readonly top: number;
  readonly what: BlockerRef;
}

/** What something is, for explanations ("blocked by tree (piece 12) at q 3, r 4"). */
export type BlockerRef =
  | { readonly kind: 'terrain'; readonly terrain: Terrain; readonly piece: number; readonly q: number; readonly r: number; readonly z: number }
  | {
      readonly kind: 'obstacle';
      readonly obstacle: ObstacleKind;
      readonly obstacleIndex: number;
      readonly piece: number;
      readonly q: number;
      readonly r: number;
    }
  | {
      readonly kind: 'edge';
      readonly edge: EdgeKind;
      readonly edgeIndex: number;
      readonly piece: number;
      readonly q: number;
      readonly r: number;
      readonly side: number;
    }
  | { readonly kind: 'figure'; readonly figure: string; readonly q: number; readonly r: number }
  | { readonly kind: 'door'; readonly door: number; readonly piece: number; readonly q: number; readonly r: number };

/** A Doorway as compiled: its four spaces (space #1 is -1 while the Door closes it) and the Door. */
export interface CompiledDoor {
  readonly index: number;
  /** Space ids of Doorway Spaces #1..#4; #1 is -1 while the Door is closed (the Door fills it). */
  readonly spaces: readonly number[];
  /** Column and surface level of Doorway Space #1 (where the Door hangs; used to target it). */
  readonly col: number;
  readonly level: number;
  readonly height: number;
  readonly state: 'closed' | 'open' | 'destroyed';
}

export interface EdgeBarrier {
  readonly kind: EdgeKind;
  readonly index: number;
  /** Lowest and highest level of the piece. */
  readonly bottom: number;
  readonly top: number;
  /** Column the piece is attached to (its "inside"). */
  readonly insideCol: number;
}

export interface Board {
  readonly map: HeroscapeMap;
  readonly settings: MapSettings;
  readonly nCols: number;
  readonly colQ: Int32Array;
  readonly colR: Int32Array;
  /** colNeighbor[c*6+d]: the column in direction d, or -1. */
  readonly colNeighbor: Int32Array;
  /** Standing spaces of each column, lowest first (CSR: colSpaceStart[c]..colSpaceStart[c+1]). */
  readonly colSpaceStart: Int32Array;
  readonly colSpaces: Int32Array;
  readonly colSolids: readonly (readonly Solid[])[];
  readonly nSpaces: number;
  readonly spCol: Int32Array;
  readonly spLevel: Int32Array;
  readonly spHeadroom: Float64Array;
  readonly spTerrain: Uint8Array;
  readonly spFlags: Uint16Array;
  readonly spGlyph: readonly (MapGlyph | null)[];
  /** Moves between spaces of neighbouring columns (CSR over spaces). */
  readonly adjStart: Int32Array;
  readonly adjTo: Int32Array;
  readonly adjDir: Uint8Array;
  /** Highest level passed on the way (the top of a barrier, or the higher of the two spaces). */
  readonly adjCrest: Int32Array;
  /** Height from the mover's side of the edge piece crossed, or 0 when none. */
  readonly adjBarrier: Int32Array;
  /** Ladder id + 1 when the move climbs past that ladder between its landing hex and the terrain behind. */
  readonly adjBypass: Int32Array;
  /** The ladder a rung space belongs to, or -1. */
  readonly spLadder: Int32Array;
  readonly ladders: readonly { readonly landing: number; readonly side: number; readonly wall: number }[];
  /** Rung spaces of each ladder, lowest first. */
  readonly rungsOf: readonly (readonly number[])[];
  /** Edge pieces on each side of each column: edgeAt[c*6+d] lists indexes into `barriers`. */
  readonly edgeAt: readonly (readonly number[])[];
  readonly barriers: readonly EdgeBarrier[];
  readonly startZoneOf: readonly (string | null)[];
  readonly doors: readonly CompiledDoor[];
  /** Markers that found no space (kept in the map, ignored by the rules), with their JSON paths. */
  readonly warnings: readonly string[];
  colAt(q: number, r: number): number;
  /** The space of column (q, r) at exactly this level, or -1. */
  spaceAt(q: number, r: number, level: number): number;
  hexOf(space: number): Hex;
}

export const TERRAIN_CODE: Readonly<Record<Terrain, number>> = Object.fromEntries(TERRAINS.map((t, i) => [t, i])) as Record<Terrain, number>;

const PASS_OVER: ReadonlySet<ObstacleKind> = new Set<ObstacleKind>(['ruin', 'stone-wall', 'laur-wall']);

/** Validates a map JSON value and compiles it. Throws with JSON paths on a bad map. */
export function compileBoard(input: HeroscapeMap): Board {
  const parsed = mapSchema.safeParse(input);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new Error(`invalid map at $.${first?.path.join('.') ?? ''}: ${first?.message ?? 'invalid'}`);
  }
  const map = parsed.data;
  const settings = map.settings;
  map.columns.forEach((col, i) => {
    const seen = new Set<number>();
    col.cells.forEach((cell, j) => {
      if (seen.has(cell.z)) throw new Error(`invalid map at $.columns[${i}].cells[${j}]: two terrain cells at level ${cell.z} of hex (q ${col.q}, r ${col.r})`);
      seen.add(cell.z);
    });
  });
  const warnings: string[] = [];

  // --- columns: every hex holding terrain, an obstacle, an edge piece, a glyph or a start zone
  const keyOf = (q: number, r: number) => `${q},${r}`;
  const colKey = new Map<string, number>();
  const qs: number[] = [];
  const rs: number[] = [];
  const addCol = (q: number, r: number) => {
    const k = keyOf(q, r);
    let c = colKey.get(k);
    if (c === undefined) {
      c = qs.length;
      colKey.set(k, c);
      qs.push(q);
      rs.push(r);
    }
    return c;
  };
  for (const c of map.columns) addCol(c.q, c.r);
  for (const o of map.obstacles) for (const h of o.hexes) addCol(h.q, h.r);
  map.doors.forEach((d, i) =>
    d.spaces.forEach((h, k) => {
      if (!colKey.has(keyOf(h.q, h.r)))
        throw new Error(`invalid map at $.doors[${i}].spaces[${k}]: Doorway space #${k + 1} (q ${h.q}, r ${h.r}) is not on the battlefield`);
    }),
  );
  const nCols = qs.length;
  const colQ = Int32Array.from(qs);
  const colR = Int32Array.from(rs);
  let qMin = Infinity,
    qMax = -Infinity,
    rMin = Infinity,
    rMax = -Infinity;
  for (let i = 0; i < nCols; i++) {
    qMin = Math.min(qMin, qs[i]!);
    qMax = Math.max(qMax, qs[i]!);
    rMin = Math.min(rMin, rs[i]!);
    rMax = Math.max(rMax, rs[i]!);
  }
  const w = nCols ? qMax - qMin + 1 : 0;
  const grid = new Int32Array(nCols ? w * (rMax - rMin + 1) : 0).fill(-1);
  for (let i = 0; i < nCols; i++) grid[(rs[i]! - rMin) * w + (qs[i]! - qMin)] = i;
  const colAt = (q: number, r: number): number => {
    if (q < qMin || q > qMax || r < rMin || r > rMax) return -1;
    return grid[(r - rMin) * w + (q - qMin)]!;
  };
  const colNeighbor = new Int32Array(nCols * 6);
  for (let c = 0; c < nCols; c++) for (let d = 0; d < 6; d++) colNeighbor[c * 6 + d] = colAt(qs[c]! + DIRECTIONS[d]!.q, rs[c]! + DIRECTIONS[d]!.r);

  // --- solids per column
  const solids: Solid[][] = Array.from({ length: nCols }, () => []);
  const thin: { z: number; terrain: Terrain; piece: number }[][] = Array.from({ length: nCols }, () => []);
  const land: { z: number; terrain: Terrain; piece: number }[][] = Array.from({ length: nCols }, () => []);
  for (const col of map.columns) {
    const c = colKey.get(keyOf(col.q, col.r))!;
    for (const cell of col.cells) {
      if (THIN_TERRAINS.has(cell.terrain)) thin[c]!.push(cell);
      else {
        land[c]!.push(cell);
        solids[c]!.push({
          bottom: cell.z,
          top: cell.z + 1,
          what: { kind: 'terrain', terrain: cell.terrain, piece: cell.piece, q: col.q, r: col.r, z: cell.z },
        });
      }
    }
  }
  const overTops: { col: number; level: number }[] = [];
  map.obstacles.forEach((o, oi) => {
    for (const h of o.hexes) {
      const c = colKey.get(keyOf(h.q, h.r))!;
      solids[c]!.push({
        bottom: h.base,
        top: h.base + h.height,
        what: { kind: 'obstacle', obstacle: o.kind, obstacleIndex: oi, piece: o.piece, q: h.q, r: h.r },
      });
      if (PASS_OVER.has(o.kind)) overTops.push({ col: c, level: h.base + h.height });
    }
  });
  // "The Doorway": a closed Door fills Doorway Space #1 from its surface up (movement and sight);
  // an open or destroyed Door fills nothing.
  map.doors.forEach((d, i) => {
    if (d.state !== 'closed') return;
    const h = d.spaces[0]!;
    const c = colKey.get(keyOf(h.q, h.r))!;
    solids[c]!.push({ bottom: h.z, top: h.z + d.height, what: { kind: 'door', door: i, piece: d.piece, q: h.q, r: h.r } });
  });
  for (const s of solids) s.sort((a, b) => a.bottom - b.bottom || a.top - b.top);
  const isFilled = (c: number, level: number) => solids[c]!.some((s) => s.bottom <= level && level < s.top);
  // "Marro Hive": the surface its base rests on stays a space (no headroom: nothing moves onto it),
  // the space the Hive figure stands on; its index is the same with or without the Hive on it.
  const isHive = (s: Solid, level: number) => s.what.kind === 'obstacle' && s.what.obstacle === 'hive' && s.bottom === level;
  const hiveBase = (c: number, level: number) =>
    solids[c]!.some((s) => isHive(s, level)) && !solids[c]!.some((s) => s.bottom <= level && level < s.top && !isHive(s, level));
  const ceilingAbove = (c: number, level: number) => {
    let best = Infinity;
    for (const s of solids[c]!) if (s.bottom >= level && s.bottom < best) best = s.bottom;
    return best;
  };

  // --- standing spaces
  type Proto = { col: number; level: number; terrain: Terrain; over: boolean; ladder: number; hive?: boolean };
  const protos: Proto[] = [];
  for (let c = 0; c < nCols; c++) {
    const levels = new Map<number, Terrain>();
    const open = (level: number) => !isFilled(c, level) || hiveBase(c, level);
    for (const cell of land[c]!) if (open(cell.z + 1)) levels.set(cell.z + 1, cell.terrain);
    for (const cell of thin[c]!) {
      if (!open(cell.z)) continue; // an overlay under something solid is not a space
      // the overlay rests on the solid just below (or the table); its space is at cell.z
      levels.set(cell.z, cell.terrain);
    }
    for (const [level, terrain] of [...levels].sort((a, b) => a[0] - b[0]))
      protos.push({ col: c, level, terrain, over: false, ladder: -1, ...(hiveBase(c, level) ? { hive: true } : {}) });
  }
  for (const o of overTops)
    if (!isFilled(o.col, o.level) && !protos.some((p) => p.col === o.col && p.level === o.level))
      protos.push({ col: o.col, level: o.level, terrain: 'rock', over: true, ladder: -1 });
  // Ladders: every ladder piece is one rung, a space in its landing hex's column at its level,
  // against the side facing the terrain it climbs. Pieces on the same hex and side form one ladder.
  const ladderKey = new Map<string, number>();
  const ladders: { landing: number; side: number; wall: number }[] = [];
  map.edges.forEach((e, i) => {
    if (e.kind !== 'ladder') return;
    const c = colKey.get(keyOf(e.q, e.r));
    const wall = c === undefined ? -1 : colNeighbor[c * 6 + e.side]!;
    if (c === undefined || wall < 0) {
      warnings.push(`$.edges[${i}]: a ladder needs a landing hex and terrain on its side; ignored`);
      return;
    }
    const k = `${e.q},${e.r},${e.side}`;
    let id = ladderKey.get(k);
    if (id === undefined) {
      ladderKey.set(k, (id = ladders.length));
      ladders.push({ landing: c, side: e.side, wall });
    }
    protos.push({ col: c, level: e.level, terrain: 'rock', over: false, ladder: id });
  });
  protos.sort((a, b) => a.col - b.col || a.level - b.level || a.ladder - b.ladder);
  const nSpaces = protos.length;
  const spCol = new Int32Array(nSpaces);
  const spLevel = new Int32Array(nSpaces);
  const spHeadroom = new Float64Array(nSpaces);
  const spTerrain = new Uint8Array(nSpaces);
  const spFlags = new Uint16Array(nSpaces);
  const spGlyph: (MapGlyph | null)[] = new Array<MapGlyph | null>(nSpaces).fill(null);
  const startZoneOf: (string | null)[] = new Array<string | null>(nSpaces).fill(null);
  const spLadder = new Int32Array(nSpaces).fill(-1);
  const colSpaceStart = new Int32Array(nCols + 1);
  protos.forEach((p, i) => {
    spCol[i] = p.col;
    spLevel[i] = p.level;
    spHeadroom[i] = ceilingAbove(p.col, p.level) - p.level;
    spTerrain[i] = TERRAIN_CODE[p.terrain];
    let f = 0;
    const t = p.terrain;
    if (p.over) f |= SF.OVER;
    if (p.hive) f |= SF.HIVE;
    if (p.ladder >= 0) {
      spLadder[i] = p.ladder;
      spFlags[i] = SF.RUNG;
      colSpaceStart[p.col + 1] = colSpaceStart[p.col + 1]! + 1;
      return;
    }
    if (t === 'water' || t === 'wellspring-water' || t === 'molten-lava') f |= SF.STOP | SF.NO_FALL;
    if (t === 'water' || t === 'wellspring-water' || t === 'swamp-water') f |= SF.WATER_LIKE;
    if (t === 'molten-lava') f |= SF.MOLTEN;
    if (t === 'lava-field') f |= SF.LAVA_FIELD;
    if (t === 'shadow') f |= SF.SHADOW;
    if (t === 'road' || t === 'wall-walk') f |= SF.ROAD;
    if ((t === 'ice' && settings.ice === 'slippery') || (t === 'snow' && settings.snow === 'heavy')) f |= SF.SLOW;
    spFlags[i] = f;
    colSpaceStart[p.col + 1] = colSpaceStart[p.col + 1]! + 1;
  });
  for (let c = 0; c < nCols; c++) colSpaceStart[c + 1] = colSpaceStart[c + 1]! + colSpaceStart[c]!;
  const colSpaces = Int32Array.from(protos.keys()); // protos are sorted by column then level
  const spaceAt = (q: number, r: number, level: number): number => {
    const c = colAt(q, r);
    if (c < 0) return -1;
    for (let k = colSpaceStart[c]!; k < colSpaceStart[c + 1]!; k++)
      if (spLevel[colSpaces[k]!] === level && !(spFlags[colSpaces[k]!]! & (SF.OVER | SF.RUNG))) return colSpaces[k]!;
    return -1;
  };
  // A marker stored at z stands on the tile stored at z - 1: on land that is the space at level z;
  // on a thin tile (water, ice…) the space is the overlay's own level, z - 1.
  const markerSpace = (q: number, r: number, z: number): number => {
    const s = spaceAt(q, r, z);
    if (s >= 0) return s;
    const t = spaceAt(q, r, z - 1);
    return t >= 0 && THIN_TERRAINS.has(TERRAINS[spTerrain[t]!]!) ? t : -1;
  };
  map.glyphs.forEach((g, i) => {
    const s = markerSpace(g.q, g.r, g.z);
    if (s < 0) {
      warnings.push(`$.glyphs[${i}]: no space at hex (q ${g.q}, r ${g.r}) level ${g.z}; the glyph is ignored`);
      return;
    }
    // "You cannot place Glyphs or Treasure Glyphs on molten lava spaces."
    if (spFlags[s]! & SF.MOLTEN) throw new Error(`invalid map at $.glyphs[${i}]: a glyph cannot be placed on molten lava (hex q ${g.q}, r ${g.r})`);
    spGlyph[s] = g;
    if (!g.treasure) spFlags[s]! |= SF.GLYPH_STOP;
  });
  // "Only figures are allowed to occupy the 4 Doorway spaces."
  const doors: CompiledDoor[] = map.doors.map((d, i) => {
    const spaces = d.spaces.map((h, k) => {
      if (k === 0 && d.state === 'closed') return -1;
      const s = spaceAt(h.q, h.r, h.z);
      if (s < 0)
        throw new Error(
          `invalid map at $.doors[${i}].spaces[${k}]: Doorway space #${k + 1} has no open space at hex (q ${h.q}, r ${h.r}) level ${h.z} (only figures may occupy the Doorway spaces)`,
        );
      if (spGlyph[s])
        throw new Error(`invalid map at $.doors[${i}].spaces[${k}]: a glyph on Doorway space #${k + 1} (only figures may occupy the Doorway spaces)`);
      return s;
    });
    const h = d.spaces[0]!;
    return { index: i, spaces, col: colKey.get(keyOf(h.q, h.r))!, level: h.z, height: d.height, state: d.state };
  });
  map.startZones.forEach((z, i) =>
    z.hexes.forEach((h, j) => {
      const s = markerSpace(h.q, h.r, h.z);
      if (s >= 0) startZoneOf[s] = z.colour;
      else warnings.push(`$.startZones[${i}].hexes[${j}]: no space at hex (q ${h.q}, r ${h.r}) level ${h.z}`);
    }),
  );

  // --- edge pieces
  const barriers: EdgeBarrier[] = [];
  const edgeAt: number[][] = Array.from({ length: nCols * 6 }, () => []);
  map.edges.forEach((e, i) => {
    const c = colAt(e.q, e.r);
    if (c < 0 || e.kind === 'ladder') return; // ladders are rung spaces, not barriers (above)
    const b: EdgeBarrier = { kind: e.kind, index: i, bottom: e.level - (e.outside - e.inside), top: e.level + e.inside, insideCol: c };
    barriers.push(b);
    edgeAt[c * 6 + e.side]!.push(barriers.length - 1);
    const o = colNeighbor[c * 6 + e.side]!;
    if (o >= 0) edgeAt[o * 6 + ((e.side + 3) % 6)]!.push(barriers.length - 1);
  });

  // --- moves between neighbouring spaces, with the level that must be cleared
  const adjStartArr = new Int32Array(nSpaces + 1);
  const to: number[] = [];
  const dirs: number[] = [];
  const crest: number[] = [];
  const barrierH: number[] = [];
  const bypass: number[] = [];
  // Rung neighbours: the landing space below, the next rungs of the same ladder, the terrain it leans
  // on, the two hexes beside that edge, and rungs of ladders on neighbouring landing hexes.
  const rungsOf: number[][] = ladders.map(() => []);
  for (let sp = 0; sp < nSpaces; sp++) if (spLadder[sp]! >= 0) rungsOf[spLadder[sp]!]!.push(sp);
  for (const rs of rungsOf) rs.sort((a, b) => spLevel[a]! - spLevel[b]!);
  const extra: number[][] = Array.from({ length: nSpaces }, () => []);
  const link = (a: number, b: number, bothWays = true) => {
    if (!extra[a]!.includes(b)) extra[a]!.push(b);
    if (bothWays && !extra[b]!.includes(a)) extra[b]!.push(a);
  };
  const ladderBySide = new Map<number, number>(); // landing col * 6 + side -> ladder id
  ladders.forEach((l, id) => ladderBySide.set(l.landing * 6 + l.side, id));
  ladders.forEach((l, id) => {
    const rs = rungsOf[id]!;
    rs.forEach((r, i) => {
      if (i > 0) link(rs[i - 1]!, r);
      for (let k = colSpaceStart[l.landing]!; k < colSpaceStart[l.landing + 1]!; k++) {
        const t = colSpaces[k]!;
        // onto the ladder from the landing space at its lowest rung; off it (or falling) from any rung
        if (spLadder[t]! < 0 && !(spFlags[t]! & SF.OVER) && spLevel[t]! <= spLevel[r]!) link(r, t, i === 0);
      }
      for (const d of [l.side, (l.side + 5) % 6, (l.side + 1) % 6]) {
        const o = colNeighbor[l.landing * 6 + d]!;
        if (o < 0) continue;
        for (let k = colSpaceStart[o]!; k < colSpaceStart[o + 1]!; k++) {
          const t = colSpaces[k]!;
          if (spLadder[t]! < 0) link(r, t);
        }
      }
      for (let d = 0; d < 6; d++) {
        const o = colNeighbor[l.landing * 6 + d]!;
        if (o < 0) continue;
        for (let side = 0; side < 6; side++) {
          const other = ladderBySide.get(o * 6 + side);
          if (other !== undefined) for (const t of rungsOf[other]!) link(r, t);
        }
      }
    });
  });
  const dirBetween = (a: number, b: number): number => {
    for (let d = 0; d < 6; d++) if (colNeighbor[a * 6 + d] === b) return d;
    return -1;
  };
  for (let s = 0; s < nSpaces; s++) {
    const c = spCol[s]!;
    const la = spLevel[s]!;
    const ceilA = la + spHeadroom[s]!;
    for (let d = 0; d < 6; d++) {
      const o = colNeighbor[c * 6 + d]!;
      if (o < 0 || spLadder[s]! >= 0) continue; // rungs only have their own neighbours (below)
      const ladderHere = ladderBySide.get(c * 6 + d) ?? ladderBySide.get(o * 6 + ((d + 3) % 6));
      let top = -Infinity;
      for (const bi of edgeAt[c * 6 + d]!) top = Math.max(top, barriers[bi]!.top);
      for (let k = colSpaceStart[o]!; k < colSpaceStart[o + 1]!; k++) {
        const t = colSpaces[k]!;
        if (spLadder[t]! >= 0) continue;
        const lb = spLevel[t]!;
        const ceilB = lb + spHeadroom[t]!;
        const cr = Math.max(la, lb, top);
        // The edge crossed must be in open air on both sides (no climbing through an overhang).
        if (!(ceilA > cr && ceilB > cr)) continue;
        if (spFlags[s]! & SF.OVER && spFlags[t]! & SF.OVER) continue; // no walking along a ruin's top
        to.push(t);
        dirs.push(d);
        crest.push(cr);
        barrierH.push(top === -Infinity ? 0 : top - la);
        // climbing past a ladder from its landing hex to the terrain behind it (or back down)
        bypass.push(ladderHere !== undefined ? ladderHere + 1 : 0);
      }
    }
    for (const t of extra[s]!) {
      const lb = spLevel[t]!;
      const cr = Math.max(la, lb);
      if (!(ceilA > cr && lb + spHeadroom[t]! > cr)) continue;
      to.push(t);
      dirs.push(Math.max(0, dirBetween(c, spCol[t]!)));
      crest.push(cr);
      barrierH.push(0);
      bypass.push(0);
    }
    adjStartArr[s + 1] = to.length;
  }
  return {
    map,
    settings,
    nCols,
    colQ,
    colR,
    colNeighbor,
    colSpaceStart,
    colSpaces,
    colSolids: solids,
    nSpaces,
    spCol,
    spLevel,
    spHeadroom,
    spTerrain,
    spFlags,
    spGlyph,
    adjStart: adjStartArr,
    adjTo: Int32Array.from(to),
    adjDir: Uint8Array.from(dirs),
    adjCrest: Int32Array.from(crest),
    adjBarrier: Int32Array.from(barrierH),
    adjBypass: Int32Array.from(bypass),
    spLadder,
    ladders,
    rungsOf,
    edgeAt,
    barriers,
    startZoneOf,
    doors,
    warnings,
    colAt,
    spaceAt,
    hexOf: (s: number) => ({ q: colQ[spCol[s]!]!, r: colR[spCol[s]!]! }),
  };
}

/**
 * Where a figure on this space stands in the plane: the hex centre, or for a rung, against the side
 * of its landing hex that faces the terrain (a body radius inside the edge).
 */
export function spaceXY(board: Board, space: number): { x: number; y: number } {
  const h = board.hexOf(space);
  const x = h.q + h.r / 2;
  const y = (h.r * Math.sqrt(3)) / 2;
  const ladder = board.spLadder[space]!;
  if (ladder < 0) return { x, y };
  const d = DIRECTIONS[board.ladders[ladder]!.side]!;
  return { x: x + 0.2 * (d.q + d.r / 2), y: y + 0.2 * ((d.r * Math.sqrt(3)) / 2) };
}

export function terrainOf(board: Board, space: number): Terrain {
  return TERRAINS[board.spTerrain[space]!]!;
}

/**
 * Which space flags (`SF`) and terrains occur anywhere on the battlefield: fixed when the board is
 * compiled, so rules that only matter where such a space exists (lava fields' end-of-round roll,
 * wellspring water's round-start roll) skip their per-figure scan on a battlefield without one.
 */
const presence = new WeakMap<Board, { readonly flags: number; readonly terrains: ReadonlySet<number> }>();
function presenceOf(board: Board): { readonly flags: number; readonly terrains: ReadonlySet<number> } {
  let p = presence.get(board);
  if (!p) {
    let flags = 0;
    const terrains = new Set<number>();
    for (let s = 0; s < board.nSpaces; s++) {
      flags |= board.spFlags[s]!;
      terrains.add(board.spTerrain[s]!);
    }
    presence.set(board, (p = { flags, terrains }));
  }
  return p;
}

/** Whether some space of the battlefield has any of the `SF` flags in `flags`. */
export function anySpaceFlagged(board: Board, flags: number): boolean {
  return (presenceOf(board).flags & flags) !== 0;
}

/** Whether some space of the battlefield is of `terrain`. */
export function anySpaceOf(board: Board, terrain: Terrain): boolean {
  return presenceOf(board).terrains.has(TERRAIN_CODE[terrain]);
}

export function spaceDistance(board: Board, a: number, b: number): number {
  const ca = board.spCol[a]!;
  const cb = board.spCol[b]!;
  const dq = board.colQ[ca]! - board.colQ[cb]!;
  const dr = board.colR[ca]! - board.colR[cb]!;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** The water flags a space loses when a power makes it normal ice (it no longer stops a move; a fall onto it wounds). */
const WATER_FLAGS = SF.STOP | SF.NO_FALL | SF.WATER_LIKE;

/**
 * The battlefield with the water spaces `spaces` read as normal ice (Ice Cold): a copy sharing the
 * geometry (water and ice are both thin tiles, so every space index keeps its meaning), with its own
 * terrain and flags tables. Normal ice is not slow, whatever the map's settings say of slippery ice.
 * Spaces not of water are left as they are.
 */
export function withIceOn(board: Board, spaces: readonly number[]): Board {
  const spTerrain = board.spTerrain.slice();
  const spFlags = board.spFlags.slice();
  const water = TERRAIN_CODE.water;
  for (const s of spaces)
    if (spTerrain[s] === water) {
      spTerrain[s] = TERRAIN_CODE.ice;
      spFlags[s] = spFlags[s]! & ~WATER_FLAGS;
    }
  return { ...board, spTerrain, spFlags };
}
