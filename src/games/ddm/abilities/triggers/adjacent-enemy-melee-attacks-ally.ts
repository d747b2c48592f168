// Trigger "adjacent-enemy-melee-attacks-ally": an adjacent enemy makes a melee attack against an ally
// (guidelines "Declare target(s)" T2, Defender). An attacker no longer on the map (destroyed by an
// earlier response) makes no attack to answer.
import { windowOn } from '../language.js';
import { named } from './compose.js';

export const adjacentEnemyMeleeAttacksAlly = named({
  trigger: 'adjacent-enemy-melee-attacks-ally',
  text: 'an adjacent enemy makes a melee attack against an ally',
  window: windowOn('TargetsDeclared', { order: 0, who: 'all' }),
  conditions: [
    { kind: 'on-map', of: 'actor' },
    { kind: 'target-is', who: 'ally' },
    { kind: 'attack-kind', kinds: ['melee'] },
    { kind: 'actor-is', who: 'enemy' },
    { kind: 'adjacent-to-self', of: 'actor' },
  ],
});
