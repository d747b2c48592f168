// Trigger "ally-crits": an ally (not this creature) scores a critical hit (ddm-battle-rules-2011,
// "Attack Roll"; resolved after the attack, guidelines "Attack sequence").
import { enemies } from '../../rules/common.js';
import { windowOn, type TriggerModule } from '../language.js';

export const allyCrits: TriggerModule<'ally-crits'> = {
  trigger: 'ally-crits',
  text: 'an ally scores a critical hit',
  areaOrder: { stage: 'damage', mayAnswer: (s, _g, reactor, attacker) => !enemies(s, reactor, attacker) },
  window: windowOn('AfterAttack', { order: 0, who: 'all', opens: (_s, p) => p.crit }),
  holds: ({ ctx, subject, other, rec }) => !!rec && !!other && rec.hit && rec.crit && other.id !== subject.id && !enemies(ctx.state, subject, other),
};
