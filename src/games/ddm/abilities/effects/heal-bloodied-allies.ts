// Effect "heal-bloodied-allies": each bloodied ally within N squares heals M HP (an action power,
// carried out by the `heal-allies` step in `../heal-bloodied-allies.ts` (the step); ddm-battle-rules-2011
// "Damage and Healing", HEAL).
import { step } from '../../steps.js';
import type { PowerEffectModule } from '../language.js';

export const healBloodiedAllies: PowerEffectModule<'heal-bloodied-allies'> = {
  kind: 'heal-bloodied-allies',
  text: (e) => `each bloodied ally within ${e.within} squares heals ${e.amount} HP`,
  action: {
    possible: () => true,
    start: (_ctx, c, e) => step('heal-allies', { creature: c.id, within: e.within, amount: e.amount }),
  },
};
