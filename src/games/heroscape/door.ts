/**
 * The Fortress Doorway and its Door on the battlefield.
 * Rulebook: heroscape-master-game-guide — "The Doorway" (the 4 Doorway spaces, only figures occupy
 * them; no seeing or targeting through the Doorway while the Door is closed), "The Fortress Door"
 * (opened and closed; control by the occupant of Doorway Space #4), "Targeting the Door" (range and
 * adjacency from the space below the Door, Example 39), "Attacking and Defending the Door" (figures
 * adjacent to Doorway Space #1 may attack it, Example 40; height advantage applies), "The Door cannot
 * be engaged", "Destroying the Door" (a destroyed Door is removed, Example 41).
 *
 * Model (docs/heroscape-maps.md): the Door's state lives in the map (`doors[i].state`); a closed Door
 * fills Doorway Space #1 from its surface up `height` levels, so compileBoard gives no space there and
 * line of sight meets it as a blocker; an open or destroyed Door fills nothing. Changing the state
 * gives a new map to compile (the battle engine can keep one compiled board per state). Its dice,
 * life and wounds belong to the battle engine.
 */
import type { Board, CompiledDoor } from './board.js';
import { BODY_RADIUS, eyeOf, spacesOf, type PlacedFigure, type Point3 } from './figures.js';
import { DIRECTIONS } from './hex.js';
import type { DoorState, HeroscapeMap } from './map-model.js';
import { blockerKey, heightAdvantageByLevel, rangeToColumns, segmentBlocker, type Blocked, type FigureIndex, type SightAnswer } from './sight.js';

const RULES = { book: 'heroscape-master-game-guide', section: 'The Doorway' } as const;

export class DoorError extends Error {
  readonly book = RULES.book;
  readonly section: string;
  constructor(message: string, section: string = RULES.section) {
    super(message);
    this.section = section;
  }
}

function doorOf(board: Board, door: number): CompiledDoor {
  const d = board.doors[door];
  if (!d) throw new DoorError(`no door ${door} on this battlefield (it has ${board.doors.length})`);
  return d;
}

/**
 * A new map with the Door in `state` ("The Door is a destructible object that may be opened and
 * closed"; "Remove the destroyed Door"). A destroyed Door stays out of the game; a closed Door cannot
 * close on a figure standing on Doorway Space #1 (pass `figures` to check).
 */
export function setDoorState(board: Board, door: number, state: DoorState, figures: readonly PlacedFigure[] = []): HeroscapeMap {
  const d = doorOf(board, door);
  if (d.state === 'destroyed' && state !== 'destroyed') throw new DoorError(`door ${door} was destroyed and is out of the game`, 'Destroying the Door');
  if (state === 'closed' && d.state !== 'closed') {
    const s1 = d.spaces[0]!;
    const on = figures.find((f) => spacesOf(f).includes(s1));
    if (on) throw new DoorError(`door ${door} cannot close: ${on.id} stands on Doorway Space #1`, 'The Fortress Door');
  }
  const map = board.map;
  return { ...map, doors: map.doors.map((x, i) => (i === door ? { ...x, state } : x)) };
}

/** The figure on Doorway Space #4 (it controls the Door: "Control of the Door"), or null. */
export function doorSpaceFourOccupant(board: Board, door: number, figures: readonly PlacedFigure[]): PlacedFigure | null {
  const s4 = doorOf(board, door).spaces[3]!;
  return figures.find((f) => spacesOf(f).includes(s4)) ?? null;
}

/** Range to the Door: counted to the space below it (Doorway Space #1), from either base hex. */
export function rangeToDoor(board: Board, f: PlacedFigure, door: number, limit = 64): number {
  const d = doorOf(board, door);
  if (d.state === 'destroyed') return Infinity;
  return rangeToColumns(board, f, new Set([d.col]), limit);
}

/**
 * Is the figure adjacent to the Door (so it may attack it in close combat)? Adjacency is to the hex
 * below the Door (Doorway Space #1), with the usual height exception: not across a rise equal to or
 * higher than the lower of the two (the Door counting its own height). From both sides of a closed
 * Door. Never engagement: "The Door cannot be engaged".
 */
export function adjacentToDoor(board: Board, f: PlacedFigure, door: number): boolean {
  const d = doorOf(board, door);
  if (d.state === 'destroyed') return false;
  for (const s of spacesOf(f)) {
    const c = board.spCol[s]!;
    let next = false;
    for (let k = 0; k < 6; k++) if (board.colNeighbor[c * 6 + k] === d.col) next = true;
    if (!next) continue;
    const l = board.spLevel[s]!;
    const lowH = l <= d.level ? f.height : d.height;
    if (Math.abs(l - d.level) < lowH) return true;
  }
  return false;
}

/**
 * Height advantage between a figure and the Door ("Attacking and Defending: ... Add Height Advantage
 * where appropriate"): the Door stands on the level of the space below it (Doorway Space #1).
 */
export function heightAdvantageVsDoor(board: Board, f: PlacedFigure, door: number): 'figure' | 'door' | 'none' {
  const a = heightAdvantageByLevel(board.spLevel[f.head]!, doorOf(board, door).level);
  return a === 'attacker' ? 'figure' : a === 'defender' ? 'door' : 'none';
}

/** Points on the Door (its volume over Doorway Space #1), high to low, centre before ring. */
export function doorPoints(board: Board, door: number): Point3[] {
  const d = doorOf(board, door);
  const q = board.colQ[d.col]!;
  const r = board.colR[d.col]!;
  const cx = q + r / 2;
  const cy = (r * Math.sqrt(3)) / 2;
  const out: Point3[] = [];
  const n = Math.max(2, Math.ceil(d.height / 2));
  for (let k = n - 1; k >= 0; k--) {
    const z = d.level + (d.height * (k + 0.5)) / n;
    out.push({ x: cx, y: cy, z });
    for (let i = 0; i < 6; i++) {
      const a = (Math.PI / 3) * i;
      out.push({ x: cx + Math.cos(a) * BODY_RADIUS, y: cy + Math.sin(a) * BODY_RADIUS, z });
    }
  }
  return out;
}

/**
 * Where the segment from `from` to a point inside the Door's hex enters that hex: the line is
 * checked up to there, since beyond it lies only the Door itself.
 */
function entryPoint(from: Point3, to: Point3, cx: number, cy: number): Point3 {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  let tIn = 0;
  for (const dir of [0, 1, 2]) {
    const n = DIRECTIONS[dir]!;
    // unit normal towards neighbour `dir` in the plane
    const nx = n.q + n.r / 2;
    const ny = (n.r * Math.sqrt(3)) / 2;
    const rate = nx * dx + ny * dy;
    const off = nx * (from.x - cx) + ny * (from.y - cy);
    if (Math.abs(rate) < 1e-12) continue;
    const t = rate > 0 ? (-0.5 - off) / rate : (0.5 - off) / rate;
    if (t > tIn) tIn = t;
  }
  const t = Math.max(0, tIn - 1e-6);
  return { x: from.x + dx * t, y: from.y + (to.y - from.y) * t, z: from.z + (to.z - from.z) * t };
}

/**
 * Line of sight from the attacker's Target Point to the Door ("Targeting the Door", Example 39): a
 * clear line to any point of the Door. A closed Door is reached where the line meets its hex; an
 * open one stands in the hex below it, where a figure on that space may also block the line. A
 * destroyed Door cannot be targeted (the answer has no blockers and is not clear).
 */
export function lineOfSightToDoor(board: Board, figs: FigureIndex | null, attacker: PlacedFigure, door: number): SightAnswer {
  const d = doorOf(board, door);
  const from = eyeOf(board, attacker);
  if (d.state === 'destroyed') return { clear: false, from, tried: 0, blockers: [] };
  const q = board.colQ[d.col]!;
  const r = board.colR[d.col]!;
  const cx = q + r / 2;
  const cy = (r * Math.sqrt(3)) / 2;
  const targets = doorPoints(board, door);
  const blockers: (Blocked & { to: Point3 })[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < targets.length; i++) {
    const to = d.state === 'closed' ? entryPoint(from, targets[i]!, cx, cy) : targets[i]!;
    const hit = segmentBlocker(board, from, to, figs, [attacker.id]);
    if (!hit || (hit.by.kind === 'door' && hit.by.door === door)) return { clear: true, from, to: targets[i]!, tried: i + 1 };
    const key = blockerKey(hit.by);
    if (!seen.has(key)) {
      seen.add(key);
      blockers.push({ ...hit, to });
    }
  }
  return { clear: false, from, tried: targets.length, blockers };
}
