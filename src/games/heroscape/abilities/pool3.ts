/**
 * The powers of the Forgotten Realms, Eberron and Battle for the Underdark cards added for issue 18
 * (hs-pool3's share), gathered here so abilities/index.ts lists them with one entry.
 */
import type { Ability } from './ability.js';
import { battleAxe, bloodFrenzy, broadsword2, skyWatcher, sneakAttack2 } from './added-attack-dice.js';
import { ironTough, shockingGrasp, warforgedResolve } from './automatic-shields.js';
import { airMastery, insubstantial3, mobAttack } from './defense-dice-powers.js';
import { lolthsJudgmentAura, protectionFromEvilAura } from './clear-sight-bonus-auras.js';
import { combatLeader } from './combat-leader.js';
import { coldHealing, regenerate } from './regenerate.js';
import { arcaneRiposte, evilEyeProtection } from './excess-shields.js';
import { hideInDarkness } from './hide-in-darkness.js';
import { commandersStrike, layOnHands, searingIntensity } from './after-move-d20-powers.js';
import { lurkInShadows, negativeElement, waterMastery } from './terrain-powers.js';

export const POOL3_ABILITIES: readonly Ability[] = [
  broadsword2,
  battleAxe,
  skyWatcher,
  sneakAttack2,
  bloodFrenzy,
  warforgedResolve,
  ironTough,
  shockingGrasp,
  insubstantial3,
  mobAttack,
  airMastery,
  regenerate,
  combatLeader,
  protectionFromEvilAura,
  lolthsJudgmentAura,
  waterMastery,
  negativeElement,
  lurkInShadows,
  hideInDarkness,
  layOnHands,
  commandersStrike,
  searingIntensity,
  coldHealing,
  arcaneRiposte,
  evilEyeProtection,
];
