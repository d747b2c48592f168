// Trigger "after-self-hits-melee": after this creature hits with a melee attack — once that attack's
// damage and effects are resolved (ddm-battle-rules-2011, "Making an Attack" 7, after the attack;
// guidelines "Attack sequence": 'after' triggers follow the damage). Each target's hit is its own
// moment (one window per attack record).
import { windowOn } from '../language.js';
import { named } from './compose.js';

export const afterSelfHitsMelee = named({
  trigger: 'after-self-hits-melee',
  text: 'this creature has hit with a melee attack',
  window: windowOn('AfterAttack', { order: 1, who: 'subject' }),
  conditions: [{ kind: 'hit' }, { kind: 'actor-is', who: 'self' }, { kind: 'on-map', of: 'self' }, { kind: 'attack-kind', kinds: ['melee'] }],
});
