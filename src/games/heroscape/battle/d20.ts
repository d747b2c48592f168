/**
 * A player's d20 roll, with the Glyph of Lodin's +1.
 * Rulebook: heroscape-master-game-guide — "Permanent Glyphs"; the Glyph of Lodin's effect is the
 * published list's (`glyph-list.ts`): "whenever you roll the 20-sided die, you may add one to your
 * roll". It is always added: in every d20 roll the engine makes (initiative and the other roll-offs,
 * falls, molten lava, wellspring water, Mitonsoul, Sturla, Nilrend, Oreld, Wannok, treasure traps,
 * the powers' rolls) a higher roll never hurts the player rolling, so declining is never a choice
 * worth asking.
 */
import type { HsCtx } from './events.js';
import { holdsGlyph } from './glyph-holders.js';

/**
 * The d20 as rolled by `player`: the die, plus 1 while that player holds the Glyph of Lodin. With
 * `forCard`, the army card the roll is for (a power's roll), the powers that change a player's rolls
 * for some cards (the `d20Roll` query: Hive Supremacy) add theirs; callers pass it only where a higher
 * roll never hurts that player.
 */
export function rollD20(ctx: HsCtx, player: number, forCard?: number): number {
  const die = ctx.rng.d20();
  const d20 = ctx.state.glyphs.length > 0 && holdsGlyph(ctx.state, player, 'L') ? die + 1 : die;
  return forCard === undefined ? d20 : ctx.query('d20Roll', d20, { player, card: forCard });
}
