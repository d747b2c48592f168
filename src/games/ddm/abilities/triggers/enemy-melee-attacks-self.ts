// Trigger "enemy-melee-attacks-self": an enemy declares a melee attack against this creature
// (guidelines "Declare target(s)" T2, "Effects on targeting": powers that trigger when a specific
// creature is targeted — Riposte-style answers before the roll).
import { windowOn } from '../language.js';
import { named } from './compose.js';

export const enemyMeleeAttacksSelf = named({
  trigger: 'enemy-melee-attacks-self',
  text: 'an enemy declares a melee attack against this creature',
  window: windowOn('TargetsDeclared', { order: 0, who: 'all' }),
  conditions: [
    { kind: 'actor-is', who: 'any' },
    { kind: 'target-is', who: 'self' },
    { kind: 'attack-kind', kinds: ['melee'] },
    { kind: 'actor-is', who: 'enemy' },
  ],
});
