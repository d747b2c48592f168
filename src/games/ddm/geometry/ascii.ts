// Rulebook: ddm-battle-rules-2011 — "BATTLE MAPS AND TERRAIN", "Walls".
// A compact text form of a map for tests and docs, convertible both ways with the JSON form:
//
//   name: Example            (optional header lines: name, id)
//   +-+-+-+                  grid (its outline is not a wall): '+' grid points; between them on a grid-point row an edge char
//   |. f .|                  ('-' wall, '<' west half, '>' east half, ' ' none); on a square row
//   + +-+ +                  ('|' wall, '^' north half, 'v' south half, ' ' none) then the square char.
//   |A # B|
//   +-+-+-+
//   f = forest               legend: a square char = tokens (terrain names, wall, diag:NE, diag:NE*,
//                            startA, startB, victoryA, victoryB, victoryAB; ".k" = region k;
//                            healingFont:30, steepSlope:N). Built-in defaults cover the common chars.
import type { ValidateOptions } from './map-file.js';
import { MapError, validateMap } from './map-file.js';
import type { Corner, DdmMap, DiagonalWall, Direction, Region, TerrainLayer, TerrainType, WallSegment } from './types.js';
import { DIRECTIONS, TERRAIN_TYPES } from './types.js';

const DEFAULTS: Readonly<Record<string, string>> = {
  '.': '',
  '#': 'wall',
  d: 'difficult',
  D: 'dangerous',
  b: 'bloodRock',
  F: 'fire',
  C: 'corrosive',
  f: 'forest',
  m: 'marketStall',
  h: 'healingFont',
  p: 'pit',
  r: 'river',
  s: 'sacredCircle',
  '?': 'secretDoor',
  '~': 'slippery',
  S: 'smoke',
  k: 'spikeStones',
  T: 'statue',
  t: 'teleporter',
  w: 'web',
  A: 'startA',
  B: 'startB',
  V: 'victoryAB',
  x: 'victoryA',
  y: 'victoryB',
  '1': 'diag:NW',
  '2': 'diag:NE',
  '3': 'diag:SE',
  '4': 'diag:SW',
  '5': 'diag:NW*',
  '6': 'diag:NE*',
  '7': 'diag:SE*',
  '8': 'diag:SW*',
};

const AREA_TOKENS = ['startA', 'startB', 'victoryA', 'victoryB', 'victoryAB'] as const;

interface Cell {
  terrain: Map<TerrainType, string>; // type -> parameter ('' when none)
  wall: boolean;
  diag: DiagonalWall[];
  areas: Map<string, number>; // token -> region index
}

function parseTokens(tokens: string, where: string, x: number, y: number): Cell {
  const cell: Cell = { terrain: new Map(), wall: false, diag: [], areas: new Map() };
  for (const tok of tokens.split(/\s+/).filter(Boolean)) {
    if (tok === 'wall') cell.wall = true;
    else if (tok.startsWith('diag:')) {
      const c = tok.slice(5).replace('*', '');
      if (!['NW', 'NE', 'SE', 'SW'].includes(c)) throw new MapError(`${where}: bad diagonal wall token '${tok}'`);
      cell.diag.push({ x, y, corner: c as Corner, coversCentre: tok.endsWith('*') });
    } else {
      const [name, param = ''] = tok.split(/[:.]/, 2) as [string, string?];
      const idx = tok.indexOf('.') >= 0 && (AREA_TOKENS as readonly string[]).includes(name) ? Number(tok.split('.')[1]) : 0;
      if ((AREA_TOKENS as readonly string[]).includes(name)) {
        if (!Number.isInteger(idx) || idx < 0) throw new MapError(`${where}: bad region index in '${tok}'`);
        cell.areas.set(name, idx);
      } else if ((TERRAIN_TYPES as readonly string[]).includes(name)) cell.terrain.set(name as TerrainType, param);
      else throw new MapError(`${where}: unknown token '${tok}'`);
    }
  }
  return cell;
}

/** Parses the text form; throws MapError naming the line and column of a problem. */
export function parseAsciiMap(text: string, where = 'ascii map', opts: ValidateOptions = { requireAreas: false }): DdmMap {
  const lines = text.split('\n').map((l) => l.replace(/\r$/, ''));
  let name = 'Untitled';
  let id = 'untitled';
  const grid: string[] = [];
  const legend: Record<string, string> = { ...DEFAULTS };
  const start = lines.findIndex((l) => l.startsWith('+'));
  if (start < 0) throw new MapError(`${where}: no grid (a grid starts with a line beginning '+')`);
  lines.slice(0, start).forEach((line, ln) => {
    if (line.trim() === '') return;
    const m = /^\s*(name|id)\s*:\s*(.*)$/.exec(line);
    if (!m) throw new MapError(`${where} line ${ln + 1}: expected 'name:' or 'id:' before the grid`);
    if (m[1] === 'name') name = m[2]!.trim();
    else id = m[2]!.trim();
  });
  let i = start;
  for (;;) {
    if (!lines[i]!.startsWith('+')) throw new MapError(`${where} line ${i + 1}: a grid-point line must start with '+'`);
    grid.push(lines[i]!);
    const next = lines[i + 1];
    if (next === undefined || next.trim() === '' || /^\S\s*=/.test(next)) break;
    grid.push(next);
    i += 2;
    if (i >= lines.length) throw new MapError(`${where} line ${i}: the grid must end with a grid-point line`);
  }
  lines.slice(i + 1).forEach((line, k) => {
    if (line.trim() === '') return;
    const m = /^\s*(\S)\s*=\s*(.*)$/.exec(line);
    if (!m) throw new MapError(`${where} line ${i + k + 2}: expected a legend line 'c = tokens'`);
    legend[m[1]!] = m[2]!.trim();
  });
  if (grid.length < 3 || grid.length % 2 === 0) throw new MapError(`${where}: the grid needs an odd number (≥ 3) of lines, found ${grid.length}`);
  const width = (grid[0]!.trimEnd().length - 1) / 2;
  const height = (grid.length - 1) / 2;
  if (!Number.isInteger(width) || width < 1) throw new MapError(`${where} line 1: a grid line is '+' then '-+' or ' +' per square`);
  const gridLine = start;
  const at = (r: number, c: number): string => grid[r]![c] ?? ' ';
  const segments: WallSegment[] = [];
  const wallSquares: [number, number][] = [];
  const diagonals: DiagonalWall[] = [];
  const layers = new Map<string, [number, number][]>();
  const areas: Record<string, Map<number, [number, number][]>> = {};
  for (const t of AREA_TOKENS) areas[t] = new Map();
  for (let r = 0; r < grid.length; r++) {
    const row = grid[r]!;
    if (row.trimEnd().length > 2 * width + 1)
      throw new MapError(`${where} line ${gridLine + r + 1}: longer than the first grid line (${2 * width + 1} characters)`);
    for (let c = 0; c <= 2 * width; c++) {
      const ch = at(r, c);
      const loc = `${where} line ${gridLine + r + 1} column ${c + 1}`;
      if (r % 2 === 0 && c % 2 === 1) {
        const x = (c - 1) / 2;
        const y = r / 2;
        if (y === 0 || y === height) {
          if (ch !== '-' && ch !== ' ') throw new MapError(`${loc}: the map's outline is drawn with '-' (or left blank)`);
        } else if (ch === '-') segments.push([x, y, x + 1, y]);
        else if (ch === '<') segments.push([x, y, x + 0.5, y]);
        else if (ch === '>') segments.push([x + 0.5, y, x + 1, y]);
        else if (ch !== ' ') throw new MapError(`${loc}: '${ch}' is not an edge ('-', '<', '>' or space)`);
      } else if (r % 2 === 1 && c % 2 === 0) {
        const x = c / 2;
        const y = (r - 1) / 2;
        if (x === 0 || x === width) {
          if (ch !== '|' && ch !== ' ') throw new MapError(`${loc}: the map's outline is drawn with '|' (or left blank)`);
        } else if (ch === '|') segments.push([x, y, x, y + 1]);
        else if (ch === '^') segments.push([x, y, x, y + 0.5]);
        else if (ch === 'v') segments.push([x, y + 0.5, x, y + 1]);
        else if (ch !== ' ') throw new MapError(`${loc}: '${ch}' is not an edge ('|', '^', 'v' or space)`);
      } else if (r % 2 === 1 && c % 2 === 1) {
        const x = (c - 1) / 2;
        const y = (r - 1) / 2;
        const tokens = legend[ch];
        if (tokens === undefined) throw new MapError(`${loc}: square character '${ch}' has no legend entry`);
        const cell = parseTokens(tokens, `${loc} ('${ch}')`, x, y);
        if (cell.wall) wallSquares.push([x, y]);
        diagonals.push(...cell.diag);
        for (const [t, p] of cell.terrain) {
          const key = `${t}|${p}`;
          if (!layers.has(key)) layers.set(key, []);
          layers.get(key)!.push([x, y]);
        }
        for (const [t, k] of cell.areas) {
          const m = areas[t]!;
          if (!m.has(k)) m.set(k, []);
          m.get(k)!.push([x, y]);
        }
      }
    }
  }
  // Merge collinear unit segments into runs so the JSON stays short.
  const terrain: TerrainLayer[] = [];
  for (const [key, squares] of layers) {
    const [type, p] = key.split('|') as [TerrainType, string];
    const layer: TerrainLayer =
      type === 'healingFont' && p
        ? { type, squares, amount: Number(p) }
        : type === 'steepSlope'
          ? { type, squares, direction: (p || 'S') as Direction }
          : { type, squares };
    if (type === 'steepSlope' && !DIRECTIONS.includes(layer.direction!))
      throw new MapError(`${where}: steep slope direction '${p}' is not one of ${DIRECTIONS.join(' ')}`);
    terrain.push(layer);
  }
  const regions = (t: string): Region[] => [...areas[t]!.entries()].sort((a, b) => a[0] - b[0]).map(([, v]) => v);
  const map: DdmMap = {
    format: 'skirmish-ddm-map',
    version: 1,
    id,
    name,
    width,
    height,
    terrain,
    walls: { squares: wallSquares, segments: mergeSegments(segments), diagonals },
    startAreas: { A: regions('startA'), B: regions('startB') },
    victoryAreas: { A: regions('victoryA'), B: regions('victoryB'), AB: regions('victoryAB') },
  };
  return validateMap(map, where, opts);
}

/** Joins touching collinear segments (the same set of wall points, fewer entries). */
export function mergeSegments(segs: readonly WallSegment[]): WallSegment[] {
  const h = new Map<number, [number, number][]>();
  const v = new Map<number, [number, number][]>();
  for (const [x1, y1, x2, y2] of segs) {
    if (y1 === y2) (h.get(y1) ?? h.set(y1, []).get(y1)!).push([Math.min(x1, x2), Math.max(x1, x2)]);
    else (v.get(x1) ?? v.set(x1, []).get(x1)!).push([Math.min(y1, y2), Math.max(y1, y2)]);
  }
  const out: WallSegment[] = [];
  const runs = (list: [number, number][]): [number, number][] => {
    list.sort((a, b) => a[0] - b[0]);
    const res: [number, number][] = [];
    for (const [a, b] of list) {
      const last = res[res.length - 1];
      if (last && a <= last[1]) last[1] = Math.max(last[1], b);
      else res.push([a, b]);
    }
    return res;
  };
  for (const y of [...h.keys()].sort((a, b) => a - b)) for (const [a, b] of runs(h.get(y)!)) out.push([a, y, b, y]);
  for (const x of [...v.keys()].sort((a, b) => a - b)) for (const [a, b] of runs(v.get(x)!)) out.push([x, a, x, b]);
  return out;
}

/** The text form of a map; the legend lists every square character used other than '.'. */
export function makeAsciiMap(map: DdmMap): string {
  const W = map.width;
  const H = map.height;
  const tokens: string[][] = Array.from({ length: W * H }, () => []);
  for (const [x, y] of map.walls.squares) tokens[y * W + x]!.push('wall');
  for (const d of map.walls.diagonals) tokens[d.y * W + d.x]!.push(`diag:${d.corner}${d.coversCentre ? '*' : ''}`);
  for (const l of map.terrain) {
    const p = l.type === 'healingFont' && l.amount !== undefined ? `:${l.amount}` : l.type === 'steepSlope' ? `:${l.direction ?? 'S'}` : '';
    for (const [x, y] of l.squares) tokens[y * W + x]!.push(l.type + p);
  }
  const area = (t: string, regions: readonly Region[]) =>
    regions.forEach((r, k) => {
      for (const [x, y] of r) tokens[y * W + x]!.push(k === 0 ? t : `${t}.${k}`);
    });
  area('startA', map.startAreas.A);
  area('startB', map.startAreas.B);
  area('victoryA', map.victoryAreas.A);
  area('victoryB', map.victoryAreas.B);
  area('victoryAB', map.victoryAreas.AB);
  const byTokens = new Map<string, string>();
  for (const [ch, t] of Object.entries(DEFAULTS)) byTokens.set(t, ch);
  const pool = 'abcegijlnoquzEGHIJKLMNOPQRUWXYZ09@$%&*;:!,/\\()[]{}'.split('').filter((c) => !(c in DEFAULTS));
  const used = new Map<string, string>();
  const chars = tokens.map((t) => {
    const key = [...new Set(t)].sort().join(' ');
    let ch = byTokens.get(key);
    if (ch === undefined) {
      ch = pool.shift();
      if (ch === undefined) throw new MapError('map has too many distinct square kinds for the text form');
      byTokens.set(key, ch);
    }
    if (ch !== '.') used.set(ch, key);
    return ch;
  });
  // Edge characters from the walls (unit halves).
  const hEdge = new Map<string, number>(); // "x,y" -> bit 1 west half, 2 east half
  const vEdge = new Map<string, number>(); // bit 1 north half, 2 south half
  for (const [x1, y1, x2, y2] of map.walls.segments) {
    if (y1 === y2)
      for (let X = Math.round(2 * Math.min(x1, x2)); X < Math.round(2 * Math.max(x1, x2)); X++) {
        const k = `${Math.floor(X / 2)},${y1}`;
        hEdge.set(k, (hEdge.get(k) ?? 0) | (X % 2 === 0 ? 1 : 2));
      }
    else
      for (let Y = Math.round(2 * Math.min(y1, y2)); Y < Math.round(2 * Math.max(y1, y2)); Y++) {
        const k = `${x1},${Math.floor(Y / 2)}`;
        vEdge.set(k, (vEdge.get(k) ?? 0) | (Y % 2 === 0 ? 1 : 2));
      }
  }
  const out: string[] = [`name: ${map.name}`, `id: ${map.id}`];
  for (let y = 0; y <= H; y++) {
    let line = '+';
    for (let x = 0; x < W; x++) line += (y === 0 || y === H ? '-' : ' <>-'[hEdge.get(`${x},${y}`) ?? 0]!) + '+';
    out.push(line);
    if (y === H) break;
    let sqLine = '';
    for (let x = 0; x <= W; x++) {
      sqLine += x === 0 || x === W ? '|' : ' ^v|'[vEdge.get(`${x},${y}`) ?? 0]!;
      if (x < W) sqLine += chars[y * W + x]!;
    }
    out.push(sqLine);
  }
  for (const [ch, key] of [...used.entries()].sort()) out.push(`${ch} = ${key}`);
  return out.join('\n') + '\n';
}
