/**
 * Gladiator Inspiration (Spartacus): when all of its player's order markers this round lie on
 * Gladiator cards and at least one on this card, every other Gladiator that player controls is
 * inspired for the round: 1 more Move, 1 more attack die and 1 more defense die.
 * Rulebook: heroscape-master-game-guide — "1. PLACE ORDER MARKERS", "ATTACKING" (attack dice asked
 * for normal attacks only: special attacks are never modified), "Special Powers"; the power's text
 * is on the card. Where the markers lie: gladiator-markers.ts.
 * Our readings: the inspiration is decided by where the markers were placed, so it lasts the round
 * even if this card's figure is destroyed later in it ("for the rest of the round"); "you control" is
 * the player's own Gladiators, not a teammate's; the defense die counts against every attack.
 */
import type { EffectInstance } from '../../../core/index.js';
import { cardOf, figureById, type HsState } from '../battle/state.js';
import { cardParam, type Ability } from './ability.js';
import { allOnGladiators, isGladiator, markersOn } from './gladiator-markers.js';

/** Whether `figure` is inspired by the effect's card this round. */
function inspired(s: HsState, effect: EffectInstance, figure: string): boolean {
  const card = cardParam(effect);
  const f = figureById(s, figure);
  const owner = s.cards[card]?.owner;
  if (f.card === card || f.owner !== owner || !isGladiator(cardOf(s, f).card.class)) return false;
  return markersOn(s, card) > 0 && allOnGladiators(s, owner);
}

export const gladiatorInspiration: Ability = {
  name: 'Gladiator Inspiration',
  text: 'If all your order markers this round are on Gladiator cards and at least one is on this card, your other Gladiators have 1 more Move and roll 1 more attack die and 1 more defense die for the round.',
  handler: {
    queries: {
      moveNumber: { tier: 0, modify: (n, args, s, effect) => (inspired(s, effect, args.figure) ? n + 1 : n) },
      attackDice: { tier: 0, modify: (n, args, s, effect) => (inspired(s, effect, args.attacker) ? n + 1 : n) },
      defenseDice: { tier: 0, modify: (n, args, s, effect) => (inspired(s, effect, args.defender) ? n + 1 : n) },
    },
  },
};
