// Attack effect "destroy-attacker": "On miss, this creature is destroyed" — the attacking creature is
// destroyed outright, with no damage (ddm-battle-rules-2011, "Hit Points": a destroyed creature is
// removed from play; "Assault", Destroying enemy creatures: the opponent of its owner scores its cost).
// Its hit points drop to 0, its "when this creature is destroyed" powers are used while it is still in
// play (Destroying, as for a creature brought to 0 HP), then it is removed and scored by no creature.
// It acts once the miss's other effects are resolved (printed order).
import { destroyAttackerEffectSchema } from '../../cards/schema.js';
import { answered, occurs } from '../occurs.js';
import { onMap } from '../../rules/common.js';
import { destroy } from '../../rules/hit-points.js';
import { step } from '../../steps.js';
import type { AttackEffectModule } from './module.js';

export const destroyAttacker: AttackEffectModule<'destroy-attacker'> = {
  kind: 'destroy-attacker',
  section: 'ddm-battle-rules-2011, "Hit Points" (destroyed)',
  schema: destroyAttackerEffectSchema,
  text: () => 'this creature is destroyed',
  withoutTarget: () => true,
  apply({ ctx, attacker }) {
    if (!onMap(attacker) || attacker.hp <= 0) return;
    attacker.hp = 0;
    if (answered(ctx.state, 'Destroying', attacker.id))
      return void ctx.push(
        ...occurs(ctx.state, 'Destroying', { creature: attacker.id, by: -1, fromAttack: false }),
        step('destroy', { creature: attacker.id, by: -1, fromAttack: false }),
      );
    destroy(ctx, attacker, -1);
  },
};
