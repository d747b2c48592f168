// Effect "damage-other": the other creature of the trigger ("that enemy") takes N damage of a type, with
// no attack roll (Fire Aura: "Whenever an enemy begins its turn adjacent to this creature, that enemy
// takes 5 fire Damage") — ddm-battle-rules-2011, "Damage" (damage that is not from an attack: Immune,
// Resist and Vulnerable apply, Weakened and Insubstantial concern attacks only, as for ongoing
// damage), "TYPE Healing" (rules/type-healing.ts). This creature is credited with it ("Destroyed by").
import { computeDamage } from '../../rules/damage.js';
import { defencesOf, onMap } from '../../rules/common.js';
import { takeDamage } from '../../rules/hit-points.js';
import { typeHealing } from '../../rules/type-healing.js';
import type { PowerEffectModule } from '../language.js';

export const damageOther: PowerEffectModule<'damage-other'> = {
  kind: 'damage-other',
  text: (e) => `that creature takes ${e.amount} ${e.type === 'untyped' ? '' : `${e.type} `}damage`,
  possible: ({ other }) => !!other && onMap(other),
  resolve({ ctx, subject, other }, e, use) {
    if (!other || !onMap(other)) return;
    const part = { amount: e.amount, type: e.type };
    const dmg = computeDamage({ base: [part], critical: false, bonus: 0, weakened: false, fromAttack: false, target: defencesOf(ctx.state, other) });
    takeDamage(ctx, other, dmg.total, subject.id, use.name);
    typeHealing(ctx, other, [part]);
  },
};
