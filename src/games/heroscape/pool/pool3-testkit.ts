/**
 * The battle of the pool3 family tests: like abilities/rotv-testkit.ts `battle`, with
 * `allowUnenforced` set where the set-up knows it (battle/setup.ts), so a published card whose
 * other printed powers are not played yet can still prove the one under test (those other powers
 * are simply absent).
 */
import { configSchema } from '../battle/setup.js';
import { config, fieldWith, start } from '../battle/testkit.js';
import type { HsState } from '../battle/state.js';
import type { ArmyCard } from '../cards/army-card.js';

export function play(
  rows: readonly string[],
  red: readonly [number, number][],
  blue: readonly [number, number][],
  redCards: readonly ArmyCard[],
  blueCards: readonly ArmyCard[],
): HsState {
  const cfg = config(fieldWith(rows, [...red], [...blue]), redCards, blueCards);
  const allowing = { ...cfg, allowUnenforced: true };
  return start('allowUnenforced' in configSchema.shape ? allowing : cfg);
}
