/**
 * Frost Rage (Evar Scarcarver): when a numbered order marker on the card is revealed, its player may
 * also reveal an X marker lying on the card; for the rest of the round the card's figure then adds 1
 * to its Attack and 1 to its Defense for each wound marker on the card.
 * Rulebook: heroscape-master-game-guide — "ORDER MARKERS" (the X, a decoy, is never revealed
 * otherwise), "ATTACKING" (the Attack number is the dice of a normal attack, the Defense number those
 * of every defense roll), "WOUND MARKERS AND DICE" (the wound markers lie on the Army Card),
 * "Special Powers" (a special attack's dice are never changed). The power's text is on the card.
 *
 * How: the X's question and the round's token are abilities/reveal-x.ts's (as Crag of Steel's); while
 * the token is on the card, the `attackDice` (normal attacks) and `defenseDice` queries of the card's
 * figure add its wound markers, counted at each roll (a wound taken later in the round adds from then).
 */
import { figureById, type HsState } from '../battle/state.js';
import type { EffectInstance } from '../../../core/index.js';
import type { Ability } from './ability.js';
import { dropXTokenAtRoundEnd, revealXStep, xActive } from './reveal-x.js';

const NAME = 'Frost Rage';

/** The wound markers the figure adds while Frost Rage is active on the effect's card, else 0. */
function rage(s: HsState, effect: EffectInstance, figure: string): number {
  return xActive(s, effect, figure, NAME) ? figureById(s, figure).wounds : 0;
}

export const frostRage: Ability = {
  name: NAME,
  text: 'When a numbered order marker on this card is revealed, you may also reveal an X marker on it: for the rest of the round its figure adds 1 to its Attack and Defense for each wound marker on the card.',
  beforeTurn: true,
  handler: {
    on: { EndOfRound: dropXTokenAtRoundEnd(NAME) },
    queries: {
      attackDice: { tier: 0, modify: (n, args, s, effect) => n + rage(s, effect, args.attacker) },
      defenseDice: { tier: 0, modify: (n, args, s, effect) => n + rage(s, effect, args.defender) },
    },
  },
  step: revealXStep(NAME),
};
