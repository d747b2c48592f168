// Effect "damage-one-adjacent": one creature adjacent to this creature, enemy or ally (an enemy only
// with `enemy`: Constrict, "An adjacent Immobilized enemy takes 5 damage"), that has the condition `vs`
// takes N damage of a type with no attack roll (Eviscerating Talons: "1 adjacent Immobilized creature
// takes 10 Damage") — an action power, carried out by the `damage-one-adjacent`
// step (`../damage-one-adjacent.ts`), where its player picks the creature. ddm-battle-rules-2011,
// "Damage" (not from an attack: Immune, Resist and Vulnerable apply), IMMOBILIZED. Not offered while
// no adjacent creature qualifies (a power that could do nothing is not offered).
import { step } from '../../steps.js';
import type { PowerEffectModule } from '../language.js';
import { adjacentWith } from '../damage-one-adjacent.js';

export const damageOneAdjacent: PowerEffectModule<'damage-one-adjacent'> = {
  kind: 'damage-one-adjacent',
  text: (e) => `1 adjacent ${e.vs ? `${e.vs} ` : ''}${e.enemy ? 'enemy' : 'creature'} takes ${e.amount} ${e.type === 'untyped' ? '' : `${e.type} `}damage`,
  action: {
    possible: (ctx, c, e) => adjacentWith(ctx, c, e).length > 0,
    start: (_ctx, c, e) =>
      step('damage-one-adjacent', { creature: c.id, amount: e.amount, type: e.type, ...(e.vs ? { vs: e.vs } : {}), ...(e.enemy ? { enemy: e.enemy } : {}) }),
  },
};
