// Duration "end-of-battle" (ddm-battle-rules-2011, "Conditions", Duration, "Until end of battle"):
// lasts through the end of the battle.
import type { DurationModule } from './module.js';

export const endOfBattle: DurationModule<'end-of-battle'> = {
  kind: 'end-of-battle',
  text: 'end of battle',
  lasting: 'for the rest of the battle',
  ends: 'never',
};
