// Effect "reroll-attack": the attacker rolls that attack roll again instead (ddm-battle-rules-2011,
// "Resolving Effects": a cancellation effect, resolved before the hit's other effects).
import type { PowerEffectModule } from '../language.js';

export const rerollAttack: PowerEffectModule<'reroll-attack'> = {
  kind: 'reroll-attack',
  text: () => 'the attacker rolls that attack roll again instead',
  resolve({ rec }) {
    if (!rec) return;
    rec.rollAgain = true;
    rec.rerolled = true;
  },
};
