/**
 * Building small battlefields by hand (rulebook examples in tests, scenario editors).
 * Rulebook: heroscape-master-game-guide — "Set Up Your Battlefield".
 *
 * `fromRows` reads one text row per axial r, one token per axial q (q = index + offset):
 *   "."    no hex;        "3"  land stacked to level 3 (cells z = 0..2, grass);
 *   "3r"   the top cell is road (r road, s snow, l lava field, w wall-walk, d dungeon, k rock, a sand,
 *          p swamp); "3~" adds water on top (surface stays 3); "~" alone is water on the table;
 *   other overlays: "3i" ice, "3m" molten lava, "3b" swamp water, "3h" shadow, "3e" wellspring water.
 */
import { SF, type Board } from './board.js';
import type { FigureSpec, PlacedFigure, Size } from './figures.js';
import { emptyMap, type HeroscapeMap } from './map-model.js';
import type { EdgeKind, ObstacleKind, Terrain } from './tiles.js';

const LAND: Readonly<Record<string, Terrain>> = {
  r: 'road',
  s: 'snow',
  l: 'lava-field',
  w: 'wall-walk',
  d: 'dungeon',
  k: 'rock',
  a: 'sand',
  p: 'swamp',
  g: 'grass',
};
const OVERLAY: Readonly<Record<string, Terrain>> = { '~': 'water', i: 'ice', m: 'molten-lava', b: 'swamp-water', h: 'shadow', e: 'wellspring-water' };

export function addCell(map: HeroscapeMap, q: number, r: number, z: number, terrain: Terrain): HeroscapeMap {
  let col = map.columns.find((c) => c.q === q && c.r === r);
  if (!col) map.columns.push((col = { q, r, cells: [] }));
  col.cells.push({ z, terrain, piece: -1 });
  col.cells.sort((a, b) => a.z - b.z);
  return map;
}

export function fromRows(rows: readonly string[], name = 'example'): HeroscapeMap {
  const map = emptyMap(name);
  rows.forEach((row, r) => {
    row
      .trim()
      .split(/\s+/)
      .forEach((tok, q) => {
        if (tok === '.') return;
        const m = /^(\d*)([a-z~]?)$/.exec(tok);
        if (!m) throw new Error(`fromRows: bad token "${tok}" at row ${r}, column ${q}`);
        const h = m[1] === '' ? 0 : Number(m[1]);
        const k = m[2] ?? '';
        for (let z = 0; z < h; z++) addCell(map, q, r, z, z === h - 1 && LAND[k] ? LAND[k] : 'grass');
        if (OVERLAY[k]) addCell(map, q, r, h, OVERLAY[k]);
        if (h === 0 && !OVERLAY[k]) throw new Error(`fromRows: token "${tok}" has no terrain`);
      });
  });
  return map;
}

export function addObstacle(
  map: HeroscapeMap,
  kind: ObstacleKind,
  hexes: readonly { q: number; r: number }[],
  base: number,
  height: number,
  destructible = false,
): HeroscapeMap {
  map.obstacles.push({ kind, piece: -1, approximate: false, destructible, hexes: hexes.map((h) => ({ q: h.q, r: h.r, base, height })) });
  return map;
}

/** Edge piece on side `side` of hex (q, r); its inside face rises `inside` above `level`. */
export function addEdge(map: HeroscapeMap, kind: EdgeKind, q: number, r: number, side: number, level: number, inside = 2, outside = 3): HeroscapeMap {
  map.edges.push({ kind, piece: -1, q, r, side, level, inside, outside });
  return map;
}

export function addGlyph(map: HeroscapeMap, q: number, r: number, z: number, letter = '?', treasure = false): HeroscapeMap {
  map.glyphs.push({ q, r, z, letter, name: `glyph ${letter}`, treasure, piece: -1 });
  return map;
}

/** The highest standing space of hex (q, r) (or the one at `level`); throws when there is none. */
export function spaceOn(board: Board, q: number, r: number, level?: number): number {
  const c = board.colAt(q, r);
  let found = -1;
  if (c >= 0) {
    for (let k = board.colSpaceStart[c]!; k < board.colSpaceStart[c + 1]!; k++) {
      const s = board.colSpaces[k]!;
      if (board.spFlags[s]! & (SF.OVER | SF.RUNG)) continue;
      if (level === undefined || board.spLevel[s] === level) found = s;
    }
  }
  if (found < 0) throw new Error(`no space at (q ${q}, r ${r})${level === undefined ? '' : ` level ${level}`}`);
  return found;
}

export interface FigureInit {
  readonly side?: string;
  readonly height: number;
  readonly size?: Size;
  readonly move?: number;
  readonly flying?: boolean;
  readonly at: { readonly q: number; readonly r: number; readonly level?: number };
  /** Tail hex for double-space figures. */
  readonly tail?: { readonly q: number; readonly r: number; readonly level?: number };
}

export function place(board: Board, id: string, init: FigureInit): PlacedFigure {
  const spec: FigureSpec = {
    id,
    side: init.side ?? 'a',
    height: init.height,
    size: init.size ?? 'medium',
    double: !!init.tail,
    move: init.move ?? 5,
    flying: init.flying ?? false,
  };
  return {
    ...spec,
    head: spaceOn(board, init.at.q, init.at.r, init.at.level),
    tail: init.tail ? spaceOn(board, init.tail.q, init.tail.r, init.tail.level) : -1,
  };
}
