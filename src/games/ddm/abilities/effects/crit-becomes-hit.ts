// Effect "crit-becomes-hit": that critical hit becomes a normal hit (ddm-battle-rules-2011, "Attack
// Roll": a critical hit doubles base damage; guidelines "Attack sequence" B4, critical-hit triggers).
import type { PowerEffectModule } from '../language.js';

export const critBecomesHit: PowerEffectModule<'crit-becomes-hit'> = {
  kind: 'crit-becomes-hit',
  text: () => 'that critical hit becomes a normal hit',
  resolve({ rec }) {
    if (rec) rec.crit = false;
  },
};
