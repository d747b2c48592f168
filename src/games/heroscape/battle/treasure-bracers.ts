/**
 * The Bracers of Teleportation (`treasure-list.ts`, facts from the published list): before moving,
 * instead of its normal move, the carrier is placed on any same-level space(s) within 10 spaces of
 * where it stands; engaged, it takes no leaving-engagement attack.
 * Rulebook: heroscape-master-game-guide — "Temporary Treasure Glyphs" (used once, then out of the
 * game), "Action 2. Move Figure(s) …" (no two figures in one space).
 *
 * Offered at the carrier's destination question (it has been chosen to move and has not moved). The
 * 10 spaces are counted hex to hex from its (front) space; a double-space figure's other half goes on
 * a free space of the same level next to the first. Placed, not moved (as the Glyph of Erland's
 * summoning): nothing along a path happens and no glyph under it is triggered; a figure held by the
 * Glyph of Proftaka stays held.
 */
import type { Option } from '../../../core/index.js';
import { spaceDistance } from '../board.js';
import { occupiedSpaces, standable } from '../abilities/spaces.js';
import type { HsCtx } from './events.js';
import { trapped } from './glyphs-proftaka.js';
import { carriedIndex, spendTreasure } from './treasure-carried.js';
import { boardOf, cardOf, figureName, whereIs, type FigureState, type HsState } from './state.js';

/** How far the Bracers of Teleportation place their carrier. */
export const TELEPORT_SPACES = 10;
const BRACERS = 'bracers-of-teleportation';
const PREFIX = 'bracers:';

/** The placements the Bracers offer `f` now (`bracers:index:head[:tail]`), none without them. */
export function bracersOptions(s: HsState, f: FigureState): Option[] {
  const i = carriedIndex(s, f.id, BRACERS);
  if (i < 0 || f.head < 0 || trapped(s, f)) return [];
  const board = boardOf(s);
  const c = cardOf(s, f).card;
  const level = board.spLevel[f.head]!;
  const free = new Set([...occupiedSpaces(s)].filter((sp) => sp !== f.head && sp !== f.tail));
  const out: Option[] = [];
  for (let sp = 0; sp < board.spLevel.length; sp++) {
    if (sp === f.head || board.spLevel[sp] !== level || spaceDistance(board, f.head, sp) > TELEPORT_SPACES || !standable(board, sp, c.height, free)) continue;
    const at = whereIs(board, sp);
    const label = `${figureName(s, f)} uses the Bracers of Teleportation: placed at (${at.q}, ${at.r}) level ${at.level}`;
    if (c.spaces === 1) {
      out.push({ id: `${PREFIX}${i}:${sp}`, label, payload: { figure: f.id, q: at.q, r: at.r } });
      continue;
    }
    for (let k = board.adjStart[sp]!; k < board.adjStart[sp + 1]!; k++) {
      const t = board.adjTo[k]!;
      if (board.spLevel[t] !== level || !standable(board, t, c.height, free)) continue;
      const tail = whereIs(board, t);
      out.push({ id: `${PREFIX}${i}:${sp}:${t}`, label: `${label}, its other half at (${tail.q}, ${tail.r})`, payload: { figure: f.id, q: at.q, r: at.r } });
    }
  }
  return out;
}

/** Whether the option id is a placement with the Bracers. */
export const isBracersUse = (id: string): boolean => id.startsWith(PREFIX);

/** Places `f` where the option says; the Bracers leave the game. */
export function useBracers(ctx: HsCtx, f: FigureState, id: string): void {
  const s = ctx.state;
  if (!bracersOptions(s, f).some((o) => o.id === id)) throw new Error(`treasure: ${id} is not a Bracers of Teleportation placement offered to ${f.id}`);
  const [, index, head, tail] = id.split(':');
  f.head = Number(head);
  f.tail = tail === undefined ? -1 : Number(tail);
  const at = whereIs(boardOf(s), f.head);
  spendTreasure(ctx, Number(index), f.id, `${figureName(s, f)} is placed at (${at.q}, ${at.r}) level ${at.level}`);
}
