// Attack effect "condition": the target gains a condition for a duration (ddm-battle-rules-2011,
// "Conditions": Duration, the default being the end of the affected creature's next turn).
import { conditionEffectSchema } from '../../cards/schema.js';
import { addCond } from '../../rules/common.js';
import { durationText } from '../durations/index.js';
import type { AttackEffectModule } from './module.js';

export const condition: AttackEffectModule<'condition'> = {
  kind: 'condition',
  section: 'ddm-battle-rules-2011, "Conditions"',
  schema: conditionEffectSchema,
  text: (e) => `${e.condition}${e.duration === 'end-of-next-turn' ? '' : ` (${durationText(e.duration)})`}`,
  apply({ ctx, attacker, target, attack }, e) {
    addCond(ctx.state, target, {
      kind: e.condition,
      name: `${attack.name}`,
      amount: 0,
      dtype: 'untyped',
      defense: 'all',
      duration: e.duration,
      source: attacker.id,
      sourcePlayer: attacker.owner,
    });
    ctx.emit('condition', { creature: target.id, label: target.label, condition: e.condition, duration: e.duration });
  },
};
