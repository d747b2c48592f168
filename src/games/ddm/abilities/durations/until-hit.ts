// Duration "until-hit" (ddm-battle-rules-2011, "Conditions", Duration, "Until Trigger [x]"): ends
// after the affected creature hits with an attack ("-N Attack until after it hits").
import type { DurationModule } from './module.js';

export const untilHit: DurationModule<'until-hit'> = { kind: 'until-hit', text: 'until it hits', ends: 'hit' };
