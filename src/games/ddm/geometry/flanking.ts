// Rulebook: ddm-battle-rules-2011 — "Flanking" (Opposite Sides, Big Creatures).
// Geometry only: whether two allies' positions flank an enemy. "Must Be Able to Attack" (active,
// a basic attack that can reach) is for the battle engine to check.
import type { Board } from './board.js';
import { adjacent } from './distance.js';
import { segEntersBox } from './exact.js';
import type { Space } from './types.js';

/**
 * Does the line between the centres of square a and square b pass through opposite sides (or
 * opposite corners) of the space? Half-lattice coordinates: centres are odd, sides even.
 */
export function centreLineFlanks(ax: number, ay: number, bx: number, by: number, enemy: Space): boolean {
  const px = 2 * ax + 1;
  const py = 2 * ay + 1;
  const qx = 2 * bx + 1;
  const qy = 2 * by + 1;
  const L = 2 * enemy.x;
  const R = 2 * (enemy.x + enemy.side);
  const T = 2 * enemy.y;
  const B = 2 * (enemy.y + enemy.side);
  if (!segEntersBox(px, py, qx, qy, L, T, R, B)) return false;
  const dx = qx - px;
  const dy = qy - py;
  // Parameters (numerator over |d|) where the line meets each pair of sides; entry/exit are the
  // larger entering and smaller leaving parameter. Crossing x-sides: enters through one vertical side
  // and leaves through the other exactly when its x-entry/exit parameters are the binding ones.
  const frac = (num: number, den: number): [number, number] => (den < 0 ? [-num, -den] : [num, den]);
  const lt = (a: [number, number], b: [number, number]) => a[0] * b[1] < b[0] * a[1];
  const eq = (a: [number, number], b: [number, number]) => a[0] * b[1] === b[0] * a[1];
  const xin = dx !== 0 ? frac((dx > 0 ? L : R) - px, dx) : null;
  const xout = dx !== 0 ? frac((dx > 0 ? R : L) - px, dx) : null;
  const yin = dy !== 0 ? frac((dy > 0 ? T : B) - py, dy) : null;
  const yout = dy !== 0 ? frac((dy > 0 ? B : T) - py, dy) : null;
  let t0: [number, number] = [0, 1];
  let t1: [number, number] = [1, 1];
  for (const v of [xin, yin]) if (v && lt(t0, v)) t0 = v;
  for (const v of [xout, yout]) if (v && lt(v, t1)) t1 = v;
  const viaX = xin !== null && xout !== null && eq(t0, xin) && eq(t1, xout);
  const viaY = yin !== null && yout !== null && eq(t0, yin) && eq(t1, yout);
  return viaX || viaY;
}

/**
 * Does `flanker` flank `enemy` together with `ally`? Both must be adjacent to the enemy, and the
 * line between the centres of a square of each must pass through opposite sides or opposite
 * corners of the enemy's space (big creatures: any of their squares).
 */
export function flanks(board: Board, flanker: Space, ally: Space, enemy: Space): boolean {
  if (!adjacent(board, flanker, enemy) || !adjacent(board, ally, enemy)) return false;
  for (let ay = flanker.y; ay < flanker.y + flanker.side; ay++)
    for (let ax = flanker.x; ax < flanker.x + flanker.side; ax++)
      for (let by = ally.y; by < ally.y + ally.side; by++)
        for (let bx = ally.x; bx < ally.x + ally.side; bx++) if (centreLineFlanks(ax, ay, bx, by, enemy)) return true;
  return false;
}
