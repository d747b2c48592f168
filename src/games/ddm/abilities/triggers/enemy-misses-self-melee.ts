// Trigger "enemy-misses-self-melee": an enemy misses this creature with a melee attack. Automatic
// only: applied where the miss is resolved (`../attack-penalty-until-hit.ts`), never in a window.
import type { TriggerModule } from '../language.js';

export const enemyMissesSelfMelee: TriggerModule<'enemy-misses-self-melee'> = {
  trigger: 'enemy-misses-self-melee',
  text: 'an enemy misses this creature with a melee attack',
  holds: () => false,
};
