/**
 * Charging Assault (Kozuke Samurai): a figure of the card that is unengaged before moving may add 3
 * to its Move, but only to move adjacent to an opponent's figure.
 * Rulebook: heroscape-master-game-guide — "Action 2. Move Figure(s) …", "ENGAGEMENT AND ADJACENCY
 * RULES" (engaged, adjacent), "Friends and Enemies" (a teammate's figure is no opponent's); the
 * power's text is on the card.
 *
 * Our reading of "must be able to move adjacent to an opponent's figure in order to use Charging
 * Assault": the charge is a move that ends adjacent to an opponent's figure. So the figure's normal
 * destinations stay as they are, and the charge adds, as moves of its own (`extraMoves`), every
 * destination beyond its Move (at most Move + 3 spaces away, as the move search counts them: levels,
 * slow terrain, falls) where it ends adjacent to an opponent's figure. The path is the move search's
 * (fewest leaving-engagement attacks, then least falling risk), with its falls rolled as a move's.
 */
import { limitedMove } from '../battle/move-limits.js';
import { figuresAdjacent, engaged } from '../engagement.js';
import { moveRange, pathOf } from '../movement.js';
import { boardOf, cardOf, friendly, livingPlaced, placedOf, whereIs } from '../battle/state.js';
import type { Ability, ExtraMove } from './ability.js';

export const CHARGE_SPACES = 3;

export const chargingAssault: Ability = {
  name: 'Charging Assault',
  text: `An unengaged figure of this card may add ${CHARGE_SPACES} to its Move to end its move adjacent to an opponent's figure.`,
  handler: {},
  extraMoves(ctx, f) {
    const s = ctx.state;
    if (f.head < 0) return [];
    const board = boardOf(s);
    const me = placedOf(s, f);
    const others = livingPlaced(s).filter((o) => o.id !== f.id);
    if (others.some((o) => o.side !== me.side && engaged(board, me, o))) return [];
    const opponents = s.figures.filter((o) => !o.destroyed && o.head >= 0 && !friendly(s, o.owner, f.owner)).map((o) => placedOf(s, o));
    if (opponents.length === 0) return [];
    const move = ctx.query('moveNumber', cardOf(s, f).card.move, { figure: f.id });
    const range = moveRange(board, me, others, limitedMove(ctx, f.id, { move: move + CHARGE_SPACES }));
    const out: ExtraMove[] = [];
    for (const d of range.destinations) {
      if (d.cost <= move) continue;
      const there = { ...me, head: d.head, tail: d.tail };
      if (!opponents.some((o) => figuresAdjacent(board, there, o).adjacent)) continue;
      const detail = pathOf(board, range, d);
      const at = whereIs(board, d.head);
      out.push({
        label: `Charging Assault to (${at.q}, ${at.r}) level ${at.level}`,
        path: detail.steps.map((p) => [p.head, p.tail] as const),
        falls: detail.falls.map((x) => [x.step, x.roll === 'd20' ? 0 : x.roll, x.drop] as const),
      });
    }
    return out;
  },
};
