/**
 * Concentrated Will (Shiori): while only one unrevealed order marker lies on the card, its figure adds 1
 * to its Attack and its Defense.
 * Rulebook: heroscape-master-game-guide — "ORDER MARKERS" (markers lie face down on the cards until
 * revealed; the X is never revealed, so it stays an unrevealed marker all round), "ATTACKING" (the
 * Attack number is the attack dice of a normal attack; the Defense number the defense dice of every
 * defense roll), "Special Powers" ("Special attacks can never be modified": a special attack's own
 * dice are not the Attack number). The power's text is on the card.
 *
 * Our readings: the condition is looked at when the dice are counted, so in the card's own turn the
 * marker just revealed no longer counts (a card holding the revealed 1 and the X has one unrevealed
 * marker left; a card whose only marker was the 1 has none). The added Attack holds against the
 * Fortress Door too (its Attack number, not a die "against a figure").
 */
import { figureById, type HsState } from '../battle/state.js';
import type { EffectInstance } from '../../../core/index.js';
import { cardParam, type Ability } from './ability.js';

/** Whether the figure belongs to the effect's card and the card holds exactly one face-down marker. */
function concentrated(s: HsState, effect: EffectInstance, figure: string): boolean {
  const card = cardParam(effect);
  return figureById(s, figure).card === card && s.cards[card]!.markers.length === 1;
}

export const concentratedWill: Ability = {
  name: 'Concentrated Will',
  text: 'While exactly one unrevealed order marker lies on this card, its figure rolls 1 more attack die in normal attacks and 1 more defense die.',
  handler: {
    queries: {
      attackDice: {
        tier: 0,
        modify: (dice, args, s, effect) => (concentrated(s, effect, args.attacker) ? dice + 1 : dice),
      },
      defenseDice: {
        tier: 0,
        modify: (dice, args, s, effect) => (concentrated(s, effect, args.defender) ? dice + 1 : dice),
      },
    },
  },
};
