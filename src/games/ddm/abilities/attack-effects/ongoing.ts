// Attack effect "ongoing": ongoing N damage of a type, save ends (ddm-battle-rules-2011, "ONGOING
// DAMAGE"; immunity and resistance that would stop all of it stop the condition, rules/damage.ts).
import { ongoingEffectSchema } from '../../cards/schema.js';
import { addCond, defencesOf } from '../../rules/common.js';
import { canGainOngoing } from '../../rules/damage.js';
import { powerAnswers } from '../queries.js';
import { durationText } from '../durations/index.js';
import type { AttackEffectModule } from './module.js';

export const ongoing: AttackEffectModule<'ongoing'> = {
  kind: 'ongoing',
  section: 'ddm-battle-rules-2011, "ONGOING DAMAGE"',
  schema: ongoingEffectSchema,
  text: (e) =>
    `ongoing ${e.amount} ${e.type === 'untyped' ? '' : e.type + ' '}damage (${e.fear ? 'Fear, ' : ''}${durationText('save-ends')}${e.together ? ' both' : ''})`,
  apply({ ctx, attacker, target, attack }, e) {
    const s = ctx.state;
    if (!canGainOngoing(e.amount, e.type, defencesOf(s, target))) return;
    // Immune Fear: a Fear effect does not affect it (abilities/continuous/immune-fear.ts).
    if (e.fear && powerAnswers(s, target).immuneFear)
      return void ctx.emit('condition-immune', { creature: target.id, label: target.label, condition: `ongoing ${e.amount} ${e.type}` });
    addCond(s, target, {
      kind: 'ongoing',
      name: attack.name,
      amount: e.amount,
      dtype: e.type,
      defense: 'all',
      duration: 'save-ends',
      source: attacker.id,
      sourcePlayer: attacker.owner,
      ...(e.together ? { together: e.together } : {}),
    });
    ctx.emit('condition', { creature: target.id, label: target.label, condition: `ongoing ${e.amount} ${e.type}`, duration: 'save-ends' });
  },
};
