// The shape of a "(Aura N) Enemies in aura cannot …" power — ddm-battle-rules-2011, "Continuous
// Powers", Aura (its creature's enemies within N squares, counted distance; off while the creature is
// inactive, `powers/effects.ts`): a yes/no query about one creature answered "no" for the aura's
// enemies in range. The auras that forbid shifting, opportunity attacks and immediate actions share it.
import type { EffectInstance } from '../../../../core/index.js';
import { dist, geo } from '../../geo.js';
import { enemies } from '../../rules/common.js';
import type { DdmState } from '../../state.js';
import { num, src } from './module.js';

/** Whether `creature` is an enemy of the aura's creature, both on the map, within the aura's `radius`. */
export function enemyInAura(s: DdmState, e: EffectInstance, creature: number): boolean {
  const me = s.creatures[src(e)];
  const o = s.creatures[creature];
  if (!me || !o || !me.pos || !o.pos || me.id === o.id || !enemies(s, me, o)) return false;
  return dist(geo(s), me, o) <= num(e, 'radius');
}

/** A query modifier for such an aura: "no" for its enemies in range, the answer unchanged otherwise. */
export const deniedInAura = (v: boolean, a: { readonly creature: number }, s: DdmState, e: EffectInstance): boolean => v && !enemyInAura(s, e, a.creature);
