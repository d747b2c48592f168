// Effect "attack-penalty-until-hit": "that enemy has -N Attack until after it hits with an attack"
// (ddm-battle-rules-2011, "Bonuses and Penalties"). An automatic power's effect: it is applied where
// its trigger is announced (`../attack-penalty-until-hit.ts`), not through a reaction window.
import type { PowerEffectModule } from '../language.js';

export const attackPenaltyUntilHit: PowerEffectModule<'attack-penalty-until-hit'> = {
  kind: 'attack-penalty-until-hit',
  text: (e) => `that enemy has -${e.amount} Attack until after it hits with an attack`,
};
