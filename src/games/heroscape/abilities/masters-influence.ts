/**
 * Master's Influence (Master Win Chiu Woo): the Monk squad figures its player controls may leap 13
 * levels more up or down with their Stealth Leap; the Monks its player controls within 2 clear sight
 * spaces of its figure add 1 to their attack dice and 1 to their defense dice.
 * Rulebook: heroscape-master-game-guide — "Special Powers" ("Clear Sight Spaces"; "Attack dice and
 * defense dice": a card's number of dice), "ATTACKING" ("Special attacks can never be modified by …
 * other special powers"); the power's text is on the card.
 *
 * How: the `leapLevels` query Stealth Leap asks (abilities/stealth-leap.ts), and the `attackDice`
 * (normal attacks) and `defenseDice` (any attack: it changes the defense roll) queries. Our readings:
 * a Monk is a card of class Monk or Monks; the player's own figures, not a teammate's ("you
 * control"); the power works while its figure is on the battlefield; the figure itself is not one
 * of the Monks "within 2 clear sight spaces of" it (as the other auras counted from their figure).
 */
import type { EffectInstance } from '../../../core/index.js';
import { boardOf, cardOf, figureById, figuresOfCard, livingPlaced, placedOf, type FigureState, type HsState } from '../battle/state.js';
import { clearSight, indexFigures } from '../sight.js';
import { cardParam, type Ability } from './ability.js';

const NAME = "Master's Influence";
export const MASTERS_INFLUENCE_LEVELS = 13;
export const MASTERS_INFLUENCE_SPACES = 2;

/** Whether `f` is a Monk its player controls, the effect's card having a figure on the battlefield. */
function monkOfPlayer(s: HsState, effect: EffectInstance, f: FigureState): boolean {
  const card = cardParam(effect);
  const c = s.cards[card];
  if (!c || f.owner !== c.owner || f.destroyed || f.head < 0) return false;
  const cls = cardOf(s, f).card.class.trim().toLowerCase();
  return (cls === 'monk' || cls === 'monks') && figuresOfCard(s, card).length > 0;
}

/** Whether the Monk `f`, not of the effect's card, is within 2 clear sight spaces of the card's figure. */
function influenced(s: HsState, effect: EffectInstance, f: FigureState): boolean {
  const card = cardParam(effect);
  if (f.card === card || !monkOfPlayer(s, effect, f)) return false;
  const board = boardOf(s);
  const index = indexFigures(board, livingPlaced(s));
  return figuresOfCard(s, card).some((m) => clearSight(board, index, placedOf(s, m), placedOf(s, f), MASTERS_INFLUENCE_SPACES, { leanOver: true }).clear);
}

export const mastersInfluence: Ability = {
  name: NAME,
  text: `Monk squad figures you control may leap ${MASTERS_INFLUENCE_LEVELS} more levels up or down with Stealth Leap. Monks you control within ${MASTERS_INFLUENCE_SPACES} clear sight spaces of this figure (not this figure) roll 1 more attack die when attacking normally and 1 more defense die.`,
  handler: {
    queries: {
      leapLevels: {
        tier: 0,
        modify(levels, args, s, effect) {
          const f = figureById(s, args.figure);
          return cardOf(s, f).card.kind === 'squad' && monkOfPlayer(s, effect, f) ? levels + MASTERS_INFLUENCE_LEVELS : levels;
        },
      },
      attackDice: {
        tier: 0,
        modify: (dice, args, s, effect) => (influenced(s, effect, figureById(s, args.attacker)) ? dice + 1 : dice),
      },
      defenseDice: {
        tier: 0,
        modify: (dice, args, s, effect) => (influenced(s, effect, figureById(s, args.defender)) ? dice + 1 : dice),
      },
    },
  },
};
