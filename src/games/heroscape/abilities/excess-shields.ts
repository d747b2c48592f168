/**
 * Excess shields as unblockable hits on the attacker (as Counter Strike, abilities/counter-strike.ts,
 * without its adjacency): Arcane Riposte (Sharwin Wildborn: against any normal attack), Evil Eye
 * Protection (Torin: when Torin, or a friendly small or medium figure who follows Utgar adjacent to
 * Torin, defends against a normal attack from a non-adjacent attacker), Evil Eye Defense (Gurei-Oni:
 * its own defense against a normal attack from a non-adjacent attacker) and Lumbering Bully (Ogre
 * Pulverizer: the defender's excess shields against the Pulverizer's own attack hit it back).
 * Rulebook: heroscape-master-game-guide — "ATTACKING", "Special Powers"; the powers' texts are on the
 * cards. Our reading: "friendly" includes a teammate's figure ("Friends and Enemies"); "non-adjacent"
 * is to the defending figure.
 */
import type { EffectInstance } from '../../../core/index.js';
import type { HsCtx, HsEvents } from '../battle/events.js';
import { cardOf, figureById, figuresOfCard, friendly, unaffectedByPowers, type HsState } from '../battle/state.js';
import { woundFigure } from '../battle/wounds.js';
import type { Ability } from './ability.js';
import { adjacent, ofEffectCard } from './near.js';
import { cardParam } from './ability.js';

type Applies = (s: HsState, effect: EffectInstance, p: HsEvents['DefenseRolled']) => boolean;

function excessShields(name: string, text: string, applies: Applies): Ability {
  return {
    name,
    text,
    handler: {
      on: {
        DefenseRolled: {
          run(ctx: HsCtx, effect, p) {
            const s = ctx.state;
            if (p.special || p.shields <= p.skulls || unaffectedByPowers(s, p.attacker) || !applies(s, effect, p)) return;
            const wounds = p.shields - p.skulls;
            ctx.emit('PowerUsed', { power: name, figure: p.defender, note: `${wounds} unblockable wound(s) on the attacker` });
            woundFigure(ctx, p.attacker, wounds, name);
          },
        },
      },
    },
  };
}

export const arcaneRiposte = excessShields(
  'Arcane Riposte',
  'Defending against a normal attack, each shield beyond the skulls rolled is an unblockable wound on the attacker.',
  (s, effect, p) => ofEffectCard(s, effect, p.defender),
);

export const evilEyeProtection = excessShields(
  'Evil Eye Protection',
  'When this figure, or a friendly small or medium figure who follows Utgar adjacent to it, defends against a normal attack from a non-adjacent figure, each shield beyond the skulls is an unblockable wound on the attacker.',
  (s, effect, p) => {
    const d = figureById(s, p.defender);
    if (adjacent(s, figureById(s, p.attacker), d)) return false;
    if (ofEffectCard(s, effect, p.defender)) return true;
    const card = cardParam(effect);
    const c = cardOf(s, d).card;
    return (
      friendly(s, d.owner, s.cards[card]!.owner) &&
      (c.size === 'small' || c.size === 'medium') &&
      c.general.toLowerCase() === 'utgar' &&
      figuresOfCard(s, card).some((t) => adjacent(s, t, d))
    );
  },
);

export const evilEyeDefense = excessShields(
  'Evil Eye Defense',
  'Defending against a normal attack from a non-adjacent figure, each shield beyond the skulls is an unblockable wound on the attacker.',
  (s, effect, p) => ofEffectCard(s, effect, p.defender) && !adjacent(s, figureById(s, p.attacker), figureById(s, p.defender)),
);

export const lumberingBully = excessShields(
  'Lumbering Bully',
  'When this figure attacks, each shield the defender rolls beyond the skulls is an unblockable wound on this figure.',
  (s, effect, p) => ofEffectCard(s, effect, p.attacker),
);
