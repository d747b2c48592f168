/**
 * Combat Challenge (Tandros Kreel): an opponent's figure adjacent to the card's figure that attacks,
 * with a normal or a special attack, must attack the card's figure.
 * Rulebook: heroscape-master-game-guide — "ENGAGEMENT AND ADJACENCY RULES" (adjacent), "Friends and
 * Enemies" (a teammate's figure is no opponent's), "Special Attacks"; the power's text is on the card.
 *
 * How: the target questions — `mayTarget` for a normal attack, `specialMayTarget` for a special
 * attack whose target is chosen among `targetsOf` (battle/attack.ts) — allow such an attacker only
 * the card's figure. Our readings: a special attack that chooses no target but affects the figures
 * around the attacker (Earth Slam) already attacks the card's figure when it is adjacent; an attacker
 * that cannot attack the card's figure (out of its Range or sight) makes no attack at another. Not
 * played: an attack on the Fortress Door by such a figure is not stopped. The figure Revenant's Tome
 * returned is affected by no Army Card power (as for Thorian Speed).
 */
import type { EffectInstance } from '../../../core/index.js';
import { figureById, figuresOfCard, friendly, unaffectedByPowers, type HsState } from '../battle/state.js';
import { cardParam, type Ability } from './ability.js';
import { adjacent } from './near.js';

/** Whether `attacker` may target `defender` under the effect's card's challenge. */
function allows(s: HsState, effect: EffectInstance, attacker: string, defender: string): boolean {
  if (unaffectedByPowers(s, attacker)) return true;
  const a = figureById(s, attacker);
  for (const t of figuresOfCard(s, cardParam(effect))) if (t.id !== defender && !friendly(s, a.owner, t.owner) && adjacent(s, a, t)) return false;
  return true;
}

export const combatChallenge: Ability = {
  name: 'Combat Challenge',
  text: "An opponent's figure adjacent to this figure that attacks, with a normal or special attack, must attack this figure.",
  handler: {
    queries: {
      mayTarget: { tier: 0, modify: (may, args, s, effect) => may && allows(s, effect, args.attacker, args.defender) },
      specialMayTarget: { tier: 0, modify: (may, args, s, effect) => may && allows(s, effect, args.attacker, args.defender) },
    },
  },
};
