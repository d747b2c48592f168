/**
 * Temporary treasure glyphs in their carriers' hands: which one a figure carries, taking one out of
 * the game once used, and the boosts some of them leave for the rest of the turn or round.
 * Rulebook: heroscape-master-game-guide — "Temporary Treasure Glyphs" (used once, at a time of your
 * choosing, then out of the game). Every temporary treasure's use goes through `spendTreasure`.
 */
import type { HsCtx } from './events.js';
import { TREASURES } from './treasure-list.js';
import type { HsState } from './state.js';

/** The index in `treasures` of a treasure glyph `figure` carries, or -1. */
export function carriedIndex(s: HsState, figure: string, id: string): number {
  return s.treasures ? s.treasures.findIndex((t) => t.carrier === figure && t.id === id) : -1;
}

/** Takes the treasure glyph at `index` out of the game and tells what its use did for `figure`. */
export function spendTreasure(ctx: HsCtx, index: number, figure: string, note: string): void {
  const list = ctx.state.treasures;
  const t = list?.[index];
  if (!list || !t) throw new Error(`treasure: no treasure glyph at ${index} for ${figure}`);
  list.splice(index, 1);
  ctx.emit('TreasureUsed', { figure, treasure: TREASURES[t.id]?.name ?? t.id, note });
}

/** Records a boost a used treasure glyph leaves (`treasureBoosts`, kept until the turn or round ends). */
export function addTreasureBoost(s: HsState, key: string): void {
  if (!s.treasureBoosts) Object.assign(s, { treasureBoosts: [] });
  s.treasureBoosts!.push(key);
}
