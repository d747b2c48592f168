// Duration "end-of-round" (ddm-battle-rules-2011, "Conditions", Duration, "Until end of round"): ends
// at the end of the current round.
import type { DurationModule } from './module.js';

export const endOfRound: DurationModule<'end-of-round'> = { kind: 'end-of-round', text: 'end of round', ends: 'end-of-round' };
