/**
 * Shadow Dance (Mika Connour): if the card's figure starts its turn on a shadow space, instead of its
 * normal move it may be placed on any other empty shadow space within 8 spaces; engaged, it takes the
 * leaving-engagement attacks first. A placement move (placement-move.ts) with the turn's start noted
 * as Amphibious notes it (turn-start-move.ts: the figures on shadow when an order marker is revealed).
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN", "Shadow" spaces; the power's text is on
 * the card.
 */
import { terrainOf } from '../board.js';
import { boardOf, cardOf, type FigureState, type HsState } from '../battle/state.js';
import { placementMove, placesWithin } from './placement-move.js';
import { turnStartMove } from './turn-start-move.js';

export const SHADOW_DANCE_SPACES = 8;
const TOKEN = 'shadow-dance:';

const onShadow = (s: HsState, f: FigureState): boolean => f.head >= 0 && terrainOf(boardOf(s), f.head) === 'shadow';
// Only its token-keeping events: the Move bonus is none.
const { on } = turnStartMove(TOKEN, 0, onShadow);

export const shadowDance = placementMove({
  name: 'Shadow Dance',
  text: `If this figure starts its turn on a shadow space, instead of its normal move it may be placed on any other empty shadow space within ${SHADOW_DANCE_SPACES} spaces; engaged, it takes the leaving-engagement attacks first.`,
  leavingAttacks: true,
  handler: { on },
  places: (s, f) => {
    if (!cardOf(s, f).tokens.includes(TOKEN + f.id)) return [];
    const board = boardOf(s);
    return placesWithin(s, f, SHADOW_DANCE_SPACES, (sp) => terrainOf(board, sp) === 'shadow');
  },
});
