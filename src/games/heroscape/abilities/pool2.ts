/**
 * The single-card and few-card powers of the classic pool added for issue 18 (hs-pool2's share),
 * gathered here so abilities/index.ts lists them with one entry.
 */
import type { Ability } from './ability.js';
import { shotgunBlastSpecialAttack } from './adjacent-blast.js';
import { deadlyShot } from './deadly-shot.js';
import { oneShieldDefense } from './one-shield-defense.js';
import { tough } from './tough.js';
import { waitThenFire } from './wait-then-fire.js';

export const POOL2_ABILITIES: readonly Ability[] = [deadlyShot, tough, oneShieldDefense, waitThenFire, shotgunBlastSpecialAttack];
