/**
 * Hex geometry for the Heroscape battlefield.
 * Rulebook: heroscape-master-game-guide — "Moving" (spaces are hexes) and "Range and Line of Sight"
 * (range counts hexes, levels don't count).
 *
 * Coordinates are axial (q, r) on pointy-top hexes: Virtualscape's odd-row offset (x, y) grid maps
 * to q = x - (y - (y & 1)) / 2, r = y. Directions are numbered clockwise on screen (y grows
 * downward) starting east, which is also the order in which Virtualscape's rotation turns a
 * footprint: 0 E, 1 SE, 2 SW, 3 W, 4 NW, 5 NE.
 */

export interface Hex {
  readonly q: number;
  readonly r: number;
}

/** Axial steps for directions 0..5 (E, SE, SW, W, NW, NE). */
export const DIRECTIONS: readonly Hex[] = [
  { q: 1, r: 0 },
  { q: 0, r: 1 },
  { q: -1, r: 1 },
  { q: -1, r: 0 },
  { q: 0, r: -1 },
  { q: 1, r: -1 },
];

export function neighbor(h: Hex, dir: number): Hex {
  const d = DIRECTIONS[((dir % 6) + 6) % 6] as Hex;
  return { q: h.q + d.q, r: h.r + d.r };
}

/** The direction from a to an adjacent hex b, or -1 when they are not adjacent. */
export function directionTo(a: Hex, b: Hex): number {
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  for (let i = 0; i < 6; i++) {
    const d = DIRECTIONS[i] as Hex;
    if (d.q === dq && d.r === dr) return i;
  }
  return -1;
}

export function hexDistance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** The hex holding fractional axial coordinates (cube rounding: the coordinate farthest from its rounding is derived from the other two). */
export function roundHex(qf: number, rf: number): Hex {
  const sf = -qf - rf;
  let q = Math.round(qf);
  let r = Math.round(rf);
  const s = Math.round(sf);
  const dq = Math.abs(q - qf);
  const dr = Math.abs(r - rf);
  const ds = Math.abs(s - sf);
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  return { q: q + 0, r: r + 0 };
}

/** Virtualscape odd-row offset (x, y) → axial. */
export function offsetToAxial(x: number, y: number): Hex {
  return { q: x - (y - (y & 1)) / 2, r: y };
}

/** Axial → Virtualscape odd-row offset (x, y). */
export function axialToOffset(h: Hex): { x: number; y: number } {
  return { x: h.q + (h.r - (h.r & 1)) / 2, y: h.r };
}

/**
 * Places a footprint offset (dx, dy) of a tile anchored at offset (x, y). Virtualscape writes the
 * offsets as if the anchor were on an even row, so an odd anchor row shifts odd offset rows right.
 */
export function placeOffset(x: number, y: number, dx: number, dy: number): Hex {
  const col = x + dx + ((y & 1) === 1 && (dy & 1) === 1 ? 1 : 0);
  return offsetToAxial(col, y + dy);
}

/** Centre of a hex in the plane, in units of the distance between neighbouring centres. */
export function hexCenter(h: Hex): { x: number; y: number } {
  return { x: h.q + h.r / 2, y: (h.r * Math.sqrt(3)) / 2 };
}

export function hexKey(h: Hex): string {
  return `${h.q},${h.r}`;
}
