/**
 * Bayonet Attack 1 (10th Regiment of Foot): a figure of the card that has moved at least one space
 * this turn rolls 1 more attack die when it attacks an adjacent figure.
 * Rulebook: heroscape-master-game-guide — "ATTACKING" (attack dice), "Special Powers" ("Special
 * attacks can never be modified": the die is added to normal attacks only, through the
 * `attackDice` query that special attacks never ask); the power's text is on the card.
 *
 * How a move is seen: abilities/figure-moved.ts.
 */
import { figureById } from '../battle/state.js';
import { cardParam, type Ability } from './ability.js';
import { hasMoved, movedMarks } from './figure-moved.js';
import { adjacent } from './near.js';

const ADDED = 1;
/** The card's token for a figure that moved this turn: `bayonet-moved:<figure>`. */
const MOVED = 'bayonet-moved:';

export const bayonetAttack1: Ability = {
  name: 'Bayonet Attack 1',
  text: `A figure of this card that moved at least one space this turn rolls ${ADDED} more attack die in its normal attacks on an adjacent figure.`,
  handler: {
    on: movedMarks(MOVED),
    queries: {
      attackDice: {
        tier: 0,
        modify(dice, args, s, effect) {
          const card = cardParam(effect);
          if (args.door !== undefined) return dice;
          const a = figureById(s, args.attacker);
          if (a.card !== card || !hasMoved(s, card, a.id, MOVED)) return dice;
          return adjacent(s, a, figureById(s, args.defender)) ? dice + ADDED : dice;
        },
      },
    },
  },
};
