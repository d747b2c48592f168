/**
 * The temporary treasure glyphs used while their carrier is attacked: the Ring of Protection and the
 * Scarab of Invulnerability (`treasure-list.ts`, facts from the published list).
 * Rulebook: heroscape-master-game-guide — "Temporary Treasure Glyphs" (used at a time of your
 * choosing, once, then out of the game), "ATTACKING" (the attack roll, then the defense roll, then
 * the wounds: the defense step `defense-step.ts` asks at each point).
 *
 * - Ring of Protection: "after an attacking figure has rolled attack dice and before rolling defense
 *   dice" its carrier may add 3 defense dice — asked of the defender's player once the attack roll
 *   is seen and has skulls (against no skull it could not change anything).
 * - Scarab of Invulnerability: "whenever it receives one or more wounds", roll the d20: 1–15 ignore
 *   one of those wounds, 16 or more ignore them all — asked before any wounds are given to its
 *   carrier, whatever gives them (an attack, a fall, a power, a glyph, a terrain): the one
 *   wound-giving rule `wounds.ts` holds them in a `wound` step (`wound-step.ts`).
 */
import { rollD20 } from './d20.js';
import type { HsCtx } from './events.js';
import { TREASURES } from './treasure-list.js';
import { carriedIndex, spendTreasure } from './treasure-carried.js';
import { figureById, figureName } from './state.js';

/** The answers to a temporary treasure glyph's question: use it now, or keep it. */
export const USE_TREASURE = 'use';
export const KEEP_TREASURE = 'keep';

/** Defense dice the Ring of Protection adds. */
export const RING_DICE = 3;
/** A Scarab roll of this or more ignores every wound just received; below it, one. */
export const SCARAB_ALL_AT = 16;

/** Takes the carried treasure glyph out of the game and tells what it did. */
function spend(ctx: HsCtx, figure: string, id: string, note: string): void {
  const i = carriedIndex(ctx.state, figure, id);
  if (i < 0) throw new Error(`treasure: ${figure} carries no ${TREASURES[id]?.name ?? id}`);
  spendTreasure(ctx, i, figure, note);
}

/** Uses the Ring of Protection: the defense dice it adds. */
export function useRing(ctx: HsCtx, figure: string): number {
  spend(ctx, figure, 'ring-of-protection', `${figureName(ctx.state, figureById(ctx.state, figure))} rolls ${RING_DICE} more defense dice`);
  return RING_DICE;
}

/** Uses the Scarab of Invulnerability against `wounds` just received: the wounds left. */
export function useScarab(ctx: HsCtx, figure: string, wounds: number): number {
  const f = figureById(ctx.state, figure);
  const d20 = rollD20(ctx, f.owner);
  const left = d20 >= SCARAB_ALL_AT ? 0 : Math.max(0, wounds - 1);
  spend(ctx, figure, 'scarab-of-invulnerability', `d20 ${d20}: ${figureName(ctx.state, f)} ignores ${wounds - left} of ${wounds} wound(s)`);
  return left;
}
