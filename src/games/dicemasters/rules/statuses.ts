// Implements: dice-masters-battle-for-faerun — "FUNDAMENTAL RULES" ("can't" beats "can"), "GAME STATES"
// (effects end at the end of the turn), "PREVENTING AND REDIRECTING" (take no damage; the standing
// prevention of rules/prevent.ts).
// Lasting card effects are core EffectInstances (state.core.effects) read through queries, so the
// precedence of restrictive effects over permissive ones is the core's tier order.
import { runQuery, Tier, type EffectTable } from '../../../core/index.js';
import type { DieState, DmState } from '../types.js';
import { isNpc } from './dice.js';
import { namedAs } from './copy.js';
import type { DmCtx, DmEvents, DmQueries } from './context.js';
import { PREVENT_NEXT, PREVENT_NEXT_HANDLER } from './prevent.js';

export type { DmCtx, DmQueries };

const dieOf = (s: DmState, id: number): DieState => s.dice[id] as DieState;

/** Every effect here lasts until the end of the turn (GAME STATES). */
export const STATUS_HANDLERS: EffectTable<DmState, DmQueries, DmCtx, DmEvents> = {
  // abilities/on-action-cant-block.ts; "can't block" is a restriction and wins over any "can".
  'cant-block': {
    queries: { canBlock: { tier: Tier.RESTRICTIVE_CARD, modify: (v, a, _s, e) => (a.die === e.params.die ? false : v) } },
  },
  // `level1-cant-attack-or-block`: the level 1 characters in the field when it resolves can't attack or
  // block this turn. Effects act on dice in the field (FUNDAMENTAL RULES), which is why, in the EXAMPLE
  // OF PLAY, the NPC Eric fields after his action resolved may still attack.
  'cant-attack-or-block': {
    queries: {
      canBlock: { tier: Tier.RESTRICTIVE_CARD, modify: (v, a, _s, e) => (a.die === e.params.die ? false : v) },
      canAttack: { tier: Tier.RESTRICTIVE_CARD, modify: (v, a, _s, e) => (a.die === e.params.die ? false : v) },
    },
  },
  // `unblockable`.
  unblockable: {
    queries: { canBeBlocked: { tier: Tier.RESTRICTIVE_CARD, modify: (v, a, _s, e) => (a.die === e.params.die ? false : v) } },
  },
  // PREVENTING AND REDIRECTING: a standing prevention (rules/prevent.ts: it cancels an announced ability use).
  [PREVENT_NEXT]: PREVENT_NEXT_HANDLER,
  // `protect-own-kind-and-npcs`: the owner's dice of the source card's title and NPCs take no damage.
  'no-damage-paladins-npcs': {
    queries: {
      takesDamage: {
        tier: Tier.RESTRICTIVE_CARD,
        modify: (v, a, s, e) => {
          const d = dieOf(s, a.die);
          if (d.owner !== e.owner) return v;
          // Text naming a character applies to a die copying it too (CAPTURING, CONTROLLING, AND COPYING).
          return isNpc(s, d) || namedAs(s, d, String(e.params.title)) ? false : v;
        },
      },
    },
  },
};

/** Queries without a Ctx (option enumeration, observation): the same fold the engine runs. */
export function ask<K extends keyof DmQueries & string>(s: DmState, name: K, base: DmQueries[K]['value'], args: DmQueries[K]['args']): DmQueries[K]['value'] {
  if (s.core.effects.length === 0) return base;
  return runQuery<DmState, DmQueries, K, DmCtx>(s, name, base, args, s.core.effects, STATUS_HANDLERS);
}

export function addStatus(ctx: DmCtx, handler: string, owner: number, params: Record<string, number | string>): void {
  // Each instance is its own effect (several dice may each be unblockable), so names are unique.
  ctx.addEffect({ name: `${handler}#${ctx.state.core.nextEffectId}`, handler, owner, params, duration: 'end-of-turn' });
}
