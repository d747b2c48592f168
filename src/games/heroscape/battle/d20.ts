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

/** The d20 as rolled by `player`: the die, plus 1 while that player holds the Glyph of Lodin. */
export function rollD20(ctx: HsCtx, player: number): number {
  const d20 = ctx.rng.d20();
  return ctx.state.glyphs.length > 0 && holdsGlyph(ctx.state, player, 'L') ? d20 + 1 : d20;
}
