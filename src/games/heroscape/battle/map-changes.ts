/**
 * What the battle changed on the battlefield since it was set up, for the table: the hex columns
 * whose terrain differs (a tile placed by a power, such as Blend Into Shadow's shadow tile; an army's
 * Marro Hive base put down or taken away), the pieces gone (a destroyed Hive's piece) or placed (an
 * army's Hive), and the Fortress Doors whose state changed. One mechanism for every change: the
 * state's map against the set-up map (`HsState.setUpMap`), whatever rule made it.
 * Rulebook: heroscape-master-game-guide — "Set Up Your Battlefield" (everything on the battlefield is
 * open to every player), "Marro Hive Rules" (destroyed: the piece goes, and its base when the army
 * brought it), "Destroying the Door".
 *
 * Cheap when nothing changed: the rules never change a map object, and each change gives the state a
 * new one whose untouched columns and pieces are the same objects, so identities are compared first
 * and the answer is kept per map object.
 */
import type { HeroscapeMap } from '../map-model.js';

type Column = HeroscapeMap['columns'][number];
type Piece = HeroscapeMap['obstacles'][number];

export interface ColumnNow {
  readonly q: number;
  readonly r: number;
  /** The column's cells now, lowest first (empty when the column is gone). */
  readonly cells: readonly { readonly z: number; readonly terrain: string }[];
}
export interface PieceView {
  readonly kind: string;
  readonly hexes: readonly { readonly q: number; readonly r: number; readonly base: number; readonly height: number }[];
}
export interface MapChanges {
  readonly columns: readonly ColumnNow[];
  /** Pieces of the set-up map no longer on the battlefield. */
  readonly removed: readonly PieceView[];
  /** Pieces on the battlefield that the set-up map did not have. */
  readonly placed: readonly PieceView[];
  /** Doors whose state differs from the set-up map's, by the map's door index. */
  readonly doors: readonly { readonly index: number; readonly state: string }[];
}

const colKey = (c: { q: number; r: number }): string => `${c.q},${c.r}`;
const pieceKey = (p: Piece): string => `${p.kind}:${p.hexes.map((h) => `${h.q},${h.r},${h.base},${h.height}`).join(' ')}`;
const pieceView = (p: Piece): PieceView => ({ kind: p.kind, hexes: p.hexes.map((h) => ({ q: h.q, r: h.r, base: h.base, height: h.height })) });
const cellsOf = (c: Column): ColumnNow['cells'] => c.cells.map((x) => ({ z: x.z, terrain: x.terrain }));

function sameCells(a: Column, b: Column): boolean {
  if (a === b) return true;
  if (a.cells.length !== b.cells.length) return false;
  return a.cells.every((x, i) => x.z === b.cells[i]!.z && x.terrain === b.cells[i]!.terrain);
}

function columnChanges(setUp: HeroscapeMap, now: HeroscapeMap): ColumnNow[] {
  if (setUp.columns === now.columns) return [];
  const out: ColumnNow[] = [];
  // Maps derived by the rules keep the columns in order: compare position by position, by identity first.
  if (setUp.columns.length === now.columns.length && setUp.columns.every((c, i) => colKey(c) === colKey(now.columns[i]!))) {
    now.columns.forEach((c, i) => {
      if (!sameCells(setUp.columns[i]!, c)) out.push({ q: c.q, r: c.r, cells: cellsOf(c) });
    });
    return out;
  }
  const before = new Map(setUp.columns.map((c) => [colKey(c), c]));
  const seen = new Set<string>();
  for (const c of now.columns) {
    seen.add(colKey(c));
    const b = before.get(colKey(c));
    if (!b || !sameCells(b, c)) out.push({ q: c.q, r: c.r, cells: cellsOf(c) });
  }
  for (const c of setUp.columns) if (!seen.has(colKey(c))) out.push({ q: c.q, r: c.r, cells: [] });
  return out;
}

function pieceChanges(setUp: HeroscapeMap, now: HeroscapeMap): { removed: PieceView[]; placed: PieceView[] } {
  if (setUp.obstacles === now.obstacles) return { removed: [], placed: [] };
  const left = new Map<string, number>();
  for (const p of now.obstacles) left.set(pieceKey(p), (left.get(pieceKey(p)) ?? 0) + 1);
  const removed: PieceView[] = [];
  for (const p of setUp.obstacles) {
    const n = left.get(pieceKey(p)) ?? 0;
    if (n > 0) left.set(pieceKey(p), n - 1);
    else removed.push(pieceView(p));
  }
  const placed = now.obstacles.filter((p) => {
    const n = left.get(pieceKey(p)) ?? 0;
    if (n > 0) left.set(pieceKey(p), n - 1);
    return n > 0;
  });
  return { removed, placed: placed.map(pieceView) };
}

const kept = new WeakMap<HeroscapeMap, { readonly setUp: HeroscapeMap; readonly changes: MapChanges | null }>();

/** What differs between the set-up map and the map now, or null when nothing does. */
export function mapChanges(setUp: HeroscapeMap | undefined, now: HeroscapeMap): MapChanges | null {
  if (setUp === undefined || setUp === now) return null;
  const k = kept.get(now);
  if (k && k.setUp === setUp) return k.changes;
  const columns = columnChanges(setUp, now);
  const { removed, placed } = pieceChanges(setUp, now);
  const doors = now.doors.flatMap((d, index) => (setUp.doors[index] && setUp.doors[index].state !== d.state ? [{ index, state: d.state }] : []));
  const changes = columns.length + removed.length + placed.length + doors.length > 0 ? { columns, removed, placed, doors } : null;
  kept.set(now, { setUp, changes });
  return changes;
}
