// Trigger "enemy-crits": an enemy scores a critical hit (guidelines "Attack sequence" B4).
import { enemies } from '../../rules/common.js';
import type { TriggerModule } from '../language.js';

export const enemyCrits: TriggerModule<'enemy-crits'> = {
  trigger: 'enemy-crits',
  text: 'an enemy scores a critical hit',
  holds: ({ ctx, subject, other, rec }) => !!rec && !!other && rec.hit && rec.crit && enemies(ctx.state, subject, other),
};
