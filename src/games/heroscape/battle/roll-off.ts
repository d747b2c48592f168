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
  // Plain loops (no Array.from with a callback, no mapped copy): a roll-off starts every round.
  const rolls: (number | null)[] = [];
  for (let p = 0; p < ctx.state.core.players; p++) rolls.push(null);
  let high = -Infinity;
  for (const p of rolling) {
    const r = rollD20(ctx, p) + bonus(p);
    rolls[p] = r;
    if (r > high) high = r;
  }
  const tied: number[] = [];
  for (const p of rolling) if (rolls[p] === high) tied.push(p);
  return { rolls, tied: tied.length > 1 ? tied : [], winner: tied.length > 1 ? null : (tied[0] as number) };
}
