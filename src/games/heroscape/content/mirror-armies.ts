/**
 * The `mirror-armies` set-up: the same pre-set army on both sides of the built-in test field, for
 * measuring the AI players. The test field is point-symmetric (turning it half a turn about its centre,
 * (q, r) → (9 − q, 9 − r) in axial coordinates, gives back every hex, its height and terrain, and swaps
 * the two starting zones), and each side fields the same four test cards at the same points, so
 * neither seat starts ahead and a duplicate match (each deal played from both seats) counts skill.
 * Rulebook: heroscape-master-game-guide — "Using a Pre-Set Army", "Building Your Own Army" (both
 * players build to the same points limit), "1. SET UP YOUR BATTLEFIELD".
 */
import type { Army, HsConfig } from '../battle/setup.js';
import { vouch } from '../battle/vouched.js';
import { TEST_CARDS } from './test-armies.js';
import { BLUE_ZONE, RED_ZONE, testField } from './test-field.js';

export const MIRROR_ARMIES_ID = 'mirror-armies';
/** The ready-made set-up's round limit (the module's default). */
const ROUNDS = 8;

/** The army each side fields (320 points): a hero that strikes hard, a ranged squad, a huge beast and a flyer. */
function mirrorArmy(name: string, zone: string): Army {
  const c = TEST_CARDS;
  return { name, zone, cards: [c.champion, c.archers, c.beast, c.hawkRider] };
}

export function mirrorArmiesConfig(roundLimit = ROUNDS): HsConfig {
  return { map: testField(), armies: [mirrorArmy('Red', RED_ZONE), mirrorArmy('Blue', BLUE_ZONE)], roundLimit };
}

let preset: HsConfig | null = null;

/** The `mirror-armies` preset: one frozen, vouched copy of `mirrorArmiesConfig()`. */
export function mirrorArmiesSetup(): HsConfig {
  return (preset ??= vouch(mirrorArmiesConfig(), MIRROR_ARMIES_ID));
}
