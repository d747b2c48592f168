/**
 * Battle Fury (Mohican River Tribe): while a figure of the card is engaged, it rolls 1 more attack die
 * and 2 more defense dice.
 * Rulebook: heroscape-master-game-guide — "ENGAGEMENT AND ADJACENCY RULES" (engaged: adjacent to an
 * enemy figure, bases not separated by a rise the heights forbid), "ATTACKING" (the attack dice of a
 * normal attack, the defense dice of every defense roll); the power's text is on the card.
 *
 * How: the `attackDice` (normal attacks; the card has no special attack) and `defenseDice` queries of
 * the card's figure, whenever it is engaged at that roll (with any enemy figure, not only the one it
 * attacks or defends against).
 */
import { engagedWith } from '../engagement.js';
import { boardOf, figureById, livingPlaced, placedOf, type HsState } from '../battle/state.js';
import type { Ability } from './ability.js';
import { ofEffectCard } from './near.js';

export const BATTLE_FURY = { attack: 1, defense: 2 } as const;

const engagedNow = (s: HsState, id: string): boolean => {
  const f = figureById(s, id);
  return f.head >= 0 && engagedWith(boardOf(s), placedOf(s, f), livingPlaced(s)).length > 0;
};

export const battleFury: Ability = {
  name: 'Battle Fury',
  text: `While a figure of this card is engaged, it rolls ${BATTLE_FURY.attack} more attack die and ${BATTLE_FURY.defense} more defense dice.`,
  handler: {
    queries: {
      attackDice: {
        tier: 0,
        modify: (n, args, s, effect) => (ofEffectCard(s, effect, args.attacker) && engagedNow(s, args.attacker) ? n + BATTLE_FURY.attack : n),
      },
      defenseDice: {
        tier: 0,
        modify: (n, args, s, effect) => (ofEffectCard(s, effect, args.defender) && engagedNow(s, args.defender) ? n + BATTLE_FURY.defense : n),
      },
    },
  },
};
