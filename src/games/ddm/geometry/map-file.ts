// Rulebook: ddm-battle-rules-2011 — "BATTLE MAPS AND TERRAIN" (Size, Start Areas, Victory Areas,
// Terrain, Multiple Terrain Types), "Walls" (Walls are on Gridlines), "HEALING FONT", "STEEP SLOPE".
// The JSON map file: a zod schema for the shape, then checks the schema can't express (squares on
// the map, segments on grid lines, start areas present). Errors name the JSON path.
import { z } from 'zod';
import { describeIssues } from '../../../core/schema.js';
import type { DdmMap } from './types.js';
import { DIRECTIONS, TERRAIN_TYPES } from './types.js';

export class MapError extends Error {
  readonly rule = { book: 'ddm-battle-rules-2011', section: 'BATTLE MAPS AND TERRAIN' } as const;
  constructor(message: string) {
    super(message);
    this.name = 'MapError';
  }
}

const int = z.number().int();
const half = z.number().refine((v) => Number.isFinite(v) && Number.isInteger(v * 2), 'must be a multiple of 0.5');
const squareRef = z.tuple([int.nonnegative(), int.nonnegative()]);
const region = z.array(squareRef);

export const mapSchema = z.object({
  format: z.literal('skirmish-ddm-map'),
  version: z.literal(1),
  id: z.string().min(1),
  name: z.string().min(1),
  width: int.min(1).max(64),
  height: int.min(1).max(64),
  terrain: z.array(
    z.object({
      type: z.enum(TERRAIN_TYPES as [string, ...string[]]),
      squares: z.array(squareRef),
      amount: int.positive().optional(),
      direction: z.enum(DIRECTIONS as [string, ...string[]]).optional(),
    }),
  ),
  walls: z.object({
    squares: z.array(squareRef),
    segments: z.array(z.tuple([half, half, half, half])),
    diagonals: z.array(z.object({ x: int.nonnegative(), y: int.nonnegative(), corner: z.enum(['NW', 'NE', 'SE', 'SW']), coversCentre: z.boolean() })),
  }),
  startAreas: z.object({ A: z.array(region), B: z.array(region) }),
  victoryAreas: z.object({ A: z.array(region), B: z.array(region), AB: z.array(region) }),
});

export interface ValidateOptions {
  /** Require Start Areas A and B and a victory area (true for playable maps; fragments in tests may skip them). */
  readonly requireAreas?: boolean;
}

/** Checks the shape and the map's own consistency; throws MapError naming the JSON path. */
export function validateMap(value: unknown, where = 'map', opts: ValidateOptions = {}): DdmMap {
  const requireAreas = opts.requireAreas ?? true;
  const r = mapSchema.safeParse(value);
  if (!r.success) throw new MapError(describeIssues(r.error, where));
  const m = r.data as unknown as DdmMap;
  const problems: string[] = [];
  const onMap = (x: number, y: number, path: string) => {
    if (x >= m.width || y >= m.height) problems.push(`${where} at ${path}: square (${x}, ${y}) is off the ${m.width}×${m.height} map`);
  };
  m.terrain.forEach((layer, i) => {
    layer.squares.forEach(([x, y], j) => onMap(x, y, `$.terrain[${i}].squares[${j}]`));
    if (layer.type === 'steepSlope' && !layer.direction) problems.push(`${where} at $.terrain[${i}]: a steep slope needs a direction`);
    if (layer.amount !== undefined && layer.type !== 'healingFont') problems.push(`${where} at $.terrain[${i}].amount: only a healing font has an amount`);
    if (layer.direction !== undefined && layer.type !== 'steepSlope')
      problems.push(`${where} at $.terrain[${i}].direction: only a steep slope has a direction`);
  });
  m.walls.squares.forEach(([x, y], j) => onMap(x, y, `$.walls.squares[${j}]`));
  m.walls.diagonals.forEach((d, j) => onMap(d.x, d.y, `$.walls.diagonals[${j}]`));
  m.walls.segments.forEach(([x1, y1, x2, y2], j) => {
    const path = `$.walls.segments[${j}]`;
    if (x1 !== x2 && y1 !== y2) problems.push(`${where} at ${path}: a wall segment must be horizontal or vertical (use diagonals for diagonal walls)`);
    else if (x1 === x2 && y1 === y2) problems.push(`${where} at ${path}: a wall segment needs two different end points`);
    else if (y1 === y2 ? !Number.isInteger(y1) : !Number.isInteger(x1)) problems.push(`${where} at ${path}: a wall segment must lie on a grid line`);
    for (const [v, lim] of [
      [x1, m.width],
      [x2, m.width],
      [y1, m.height],
      [y2, m.height],
    ] as const)
      if (v < 0 || v > lim) problems.push(`${where} at ${path}: end point (${x1}, ${y1})–(${x2}, ${y2}) is off the map`);
    if ((y1 === y2 && (y1 === 0 || y1 === m.height)) || (x1 === x2 && (x1 === 0 || x1 === m.width)))
      problems.push(`${where} at ${path}: a wall on the map's outer edge has no effect; leave it out`);
  });
  for (const k of ['A', 'B'] as const) {
    if (requireAreas && (m.startAreas[k].length === 0 || m.startAreas[k].every((r) => r.length === 0)))
      problems.push(`${where} at $.startAreas.${k}: every map has Start Area ${k}`);
    m.startAreas[k].forEach((r, i) => r.forEach(([x, y], j) => onMap(x, y, `$.startAreas.${k}[${i}][${j}]`)));
  }
  for (const k of ['A', 'B', 'AB'] as const) m.victoryAreas[k].forEach((r, i) => r.forEach(([x, y], j) => onMap(x, y, `$.victoryAreas.${k}[${i}][${j}]`)));
  if (requireAreas && m.victoryAreas.A.length + m.victoryAreas.B.length + m.victoryAreas.AB.length === 0)
    problems.push(`${where} at $.victoryAreas: every map has at least one victory area`);
  if (problems.length) throw new MapError([...new Set(problems)].join('\n'));
  return m;
}

/** Parses a map file's text; throws MapError for bad JSON or a bad map. */
export function parseMapJson(text: string, where = 'map', opts: ValidateOptions = {}): DdmMap {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new MapError(`${where}: not JSON (${(e as Error).message})`);
  }
  return validateMap(value, where, opts);
}

/** The map as file text: two-space indentation, each list of squares or segment on one line. */
export function makeMapJson(map: DdmMap): string {
  validateMap(map, 'map', { requireAreas: false });
  const text = JSON.stringify(map, null, 2)
    // numbers-only arrays ([x, y] or [x1, y1, x2, y2]) on one line
    .replace(/\[\s+(-?[\d.]+(?:,\s+-?[\d.]+)*)\s+\]/g, (_m, body: string) => `[${body.split(/,\s+/).join(', ')}]`)
    // arrays of such arrays on one line
    .replace(/\[\s+(\[[-\d., ]+\](?:,\s+\[[-\d., ]+\])*)\s+\]/g, (_m, body: string) => `[${body.split(/,\s+(?=\[)/).join(', ')}]`);
  return text + '\n';
}

/**
 * Size: full-sized maps are 21 by 28 squares or larger, half-sized ones 22 by 17 or smaller (either
 * orientation); anything else is 'other'.
 */
export function mapSize(map: Pick<DdmMap, 'width' | 'height'>): 'full' | 'half' | 'other' {
  const short = Math.min(map.width, map.height);
  const long = Math.max(map.width, map.height);
  if (short >= 21 && long >= 28) return 'full';
  if (short <= 17 && long <= 22) return 'half';
  return 'other';
}
