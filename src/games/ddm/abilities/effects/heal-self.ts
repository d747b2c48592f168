// Effect "heal-self": this creature heals N HP (ddm-battle-rules-2011, "Damage and Healing", HEAL:
// up to its maximum; a power that could heal nothing is not offered).
import { heal } from '../../rules/hit-points.js';
import type { PowerEffectModule } from '../language.js';

export const healSelf: PowerEffectModule<'heal-self'> = {
  kind: 'heal-self',
  text: (e) => `this creature heals ${e.amount} HP`,
  possible: ({ subject }) => subject.hp < subject.maxHp,
  resolve: ({ ctx, subject }, e, use) => void heal(ctx, subject, e.amount, use.name),
};
