/**
 * The d20 roll-off the guide uses whenever players must find who goes first (initiative, the
 * competitive marker placement, the draft and premade placement orders, simultaneous powers).
 * Rulebook: heroscape-master-game-guide — "2. ROLL FOR INITIATIVE" ("If there's a tie for highest
 * roll, the tying players re-roll").
 */
import { rollD20 } from './d20.js';
import type { HsCtx } from './events.js';

/** One d20 for each player in `rolling`: the highest, or null when the tying highest must re-roll. */
export function rollOff(
  ctx: HsCtx,
  rolling: readonly number[],
  bonus: (player: number) => number = () => 0,
): { rolls: (number | null)[]; tied: number[]; winner: number | null } {
  const rolls: (number | null)[] = Array.from({ length: ctx.state.core.players }, () => null);
  for (const p of rolling) rolls[p] = rollD20(ctx, p) + bonus(p);
  const high = Math.max(...rolling.map((p) => rolls[p] as number));
  const tied = rolling.filter((p) => rolls[p] === high);
  return { rolls, tied: tied.length > 1 ? tied : [], winner: tied.length > 1 ? null : (tied[0] as number) };
}
