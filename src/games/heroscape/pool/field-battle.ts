/**
 * The battle of a pool family test: two armies on a small field made from `fromRows` rows, red and
 * blue starting zones on the given hexes; unenforced cards allowed (battle/testkit.ts `config`), so
 * a published card whose other printed powers are not played yet can prove the one under test.
 */
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
  return start(config(fieldWith(rows, [...red], [...blue]), redCards, blueCards));
}
