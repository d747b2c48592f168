// Effect "damage-adjacent": each creature adjacent to this creature, enemy or ally, takes N damage of a
// type with no attack roll (Last Laugh: "Use when this creature is destroyed: Each adjacent creature
// takes 10 damage"; Death Burst: "Each adjacent enemy and ally takes 10 fire damage when this creature
// is destroyed") — ddm-battle-rules-2011, "Damage" (not from an attack: Immune, Resist and Vulnerable
// apply, Weakened and Insubstantial do not), "TYPE Healing". Used on destruction, this creature is
// still in play (trigger self-destroyed), so "adjacent" is measured from its space; this creature is
// credited with the damage ("Destroyed by"). The creatures take it one after another in creature
// order (our reading: the power names no order, and each one's Bloodied/Damage powers answer in turn).
import { geo, isAdjacent } from '../../geo.js';
import { computeDamage } from '../../rules/damage.js';
import { defencesOf, onMap } from '../../rules/common.js';
import { takeDamage } from '../../rules/hit-points.js';
import { typeHealing } from '../../rules/type-healing.js';
import type { CreatureState } from '../../state.js';
import type { DdmCtx } from '../../ctx.js';
import type { PowerEffectModule } from '../language.js';

function adjacentCreatures(ctx: DdmCtx, subject: CreatureState): CreatureState[] {
  if (!onMap(subject)) return [];
  const g = geo(ctx.state);
  return ctx.state.creatures.filter((c) => c.id !== subject.id && onMap(c) && c.hp > 0 && isAdjacent(g, subject, c));
}

export const damageAdjacent: PowerEffectModule<'damage-adjacent'> = {
  kind: 'damage-adjacent',
  text: (e) => `each adjacent creature takes ${e.amount} ${e.type === 'untyped' ? '' : `${e.type} `}damage`,
  possible: ({ ctx, subject }) => adjacentCreatures(ctx, subject).length > 0,
  resolve({ ctx, subject }, e, use) {
    const part = { amount: e.amount, type: e.type };
    for (const c of adjacentCreatures(ctx, subject)) {
      const dmg = computeDamage({ base: [part], critical: false, bonus: 0, weakened: false, fromAttack: false, target: defencesOf(ctx.state, c) });
      takeDamage(ctx, c, dmg.total, subject.id, use.name);
      typeHealing(ctx, c, [part]);
    }
  },
};
