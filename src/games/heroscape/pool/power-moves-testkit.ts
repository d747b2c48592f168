/**
 * Reading the moves a power offers at the destination question, for the tests of placement and
 * leap powers (Teleportation and its kin, Stealth Leap, Grapple Arm): each as "q,r@level".
 */
import { open } from '../battle/testkit.js';
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
