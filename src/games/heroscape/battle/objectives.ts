/**
 * Scenario victory conditions other than "destroy every enemy figure": holding a glyph at the end of
 * a round, or reaching a space, before the round limit; the other player (the guard) wins when the
 * round limit ends the battle, even with no figure left, and also when the objective's player has
 * no figure left.
 * Rulebook: heroscape-master-game-guide — "ENDING THE BATTLE" ("The game scenario sets the victory
 * conditions for each game"; checked at the end of each turn "unless otherwise stated in the
 * scenario"). The scenarios that use them are in `content/master-scenarios.ts`.
 *
 * In a team game ("Team Play": "in most games they work together toward a common goal") the
 * objective's player and guard stand for their teams: any teammate's figure reaches or holds, and a
 * side is out only when no teammate has a figure left.
 */
import { z } from 'zod';
import type { Board } from '../board.js';
import { holdsGlyph } from './glyphs.js';
import { sideName, teammates, type HsState, type Objective } from './state.js';

const player = z.number().int().min(0).max(3);

export const objectiveSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hold-glyph'), player, guard: player, letter: z.string().min(1).max(2) }).strict(),
  z.object({ kind: z.literal('reach'), player, guard: player, hex: z.object({ q: z.number().int(), r: z.number().int() }).strict() }).strict(),
]);

export type ObjectiveConfig = z.infer<typeof objectiveSchema>;

/** The objective in play: a `reach` hex becomes its column (the hex may hold no standing space, as under an outcrop). */
export function resolveObjective(board: Board, o: ObjectiveConfig, where: string, team: (p: number) => number = (p) => p): Objective | string {
  if (team(o.player) === team(o.guard)) return `${where}.guard: the guard must be the other player${o.player === o.guard ? '' : ' (on the other team)'}`;
  if (o.kind === 'hold-glyph') return o;
  for (let c = 0; c < board.colQ.length; c++)
    if (board.colQ[c] === o.hex.q && board.colR[c] === o.hex.r) return { kind: 'reach', player: o.player, guard: o.guard, col: c };
  return `${where}.hex: no hex (q ${o.hex.q}, r ${o.hex.r}) on the battlefield`;
}

/** Whether the space is in a column next to column `col`. */
function nextTo(board: Board, space: number, col: number): boolean {
  if (space < 0) return false;
  const c = board.spCol[space]!;
  for (let d = 0; d < 6; d++) if (board.colNeighbor[c * 6 + d] === col) return true;
  return false;
}

export interface Verdict {
  readonly winner: number;
  readonly reason: string;
}

/** Whether the player's side (the player, or any teammate) has a figure not destroyed. */
const hasFigures = (s: HsState, p: number): boolean => {
  const side = teammates(s, p);
  return s.figures.some((f) => side.includes(f.owner) && !f.destroyed);
};

/** At the end of a turn: the objective reached, or its player left with no figure. `null`: the battle goes on. */
export function objectiveAtTurnEnd(s: HsState, board: Board, o: Objective): Verdict | null {
  if (o.kind === 'reach') {
    const side = teammates(s, o.player);
    if (s.figures.some((f) => side.includes(f.owner) && !f.destroyed && (nextTo(board, f.head, o.col) || nextTo(board, f.tail, o.col))))
      return { winner: o.player, reason: `${sideName(s, o.player)} reached the objective` };
  }
  if (!hasFigures(s, o.player)) return { winner: o.guard, reason: `${sideName(s, o.player)} has no figure left to reach the objective` };
  return null;
}

/** At the end of a round: the glyph held, or the round limit reached (the guard wins). */
export function objectiveAtRoundEnd(s: HsState, o: Objective): Verdict | null {
  if (o.kind === 'hold-glyph' && teammates(s, o.player).some((p) => holdsGlyph(s, p, o.letter)))
    return { winner: o.player, reason: `${sideName(s, o.player)} holds the glyph at the end of round ${s.round}` };
  if (s.round >= s.roundLimit) return { winner: o.guard, reason: `${sideName(s, o.guard)} held out to the end of round ${s.round}` };
  return null;
}
