/**
 * Reading the moves a power offers at the destination question, for the tests of placement and
 * leap powers (Teleportation and its kin, Stealth Leap, Grapple Arm): each as "q,r@level".
 */
import { open, optionWhere } from '../battle/testkit.js';
import { boardOf, figureById, whereIs, type HsState } from '../battle/state.js';

/** The `power:` options of the open destination question, as "q,r@level" of their payloads. */
export function powerMoves(s: HsState): string[] {
  const p = open(s);
  if (p.kind !== 'choose-destination') throw new Error(`the open question is ${p.kind}, not choose-destination`);
  return p.options
    .filter((o) => o.id.startsWith('power:'))
    .map((o) => {
      const pl = o.payload as { q: number; r: number; level: number };
      return `${pl.q},${pl.r}@${pl.level}`;
    });
}

/** Where figure `id` stands, as "q,r@level". */
export function hexOf(s: HsState, id: string): string {
  const w = whereIs(boardOf(s), figureById(s, id).head);
  return `${w.q},${w.r}@${w.level}`;
}

/**
 * The farthest hex along row 0 (from q = 1 up to `below` - 1) the open destination question offers, the
 * offered hexes running on from q = 1 without a gap (0: none).
 */
export function farthestOnRow(s: HsState, below = 12): number {
  let q = 0;
  for (let i = 1; i < below; i++) {
    try {
      optionWhere(s, { q: i, r: 0 });
      q = i;
    } catch {
      break;
    }
  }
  return q;
}
