// Attack effect "damage-adjacent-to-target": "AND each enemy and ally adjacent to target takes N TYPE
// damage" — after the hit's base damage and its earlier effects (ddm-battle-rules-2011, "Applying
// Damage", Additional Effects, in printed order), every creature adjacent to the target, except the
// attacker (neither its own enemy nor its ally), takes N damage of the type with no attack roll
// ("Damage": Immune, Resist and Vulnerable apply; printed "each creature adjacent to target"
// (`includesAttacker`), the attacker too when it is beside the target; Weakened and Insubstantial concern an attack's
// damage to its target only; "TYPE Healing"), credited to the attacker ("Destroyed by"). One after
// another in creature order (our reading: the card names no order). The target itself takes only the
// hit. When the hit has destroyed the target, nothing is measured from it: skipped, as every effect
// of a gone target (abilities/attack-effects/index.ts; listed in the ledger as not done).
import { damageAdjacentToTargetEffectSchema } from '../../cards/schema.js';
import { geo, isAdjacent } from '../../geo.js';
import { computeDamage } from '../../rules/damage.js';
import { defencesOf, onMap } from '../../rules/common.js';
import { takeDamage } from '../../rules/hit-points.js';
import { typeHealing } from '../../rules/type-healing.js';
import type { AttackEffectModule } from './module.js';

export const damageAdjacentToTarget: AttackEffectModule<'damage-adjacent-to-target'> = {
  kind: 'damage-adjacent-to-target',
  section: 'ddm-battle-rules-2011, "Applying Damage", Additional Effects; "Damage"',
  schema: damageAdjacentToTargetEffectSchema,
  text: (e) =>
    `each ${e.includesAttacker ? 'creature' : 'enemy and ally'} adjacent to the target takes ${e.amount} ${e.type === 'untyped' ? '' : `${e.type} `}damage`,
  apply({ ctx, attacker, target, attack }, e) {
    const g = geo(ctx.state);
    const part = { amount: e.amount, type: e.type };
    const beside = ctx.state.creatures.filter(
      (c) => c.id !== target.id && (e.includesAttacker || c.id !== attacker.id) && onMap(c) && c.hp > 0 && isAdjacent(g, target, c),
    );
    for (const c of beside) {
      const dmg = computeDamage({ base: [part], critical: false, bonus: 0, weakened: false, fromAttack: false, target: defencesOf(ctx.state, c) });
      takeDamage(ctx, c, dmg.total, attacker.id, attack.name);
      typeHealing(ctx, c, [part]);
    }
  },
};
