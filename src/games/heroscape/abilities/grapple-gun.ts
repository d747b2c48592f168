/**
 * Grapple Gun 25 (Rise of the Valkyrie: Sgt. Drake Alexander): instead of its normal move the card's
 * figure may move just one space, up to 25 levels higher; leaving an engagement still allows the
 * leaving-engagement attacks.
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the power's text is on the card.
 * A space lower than the figure's is left to the normal move (which counts falls).
 */
import { boardOf, cardOf, whereIs } from '../battle/state.js';
import type { Ability, ExtraMove } from './ability.js';
import { occupiedSpaces, spacesAround, standable } from './spaces.js';

export const GRAPPLE_LEVELS = 25;

export const grappleGun25: Ability = {
  name: 'Grapple Gun 25',
  text: `Instead of its normal move, this figure may move one space only, up to ${GRAPPLE_LEVELS} levels higher (engagement rules still apply).`,
  handler: {},
  extraMoves(ctx, f) {
    const s = ctx.state;
    const c = cardOf(s, f).card;
    if (c.spaces !== 1) return [];
    const board = boardOf(s);
    const taken = occupiedSpaces(s);
    const level = board.spLevel[f.head]!;
    const out: ExtraMove[] = [];
    for (const sp of spacesAround(board, f.head)) {
      const up = board.spLevel[sp]! - level;
      if (up < 0 || up > GRAPPLE_LEVELS || !standable(board, sp, c.height, taken)) continue;
      const at = whereIs(board, sp);
      out.push({
        label: `Grapple Gun to (${at.q}, ${at.r}) level ${at.level}`,
        path: [
          [f.head, -1],
          [sp, -1],
        ],
      });
    }
    return out;
  },
};
