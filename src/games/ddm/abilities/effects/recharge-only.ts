// When a recharge action may be taken ("Limited Use" and "Recharge": the card names the moment): the
// `only` of effect `recharge-attack` (abilities/effects/recharge-attack.ts).
// - 'adjacent-difficult' (Grab a New Rock: "Use when adjacent to difficult terrain"): a square adjacent
//   to the creature's space (walls between count: "Counting Distance"), or in it, holds terrain that
//   counts as difficult (ddm-battle-rules-2011, "Difficult Terrain"; geometry/board.ts DIFFICULT_BITS).
// - 'sees-no-enemy' (New Focus: "If this creature has line of sight to no enemies"): no enemy on the
//   map is seen by it ("Line of Sight"; geo.ts sees).
import { DIFFICULT_BITS } from '../../geometry/board.js';
import { squaresAdjacent } from '../../geometry/index.js';
import { geo, sees, spaceOf } from '../../geo.js';
import { enemies, onMap } from '../../rules/common.js';
import type { CreatureState, DdmState } from '../../state.js';

export type RechargeOnly = 'adjacent-difficult' | 'sees-no-enemy';

function nearDifficult(s: DdmState, c: CreatureState): boolean {
  const g = geo(s);
  const b = g.board;
  const sp = spaceOf(c);
  for (let y = Math.max(0, sp.y - 1); y <= Math.min(b.height - 1, sp.y + sp.side); y++)
    for (let x = Math.max(0, sp.x - 1); x <= Math.min(b.width - 1, sp.x + sp.side); x++) {
      if (((b.terrain[y * b.width + x] ?? 0) & DIFFICULT_BITS) === 0) continue;
      for (let v = 0; v < sp.side; v++) for (let u = 0; u < sp.side; u++) if (squaresAdjacent(b, { x: sp.x + u, y: sp.y + v }, { x, y })) return true;
    }
  return false;
}

/** Whether the moment `only` holds for `c` now. */
export function rechargeMoment(s: DdmState, c: CreatureState, only: RechargeOnly): boolean {
  if (!onMap(c)) return false;
  if (only === 'adjacent-difficult') return nearDifficult(s, c);
  const g = geo(s);
  return !s.creatures.some((o) => o.id !== c.id && onMap(o) && enemies(s, c, o) && sees(g, c, o));
}

export const RECHARGE_ONLY_TEXT: Readonly<Record<RechargeOnly, string>> = {
  'adjacent-difficult': 'only while adjacent to difficult terrain',
  'sees-no-enemy': 'only while it has line of sight to no enemy',
};
