// The step kinds of the powers vocabulary (registered once in game.ts's step table): "make N basic
// attacks" (powers/actions.ts), repeated attacks and 'as if' dominated (powers/attack-effects.ts), a power placing its creature (powers/appearance.ts), squeezing (powers/squeeze.ts), mounting and dismounting (rules/mount.ts).
import { ACTION_STEPS } from './actions.js';
import { APPEARANCE_STEPS } from './appearance.js';
import { ATTACK_EFFECT_STEPS } from './attack-effects.js';
import { SQUEEZE_STEPS } from './squeeze-step.js';
import { MOUNT_STEPS } from '../rules/mount.js';
import { moveAttackStep } from '../abilities/effects/move-then-attack.js';
import { moveInModeStep } from '../abilities/effects/move-up-to-speed.js';
import { moveAttackDuringStep } from '../abilities/effects/move-attack-during.js';
import { moveAttackEnteredStep } from '../abilities/effects/move-attack-entered.js';
import { POWER_WINDOW_STEPS } from './windows.js';
import { attacksUpTo } from '../rules/attacks-up-to.js';
import { ambushStep } from '../abilities/effects/ambush.js';
import { teleportSelfStep } from '../abilities/effects/teleport-self.js';
import { placeAdjacentTargetStep } from '../abilities/effects/place-adjacent-target.js';
import { placeNearAllyStep } from '../abilities/effects/place-near-ally.js';

export const POWER_STEPS = {
  ...ACTION_STEPS,
  ...ATTACK_EFFECT_STEPS,
  ...APPEARANCE_STEPS,
  ...SQUEEZE_STEPS,
  ...MOUNT_STEPS,
  'move-attack': moveAttackStep,
  'move-in-mode': moveInModeStep,
  'move-attack-during': moveAttackDuringStep,
  'move-attack-entered': moveAttackEnteredStep,
  ...POWER_WINDOW_STEPS,
  'attacks-up-to': attacksUpTo,
  ambush: ambushStep,
  'teleport-self': teleportSelfStep,
  'place-adjacent-target': placeAdjacentTargetStep,
  'place-near-ally': placeNearAllyStep,
};
