/**
 * Tricky Speed 4 (Otonashi): if the card's figure starts its turn adjacent to a figure its player
 * controls with the Tricky personality, it may move 4 more spaces that turn.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN" (the turn starts when its order marker
 * is revealed), "ENGAGEMENT AND ADJACENCY RULES" (adjacent), "Friends and Enemies" (a teammate's
 * figures are friendly but not controlled by the player); the power's text is on the card.
 *
 * Where its turn started: turn-start-move.ts. The "may" needs no question: more Move only adds
 * destinations.
 */
import { cardOf, type FigureState, type HsState } from '../battle/state.js';
import type { Ability } from './ability.js';
import { adjacentFigures } from './near.js';
import { turnStartMove } from './turn-start-move.js';

export const TRICKY_SPEED_SPACES = 4;

/** Beside a figure of its player's with the Tricky personality. */
const besideTricky = (s: HsState, f: FigureState): boolean =>
  adjacentFigures(s, f).some((o) => o.id !== f.id && o.owner === f.owner && cardOf(s, o).card.personality.toLowerCase() === 'tricky');

const startedBesideTricky = turnStartMove('tricky-speed:', TRICKY_SPEED_SPACES, besideTricky);

export const trickySpeed4: Ability = {
  name: 'Tricky Speed 4',
  text: `Starting its turn adjacent to a Tricky figure its player controls, this figure may move ${TRICKY_SPEED_SPACES} more spaces that turn.`,
  handler: { on: startedBesideTricky.on, queries: { moveNumber: startedBesideTricky.moveNumber } },
};
