/**
 * The leaving-engagement attack, as a response in the reaction window the mover's step opens.
 * Rulebook: heroscape-master-game-guide — "ENGAGEMENT AND ADJACENCY RULES" → "Leaving an
 * engagement" (each engaged enemy figure may roll 1 attack die; no defense; a skull is 1 wound; the
 * mover is still on the adjacent space during the attack and moves on only if it survives; the
 * opponent may choose not to attack) and "Multiple engagements" (one die for each figure left).
 *
 * It is a rule, not a card power, so every player has one effect in play from the start
 * (`ruleEffects`); cards that change it (e.g. a power that cannot be attacked when leaving) listen
 * for LeaveEngagement like any other ability.
 */
import type { EffectHandler, EffectInstance } from '../../../core/index.js';
import { rollCombatDice } from './dice.js';
import type { HsCtx, HsEvents, HsQueries } from './events.js';
import { figureById, figureName, type HsState } from './state.js';
import { woundFigure } from './wounds.js';

export const LEAVING_ENGAGEMENT_ATTACK = 'leaving-engagement-attack';

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
          .map((f) => ({ id: f.id, label: `${figureName(s, f)} attacks ${figureName(s, mover)} as it leaves (1 attack die)` }));
      },
      resolve(ctx, _effect, payload, optionId) {
        const [face] = rollCombatDice(ctx, 1);
        const skull = face === 'skull';
        ctx.emit('LeavingEngagementAttack', { attacker: optionId, mover: payload.mover, face: face ?? 'blank' });
        if (skull) woundFigure(ctx, payload.mover, 1, 'leaving-engagement attack');
        return { ...payload, rolled: [...payload.rolled, optionId], skulls: payload.skulls + (skull ? 1 : 0) };
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
