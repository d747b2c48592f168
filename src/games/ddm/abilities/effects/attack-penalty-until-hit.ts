// Effect "attack-penalty-until-hit": "that enemy has -N Attack until after it hits with an attack"
// (ddm-battle-rules-2011, "Bonuses and Penalties"; the penalty is a condition named after the power,
// so two uses of the same power count once, and it ends when that creature hits).
import { addCond } from '../../rules/common.js';
import type { PowerEffectModule } from '../language.js';

export const attackPenaltyUntilHit: PowerEffectModule<'attack-penalty-until-hit'> = {
  kind: 'attack-penalty-until-hit',
  text: (e) => `that enemy has -${e.amount} Attack until after it hits with an attack`,
  resolve({ ctx, subject, other }, e, use) {
    if (!other) return;
    addCond(ctx.state, other, {
      kind: 'attack-penalty',
      name: use.name,
      amount: e.amount,
      dtype: 'untyped',
      defense: 'all',
      duration: 'until-hit',
      source: subject.id,
      sourcePlayer: subject.owner,
    });
  },
};
