// Triggers "self-targeted-by-attack" and "enemy-attacks-self": this creature is targeted by an attack
// of any kind — melee, ranged, close or area — by any creature (an ally's close or area attack
// included: "Close Attacks", "Area Attacks" affect allies too), or by an enemy ("an enemy targets this
// creature with an attack"). ddm-battle-rules-2011, "Making an Attack" 4, "on target" effects;
// guidelines "Declare target(s)" T2, "Effects on targeting": answered before the roll, once per
// target of a close or area attack.
import { enemies } from '../../rules/common.js';
import { windowOn } from '../language.js';
import { named } from './compose.js';

export const selfTargetedByAttack = named({
  trigger: 'self-targeted-by-attack',
  text: 'this creature is targeted by an attack',
  areaOrder: { stage: 'roll', mayAnswer: (_s, _g, reactor, _attacker, target) => target.id === reactor.id },
  window: windowOn('TargetsDeclared', { order: 0, who: 'all' }),
  conditions: [
    { kind: 'actor-is', who: 'any' },
    { kind: 'target-is', who: 'self' },
  ],
});

export const enemyAttacksSelf = named({
  trigger: 'enemy-attacks-self',
  text: 'an enemy targets this creature with an attack',
  areaOrder: { stage: 'roll', mayAnswer: (s, _g, reactor, attacker, target) => target.id === reactor.id && enemies(s, reactor, attacker) },
  window: windowOn('TargetsDeclared', { order: 0, who: 'all' }),
  conditions: [
    { kind: 'target-is', who: 'self' },
    { kind: 'actor-is', who: 'enemy' },
  ],
});
