// Implements ddm-battle-rules-2011, "Victory Areas" and "Assault" (Occupying victory areas): a
// creature occupies a victory area when its space overlaps one of the area's squares — or, with
// Terrain Mastery ("Counts as occupying a victory area while adjacent to that victory area.", the
// answer occupiesAdjacentArea of abilities/continuous/occupies-adjacent-victory-area.ts), when its space
// is adjacent to one of them ("Adjacent": counted distance 1, walls between counted). Asked by the
// scoring of every scenario (rules/assault.ts, rules/scenarios.ts), so it contests an area too.
import { powerAnswers } from '../abilities/queries.js';
import { geo, overlapsSet, spaceOf } from '../geo.js';
import { adjacent } from '../geometry/distance.js';
import type { CreatureState, DdmState } from '../state.js';

/** Whether `c` (on the map) occupies the victory area whose squares (y * 1000 + x) are `area`. */
export function occupiesArea(s: DdmState, c: CreatureState, area: Set<number>): boolean {
  const sp = spaceOf(c);
  if (overlapsSet(area, sp)) return true;
  if (!powerAnswers(s, c).occupiesAdjacentArea) return false;
  const board = geo(s).board;
  for (const k of area) if (adjacent(board, sp, { x: k % 1000, y: Math.floor(k / 1000), side: 1 })) return true;
  return false;
}
