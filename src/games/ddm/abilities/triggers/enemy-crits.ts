// Trigger "enemy-crits": an enemy scores a critical hit (guidelines "Attack sequence" B4).
import { enemies } from '../../rules/common.js';
import { windowOn } from '../language.js';
import { named } from './compose.js';

export const enemyCrits = named({
  trigger: 'enemy-crits',
  text: 'an enemy scores a critical hit',
  areaOrder: { stage: 'roll', mayAnswer: (s, _g, reactor, attacker) => enemies(s, reactor, attacker) },
  window: windowOn('Hit', { order: 0, who: 'all', opens: (_s, p) => p.crit }),
  conditions: [{ kind: 'hit' }, { kind: 'critical-hit' }, { kind: 'actor-is', who: 'enemy' }],
});
