// Trigger "ally-crits": an ally (not this creature) scores a critical hit (ddm-battle-rules-2011,
// "Attack Roll"; resolved after the attack, guidelines "Attack sequence").
import { enemies } from '../../rules/common.js';
import { windowOn } from '../language.js';
import { named } from './compose.js';

export const allyCrits = named({
  trigger: 'ally-crits',
  text: 'an ally scores a critical hit',
  areaOrder: { stage: 'damage', mayAnswer: (s, _g, reactor, attacker) => !enemies(s, reactor, attacker) },
  window: windowOn('AfterAttack', { order: 0, who: 'all', opens: (_s, p) => p.crit }),
  conditions: [{ kind: 'hit' }, { kind: 'critical-hit' }, { kind: 'actor-is', who: 'ally' }],
});
