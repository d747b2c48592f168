// Trigger "enemy-crits": an enemy scores a critical hit (guidelines "Attack sequence" B4).
import { enemies } from '../../rules/common.js';
import { windowOn, type TriggerModule } from '../language.js';

export const enemyCrits: TriggerModule<'enemy-crits'> = {
  trigger: 'enemy-crits',
  text: 'an enemy scores a critical hit',
  areaOrder: { stage: 'roll', mayAnswer: (s, _g, reactor, attacker) => enemies(s, reactor, attacker) },
  window: windowOn('Hit', { order: 0, who: 'all', opens: (_s, p) => p.crit }),
  holds: ({ ctx, subject, other, rec }) => !!rec && !!other && rec.hit && rec.crit && enemies(ctx.state, subject, other),
};
