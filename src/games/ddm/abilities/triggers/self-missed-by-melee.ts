// Trigger "self-missed-by-melee": after an enemy's melee attack against this creature misses — once
// that attack is resolved (ddm-battle-rules-2011, "Making an Attack" 7, "after attack" effects;
// "Activated Powers": declared by this creature's player in the window; Goblin Tactics: "Use after a
// {m} attack misses this creature: Shift as a free action"). The automatic reading of the same words
// is `enemy-misses-self-melee`.
import { windowOn } from '../language.js';
import { named } from './compose.js';

export const selfMissedByMelee = named({
  trigger: 'self-missed-by-melee',
  text: "an enemy's melee attack has missed this creature",
  window: windowOn('AfterAttack', { order: 1, who: 'all' }),
  conditions: [
    { kind: 'missed' },
    { kind: 'target-is', who: 'self' },
    { kind: 'actor-is', who: 'enemy' },
    { kind: 'on-map', of: 'self' },
    { kind: 'attack-kind', kinds: ['melee'] },
  ],
});
