/**
 * Reach (Fen Hydra): +1 Range for a normal attack at an opponent's figure within 2 spaces whose base
 * is no more than 3 levels above the top of the card's figure (its base level plus its Height) nor
 * more than 3 levels below its base.
 * Rulebook: heroscape-master-game-guide — "Action 3. Attack with Figure(s) shown on the Army Card"
 * (Range), "Height" (a figure's Height counted from its base); the power's text is on the card.
 *
 * How: Rock Throw's shape (range-bonuses.ts `rangeAgainst`): the attack is the power's own option,
 * offered only where the normal Range does not reach. Our readings: "may add" is always taken (a
 * longer Range only adds targets); the spaces are counted as Range is (adjacent is 1); a figure's
 * base is the level of its first space (as height advantage is read, sight.ts), so a double-space
 * figure on two levels is measured from that space.
 */
import { boardOf, figureById } from '../battle/state.js';
import { spacesBetween } from './near.js';
import { rangeAgainst } from './range-bonuses.js';

export const REACH_ADDS = 1;
export const REACH_SPACES = 2;
export const REACH_LEVELS = 3;

export const reach = rangeAgainst(
  'Reach',
  REACH_ADDS,
  `When an opponent's figure is within ${REACH_SPACES} spaces of this card's figure, its base no more than ${REACH_LEVELS} levels above this figure's top nor ${REACH_LEVELS} below its base, this figure may attack it with a normal attack at its Range + ${REACH_ADDS}.`,
  (s, me, e) => {
    const board = boardOf(s);
    const mine = board.spLevel[me.head]!;
    const theirs = board.spLevel[e.head]!;
    if (theirs > mine + me.height + REACH_LEVELS || theirs < mine - REACH_LEVELS) return false;
    return spacesBetween(s, figureById(s, me.id), figureById(s, e.id)) <= REACH_SPACES;
  },
);
