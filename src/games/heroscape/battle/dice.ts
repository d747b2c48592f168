/**
 * The combat dice and the 20-sided die.
 * Rulebook: heroscape-master-game-guide — "WOUND MARKERS AND DICE" (combat dice are attack dice when
 * rolling for skulls and defense dice when rolling for shields), "ATTACKING" (the Attacker counts
 * only skulls, the Defender only shields).
 *
 * A combat die has 3 skulls, 2 shields and a blank (`HEROSCAPE_COMBAT_DIE`); each roll is one chance
 * draw of a face index 0–5, so tests force faces with `forceChance` (0–2 skull, 3–4 shield, 5 blank).
 */
import { HEROSCAPE_COMBAT_DIE, type CombatFace } from '../../../core/index.js';
import type { HsCtx } from './events.js';

export function rollCombatDice(ctx: HsCtx, n: number): CombatFace[] {
  const faces: CombatFace[] = [];
  for (let i = 0; i < n; i++) faces.push(ctx.rng.face(HEROSCAPE_COMBAT_DIE));
  return faces;
}

export const skullsIn = (faces: readonly CombatFace[]): number => faces.filter((f) => f === 'skull').length;
export const shieldsIn = (faces: readonly CombatFace[]): number => faces.filter((f) => f === 'shield').length;

/** Forced-chance outcomes for tests and search: the face index of a skull, a shield and a blank. */
export const FACE = { skull: 0, shield: 3, blank: 5 } as const;
