/**
 * Powers that add to the Range of the card's figures for their normal attacks (the `attackRange`
 * query): Lava Throw (Obsidian Guards: +2 while the figure is on a molten lava space).
 * Our readings: "may add" is always taken (a longer Range only adds targets; the figure still
 * chooses whom it attacks); a double-space figure is on a terrain when either of its spaces is.
 * Special attacks have their own Range, never modified ("Special Attacks").
 * Rulebook: heroscape-master-game-guide — "Action 3. Attack with Figure(s) shown on the Army Card"
 * (Range), "Molten Lava", "Special Powers"; the powers' texts are on the cards.
 */
import { figureById } from '../battle/state.js';
import type { Ability } from './ability.js';
import { ofEffectCard } from './near.js';
import { on } from './terrain-powers.js';

const LAVA_THROW_ADDS = 2;

export const lavaThrow: Ability = {
  name: 'Lava Throw',
  text: `While this card's figure is on a molten lava space, add ${LAVA_THROW_ADDS} to its Range.`,
  handler: {
    queries: {
      attackRange: {
        tier: 0,
        modify: (range, args, s, effect) =>
          ofEffectCard(s, effect, args.figure) && on(s, figureById(s, args.figure), 'molten-lava') ? range + LAVA_THROW_ADDS : range,
      },
    },
  },
};
