/**
 * Shadow Ambush (Mika Connour): a figure of the card that starts its turn unengaged on a shadow space
 * rolls 3 more attack dice in its normal attacks that turn. Where and how its turn started is noted
 * on the card when its order marker is revealed (turn-start-move.ts `notedAtTurnStart`, cleared at
 * the end of the turn), as Shadow Dance notes it.
 * Rulebook: heroscape-master-game-guide — "ATTACKING", "Shadow" terrain, "ENGAGEMENT AND ADJACENCY
 * RULES", "Special Powers" ("Special attacks can never be modified": "add 3 to her attack" is the
 * normal attack's Attack, so the `attackDice` query, which special attacks never ask); the power's
 * text is on the card.
 */
import { terrainOf } from '../board.js';
import { engagedWith } from '../engagement.js';
import { boardOf, figuresOfCard, livingPlaced, placedOf, type FigureState, type HsState } from '../battle/state.js';
import { cardParam, type Ability } from './ability.js';
import { ofEffectCard } from './near.js';
import { notedAtTurnStart } from './turn-start-move.js';

export const SHADOW_AMBUSH_ADDS = 3;
const TOKEN = 'shadow-ambush:';

const unengagedOnShadow = (s: HsState, f: FigureState): boolean =>
  f.head >= 0 && terrainOf(boardOf(s), f.head) === 'shadow' && engagedWith(boardOf(s), placedOf(s, f), livingPlaced(s)).length === 0;

export const shadowAmbush: Ability = {
  name: 'Shadow Ambush',
  text: `If this card's figure starts its turn unengaged on a shadow space, its normal attacks that turn roll ${SHADOW_AMBUSH_ADDS} more attack dice.`,
  handler: {
    on: notedAtTurnStart(TOKEN, (s, card) => figuresOfCard(s, card).flatMap((f) => (unengagedOnShadow(s, f) ? [f.id] : []))),
    queries: {
      attackDice: {
        tier: 0,
        modify(n, args, s, effect) {
          if (args.door !== undefined || !ofEffectCard(s, effect, args.attacker)) return n;
          return s.cards[cardParam(effect)]?.tokens.includes(TOKEN + args.attacker) ? n + SHADOW_AMBUSH_ADDS : n;
        },
      },
    },
  },
};
