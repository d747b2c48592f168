/**
 * The powers of the 16 Rise of the Valkyrie army cards not in their own family file (Stealth Dodge,
 * the adjacency auras). One module per power; a mechanic two cards share is one module with a
 * parameter (the Warrior's Spirits).
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the powers' texts are on the cards.
 */
import type { Ability } from './ability.js';
import { berserkerCharge } from './berserker-charge.js';
import { chomp } from './chomp.js';
import { clearSightDefensiveAura } from './clear-sight-aura.js';
import { counterStrike } from './counter-strike.js';
import { disengage } from './disengage.js';
import { doubleAttack } from './double-attack.js';
import { explosionSpecialAttack } from './explosion.js';
import { fireLineSpecialAttack } from './fire-line.js';
import { flying } from './flying.js';
import { ghostWalk } from './ghost-walk.js';
import { grappleGun25 } from './grapple-gun.js';
import { grenadeSpecialAttack } from './grenade.js';
import { mindShackle20 } from './mind-shackle.js';
import { orcWarriorEnhancement } from './orc-warrior-enhancement.js';
import { rangeEnhancement } from './range-enhancement.js';
import { swordOfReckoning4 } from './sword-of-reckoning.js';
import { theDrop } from './the-drop.js';
import { thorianSpeed } from './thorian-speed.js';
import { warriorsArmorSpirit1, warriorsAttackSpirit1 } from './warrior-spirit.js';
import { waterClone } from './water-clone.js';
import { zettianTargeting } from './zettian-targeting.js';

export const ROTV_ABILITIES: readonly Ability[] = [
  waterClone,
  explosionSpecialAttack,
  rangeEnhancement,
  counterStrike,
  thorianSpeed,
  grappleGun25,
  doubleAttack,
  berserkerCharge,
  ghostWalk,
  swordOfReckoning4,
  disengage,
  zettianTargeting,
  grenadeSpecialAttack,
  theDrop,
  warriorsAttackSpirit1,
  warriorsArmorSpirit1,
  clearSightDefensiveAura,
  flying,
  fireLineSpecialAttack,
  mindShackle20,
  chomp,
  orcWarriorEnhancement,
];
