// Trigger "enemy-attacks-adjacent-ally": an enemy attacks an ally adjacent to this creature (guidelines
// "Declare target(s)" T3, redirects such as Bodyguard: not an attack already redirected).
import { isAdjacent } from '../../geo.js';
import { enemies } from '../../rules/common.js';
import { windowOn } from '../language.js';
import { named } from './compose.js';

export const enemyAttacksAdjacentAlly = named({
  trigger: 'enemy-attacks-adjacent-ally',
  text: 'an enemy attacks an ally adjacent to this creature',
  areaOrder: {
    stage: 'roll',
    mayAnswer: (s, g, o, c, t) => enemies(s, o, c) && t.id !== o.id && !enemies(s, o, t) && isAdjacent(g, o, t),
  },
  window: windowOn('TargetsDeclared', { order: 1, who: 'all' }),
  conditions: [
    { kind: 'not-redirected' },
    { kind: 'actor-is', who: 'any' },
    { kind: 'target-is', who: 'ally' },
    { kind: 'on-map', of: 'target' },
    { kind: 'actor-is', who: 'enemy' },
    { kind: 'adjacent-to-self', of: 'target' },
  ],
});
