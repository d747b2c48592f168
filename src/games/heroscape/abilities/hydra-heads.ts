/**
 * Hydra Heads (Fen Hydra): the card's figure may attack up to 4 times in its turn, 1 time fewer for
 * each wound marker on its card.
 * Rulebook: heroscape-master-game-guide — "ATTACKING" ("Some figures have special powers that allow
 * them to attack more than once"); the power's text is on the printed card (the units file's is
 * empty: pool/sets/data-errors.ts).
 *
 * How: the `attacksPerTurn` query gives the card's figure 4 less its wounds, never fewer than the
 * one attack every figure has. Our reading: the wounds are counted when each attack is offered, so a
 * wound received during the turn (a Counter Strike's) takes an attack away at once; the same figure
 * may be attacked again, as the text does not forbid it.
 */
import { figureById } from '../battle/state.js';
import type { Ability } from './ability.js';
import { ofEffectCard } from './near.js';

export const HYDRA_HEADS = 4;

export const hydraHeads: Ability = {
  name: 'Hydra Heads',
  text: `This card's figure may attack up to ${HYDRA_HEADS} times in its turn, 1 fewer for each wound marker on this card.`,
  handler: {
    queries: {
      attacksPerTurn: {
        tier: 0,
        modify: (n, args, s, effect) => (ofEffectCard(s, effect, args.figure) ? n + Math.max(0, HYDRA_HEADS - 1 - figureById(s, args.figure).wounds) : n),
      },
    },
  },
};
