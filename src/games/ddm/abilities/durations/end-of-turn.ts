// Duration "end-of-turn" (ddm-battle-rules-2011, "Conditions", Duration, "Until end of its turn"):
// ends at the end of the affected creature's current turn, or of its next one when it is not taking
// a turn now.
import type { DurationModule } from './module.js';

export const endOfTurn: DurationModule<'end-of-turn'> = { kind: 'end-of-turn', text: 'end of turn', ends: 'end-of-own-turn' };
