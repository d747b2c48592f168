/**
 * The leaving-engagement attack, as a response in the reaction window the mover's step opens.
 * Rulebook: heroscape-master-game-guide — "ENGAGEMENT AND ADJACENCY RULES" → "Leaving an
 * engagement" (each engaged enemy figure may roll 1 attack die; no defense; a skull is 1 wound; the
 * mover is still on the adjacent space during the attack and moves on only if it survives; the
 * opponent may choose not to attack) and "Multiple engagements" (one die for each figure left; "for
 * each skull rolled, your figure takes 1 wound"). A power may add dice (the `leavingAttackDice`
 * query: A Coward's Reward); each skull is a wound.
 *
 * It is a rule, not a card power, so every player has one effect in play from the start
 * (`ruleEffects`); cards that change it (e.g. a power that cannot be attacked when leaving) listen
 * for LeaveEngagement like any other ability.
 */
import type { EffectHandler, EffectInstance } from '../../../core/index.js';
import { rollCombatDice, skullsIn } from './dice.js';
import type { HsCtx, HsEvents, HsQueries } from './events.js';
import { figureById, figureName, type HsState } from './state.js';
import { woundFigure } from './wounds.js';

export const LEAVING_ENGAGEMENT_ATTACK = 'leaving-engagement-attack';
/** The cause its wounds carry (the Wounded event's), so a power can tell them from other wounds its figure gives. */
export const LEAVING_ENGAGEMENT_CAUSE = 'leaving-engagement attack';

export const leavingEngagementAttack: EffectHandler<HsState, HsQueries, HsCtx, HsEvents> = {
  reactions: {
    LeaveEngagement: {
      offers(ctx, effect, payload, player) {
        if (player !== effect.owner) return [];
        const s = ctx.state;
        const mover = figureById(s, payload.mover);
        if (mover.destroyed) return [];
        return payload.attackers
          .filter((id) => !payload.rolled.includes(id))
          .map((id) => figureById(s, id))
          .filter((f) => f.owner === player && !f.destroyed)
          .map((f) => {
            const dice = ctx.query('leavingAttackDice', 1, { attacker: f.id, mover: mover.id });
            return { id: f.id, label: `${figureName(s, f)} attacks ${figureName(s, mover)} as it leaves (${dice} attack ${dice === 1 ? 'die' : 'dice'})` };
          });
      },
      resolve(ctx, _effect, payload, optionId) {
        const dice = ctx.query('leavingAttackDice', 1, { attacker: optionId, mover: payload.mover });
        const faces = rollCombatDice(ctx, dice);
        const skulls = skullsIn(faces);
        // One die (the rule) is told as its face; more, as every face too.
        ctx.emit('LeavingEngagementAttack', { attacker: optionId, mover: payload.mover, face: faces[0] ?? 'blank', ...(dice === 1 ? {} : { faces }) });
        if (skulls > 0) woundFigure(ctx, payload.mover, skulls, LEAVING_ENGAGEMENT_CAUSE, optionId);
        return { ...payload, rolled: [...payload.rolled, optionId], skulls: payload.skulls + skulls };
      },
    },
  },
};

/** The rule effects every player has in play from the start (one per player: they must not merge). */
export function ruleEffects(players: number): EffectInstance[] {
  return Array.from({ length: players }, (_, p) => ({
    id: -1 - p,
    name: `${LEAVING_ENGAGEMENT_ATTACK}:${p + 1}`,
    handler: LEAVING_ENGAGEMENT_ATTACK,
    owner: p,
    params: {},
  }));
}
