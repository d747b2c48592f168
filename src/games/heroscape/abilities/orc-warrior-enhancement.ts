/**
 * Orc Warrior Enhancement (Rise of the Valkyrie: Grimnak): friendly Orc Warriors (species Orc, class
 * Warriors) adjacent to a figure of the card roll 1 more attack die (normal attacks) and 1 more
 * defense die.
 * Rulebook: heroscape-master-game-guide — "Special Powers" ("Special Power References on Army
 * Cards"); the power's text is on the card.
 */
import type { EffectInstance } from '../../../core/index.js';
import { cardOf, figureById, type HsState } from '../battle/state.js';
import type { Ability } from './ability.js';
import { nextToCard } from './near.js';

function orcWarriorNear(s: HsState, effect: EffectInstance, figure: string): boolean {
  const f = figureById(s, figure);
  const c = cardOf(s, f).card;
  return c.species.toLowerCase() === 'orc' && c.class.toLowerCase() === 'warriors' && nextToCard(s, effect, f);
}

export const orcWarriorEnhancement: Ability = {
  name: 'Orc Warrior Enhancement',
  text: 'Friendly Orc Warriors adjacent to this figure roll 1 more attack die and 1 more defense die.',
  handler: {
    queries: {
      attackDice: { tier: 0, modify: (dice, args, s, effect) => (orcWarriorNear(s, effect, args.attacker) ? dice + 1 : dice) },
      defenseDice: { tier: 0, modify: (dice, args, s, effect) => (orcWarriorNear(s, effect, args.defender) ? dice + 1 : dice) },
    },
  },
};
