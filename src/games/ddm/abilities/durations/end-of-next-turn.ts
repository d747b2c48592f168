// Duration "end-of-next-turn" (ddm-battle-rules-2011, "Conditions", Duration: the default, "Until
// end of its next turn"): ends at the end of the affected creature's next turn; applied during its
// own turn, that turn is not its next one.
import type { DurationModule } from './module.js';

export const endOfNextTurn: DurationModule<'end-of-next-turn'> = {
  kind: 'end-of-next-turn',
  text: 'end of next turn',
  ends: 'end-of-own-turn',
  outlastsApplyingTurn: true,
};
