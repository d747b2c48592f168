// Duration "start-of-next-turn" (ddm-battle-rules-2011, "Conditions", Duration, "Until start of its
// next turn"): ends at the start of the affected creature's next turn.
import type { DurationModule } from './module.js';

export const startOfNextTurn: DurationModule<'start-of-next-turn'> = { kind: 'start-of-next-turn', text: 'start of next turn', ends: 'start-of-own-turn' };
