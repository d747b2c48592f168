/**
 * The single-card and few-card powers of the classic pool added for issue 18 (hs-pool2's share),
 * gathered here so abilities/index.ts lists them with one entry.
 */
import type { Ability } from './ability.js';
import { majesticFiresSpecialAttack, rainOfFlameSpecialAttack, shotgunBlastSpecialAttack } from './adjacent-blast.js';
import {
  fireStrikeSpecialAttack,
  fledglingFiresSpecialAttack,
  fledglingIceShardsSpecialAttack,
  iceShardBreathSpecialAttack,
  quickReleaseSpecialAttack,
  rapidFireSpecialAttack,
} from './repeated-special.js';
import { frenzyAbility, frenzyEnhancement, overextendAbility, type PowersOf } from './another-turn.js';
import { carry } from './carry.js';
import { deadlyShot } from './deadly-shot.js';
import { queglixGunSpecialAttack, saberStormSpecialAttack } from './dice-pool-special.js';
import { oneShieldDefense } from './one-shield-defense.js';
import { poisonStingSpecialAttack } from './poison-special.js';
import { tough } from './tough.js';
import { waitThenFire } from './wait-then-fire.js';

const FIXED: readonly Ability[] = [
  deadlyShot,
  tough,
  oneShieldDefense,
  waitThenFire,
  shotgunBlastSpecialAttack,
  frenzyEnhancement,
  majesticFiresSpecialAttack,
  rapidFireSpecialAttack,
  quickReleaseSpecialAttack,
  iceShardBreathSpecialAttack,
  fledglingIceShardsSpecialAttack,
  fledglingFiresSpecialAttack,
  saberStormSpecialAttack,
  queglixGunSpecialAttack,
  poisonStingSpecialAttack,
  fireStrikeSpecialAttack,
  rainOfFlameSpecialAttack,
  carry,
];

/** hs-pool2's modules; those that start a card's turn read its powers through `powersOf` (abilities/index.ts `abilitiesOf`). */
export function pool2Abilities(powersOf: PowersOf): readonly Ability[] {
  return [...FIXED, frenzyAbility(powersOf), overextendAbility(powersOf)];
}
