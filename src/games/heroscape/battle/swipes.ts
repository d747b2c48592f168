/**
 * The leaving-engagement attacks along a path worked out by a power rather than by the battlefield's
 * move search (a Ghost Walk through enemies, a Grapple Gun's one space).
 * Rulebook: heroscape-master-game-guide — "ENGAGEMENT AND ADJACENCY RULES" → "Leaving an
 * engagement" (each enemy the figure was engaged with and is no longer engaged with after a step
 * may attack as it leaves; the figure is still on the space it leaves).
 */
import { engaged } from '../engagement.js';
import type { PlacedFigure } from '../figures.js';
import type { PathPoint } from './steps.js';
import { boardOf, livingPlaced, placedOf, type FigureState, type HsState } from './state.js';

/** [index of the path point left from, enemy id] for every engagement the path leaves. */
export function swipesAlong(s: HsState, f: FigureState, path: readonly PathPoint[]): [number, string][] {
  const board = boardOf(s);
  const me = placedOf(s, f);
  const enemies = livingPlaced(s).filter((o) => o.side !== me.side);
  const at = (p: PathPoint): PlacedFigure => ({ ...me, head: p[0], tail: p[1] });
  const out: [number, string][] = [];
  for (let i = 0; i + 1 < path.length; i++) {
    const here = at(path[i]!);
    const next = at(path[i + 1]!);
    for (const e of enemies) if (engaged(board, here, e) && !engaged(board, next, e)) out.push([i, e.id]);
  }
  return out;
}
