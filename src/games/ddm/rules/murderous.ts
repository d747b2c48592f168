// Murderous, a restrictive card ("CORE RULES AND EXCEPTIONS" level 4: a card that restricts has the
// last word). The 2011 rulebook's glossary does not define it; every printing says the same: while a
// bloodied enemy is adjacent to this creature it cannot move, and it cannot attack a target that is
// not bloodied (most printings: "on its turn"). Asked by the target rules (rules/attack-options.ts)
// and by the power's speed handler (abilities/continuous/murderous.ts), through the per-card query
// `murderous`: a creature without the power costs one field read.
import { adjacentEnemies, type Geo } from '../geo.js';
import { powerAnswers } from '../abilities/queries.js';
import type { CreatureState, DdmState } from '../state.js';
import { isBloodied } from './common.js';

/** Whether `c`'s Murderous holds now: it has the power, it is its turn if so printed, and a bloodied enemy is adjacent. */
export function murderousHolds(s: DdmState, g: Geo, c: CreatureState): boolean {
  const m = powerAnswers(s, c).murderous;
  if (m === null || (m === 'own-turn' && s.turn?.creature !== c.id)) return false;
  return adjacentEnemies(g, c).some(isBloodied);
}
