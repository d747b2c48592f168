// Implements ddm-battle-rules-2011, "CORE RULES AND EXCEPTIONS" levels 1, 3 and 4 as card powers, and
// "Continuous Powers", Aura (an aura does nothing while its creature is inactive: powers/effects.ts
// activeEffects drops effects marked `aura`). Each handler sits at its level's core Tier, so the query
// fold applies: permissive card (+Speed) < restrictive rule (Immobilized, Slowed) < card that breaks a
// rule ("can move N squares while Immobilized") < restrictive card ("cannot shift", also as an aura).
import { Tier, type EffectHandler, type EffectInstance } from '../../../core/index.js';
import { dist, geo } from '../geo.js';
import { enemies } from '../rules/common.js';
import { has } from '../rules/conditions.js';
import type { CreatureState, DdmState } from '../state.js';
import type { DdmCtx, DdmQueries } from '../ctx.js';
import { powersOf } from './item-powers.js';

const num = (e: EffectInstance, k: string): number => (typeof e.params[k] === 'number' ? (e.params[k] as number) : 0);
const src = (e: EffectInstance): number => num(e, 'creature');

/** A rider's speed 0 ("MOUNT") is another rule; breaking Immobilized does not lift it. */
function riding(s: DdmState, id: number): boolean {
  return s.core.effects.some((x) => x.handler === 'mounted' && x.params['creature'] === id);
}

/** How far "can move N squares while Immobilized" lets this creature move while Immobilized (0: not at all). */
function movesWhileImmobilized(s: DdmState, c: CreatureState): number {
  let n = 0;
  for (const p of powersOf(s, c)) if (p.kind === 'continuous' && p.effect.kind === 'move-while-immobilized') n = Math.max(n, p.effect.squares);
  return n;
}

/** Movement stops for Immobilized ("IMMOBILIZED") unless a level-3 power lets it move `squaresMoved` + 1 squares. */
export function immobilizedStops(s: DdmState, c: CreatureState, squaresMoved: number): boolean {
  if (!has(c, 'Immobilized')) return false;
  return squaresMoved >= movesWhileImmobilized(s, c);
}

export const EXCEPTION_EFFECTS: Record<string, EffectHandler<DdmState, DdmQueries, DdmCtx>> = {
  // Level 1: a permissive card rule. The restrictive rules (Slowed, Immobilized) fold after it.
  'speed-bonus': {
    queries: { speed: { tier: Tier.PERMISSIVE_CARD, modify: (v, a, _s, e) => (a.creature === src(e) ? v + num(e, 'amount') : v) } },
  },
  // Level 3: the card names the rule it breaks (Immobilized), so it folds after the rules.
  'move-while-immobilized': {
    queries: {
      speed: {
        tier: Tier.CARD_BREAKS_RULE,
        modify: (v, a, s, e) => {
          const c = s.creatures[a.creature];
          if (a.creature !== src(e) || !c || !has(c, 'Immobilized') || riding(s, c.id)) return v;
          // Slowed still caps the speed at 2: only the Immobilized rule is broken.
          return Math.max(v, has(c, 'Slowed') ? Math.min(2, num(e, 'squares')) : num(e, 'squares'));
        },
      },
      canShift: {
        tier: Tier.CARD_BREAKS_RULE,
        modify: (v, a, s, e) => {
          const c = s.creatures[a.creature];
          return a.creature === src(e) && !!c && has(c, 'Immobilized') && !riding(s, c.id) ? true : v;
        },
      },
    },
  },
  // Level 4: restrictive card text has the last word.
  'cannot-shift': {
    queries: { canShift: { tier: Tier.RESTRICTIVE_CARD, modify: (v, a, _s, e) => (a.creature === src(e) ? false : v) } },
  },
  'aura-enemies-cannot-shift': {
    queries: {
      canShift: {
        tier: Tier.RESTRICTIVE_CARD,
        modify: (v, a, s, e) => {
          if (!v) return v;
          const me = s.creatures[src(e)];
          const o = s.creatures[a.creature];
          if (!me || !o || !me.pos || !o.pos || me.id === o.id || !enemies(s, me, o)) return v;
          return dist(geo(s), me, o) > num(e, 'radius');
        },
      },
    },
  },
};
