// The Dice Masters ability modules (issue 16): each card ability with its own timing and handlers, by
// its ability kind. game.ts adds their steps to the step table.
import { breathWeapon } from './breath-weapon.js';
import { captureKnockedOut } from './capture-knocked-out.js';
import { energyDrainAbility } from './energy-drain.js';
import { equipAbility, equippedBonusAbility } from './equip.js';
import { experienceAbility } from './experience.js';
import { firstAttackingDamageGain } from './first-attacking-damage-gain.js';
import { onActionCantBlock } from './on-action-cant-block.js';
import { onRegenerateKoEngaged } from './on-regenerate-ko-engaged.js';
import { overcrushAbility } from './overcrush.js';
import { regenerateAbility } from './regenerate.js';
import { swarmAbility } from './swarm.js';

export const ABILITY_MODULES = [
  breathWeapon,
  captureKnockedOut,
  energyDrainAbility,
  equipAbility,
  equippedBonusAbility,
  experienceAbility,
  firstAttackingDamageGain,
  onActionCantBlock,
  onRegenerateKoEngaged,
  overcrushAbility,
  regenerateAbility,
  swarmAbility,
] as const;

/** Every step the ability modules add, by step kind. */
export const ABILITY_STEPS = {
  ...breathWeapon.steps,
  ...captureKnockedOut.steps,
  ...firstAttackingDamageGain.steps,
  ...onActionCantBlock.steps,
  ...onRegenerateKoEngaged.steps,
};
