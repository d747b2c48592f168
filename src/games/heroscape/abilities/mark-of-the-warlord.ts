/**
 * Mark of the Warlord (Grok Riders): a figure of the card adds 2 attack dice when it attacks a
 * figure adjacent to any figure of the kind its binding names (Marro Warlords: `species`, `class`,
 * matched as Bonding matches them), whoever controls that figure.
 * Rulebook: heroscape-master-game-guide — "ATTACKING" (attack dice; asked for normal attacks only —
 * special attacks are never modified), "ENGAGEMENT AND ADJACENCY RULES", "Special Powers" ("Special
 * Power References on Army Cards"); the power's text is on the card.
 */
import { cardOf, figureById, living } from '../battle/state.js';
import type { PowerParams } from '../pool/types.js';
import type { Ability } from './ability.js';
import { bondsWith } from './bonding.js';
import { adjacent, ofEffectCard } from './near.js';

const ADD = 2;

export const markOfTheWarlord: Ability = {
  name: 'Mark of the Warlord',
  text: `Attacking a figure adjacent to a figure of the kind the card names, this card's figures add ${ADD} attack dice.`,
  describe: (params) =>
    `Attacking a figure adjacent to any ${[params['species'], params['class']].filter((w) => typeof w === 'string').join(' ')}, this card's figures add ${ADD} attack dice.`,
  handler: {
    queries: {
      attackDice: {
        tier: 0,
        modify(n, args, s, effect) {
          if (args.door !== undefined || !ofEffectCard(s, effect, args.attacker)) return n;
          const target = figureById(s, args.defender);
          const marked = living(s).some((w) => w.id !== target.id && bondsWith(effect.params as PowerParams, cardOf(s, w).card) && adjacent(s, w, target));
          return marked ? n + ADD : n;
        },
      },
    },
  },
};
