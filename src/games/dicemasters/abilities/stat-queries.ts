// Implements: dice-masters-battle-for-faerun — "BONUSES AND DAMAGE": the ability modules that answer the
// stat query (abilities/stat-query.ts), and the fold rules/dice.ts runs over them: the answers of the
// kinds on a game's cards, cached per card-definition array so that a game without any pays one
// comparison per stat read.
import { perCardSet } from '../cards/per-card-set.js';
import type { CardDef } from '../cards/types.js';
import type { DieState, DmState } from '../types.js';
import { equippedBonusQuery } from './equipped-bonus-value.js';
import { experienceQuery } from './experience-value.js';
import { statBonusQuery } from './stat-bonus-value.js';
import type { StatQuery } from './stat-query.js';

/** Every stat query answer (each ability module's `stat`; abilities.test.ts checks the two agree). */
export const STAT_QUERIES: readonly StatQuery[] = [experienceQuery, equippedBonusQuery, statBonusQuery];

/** The answers of the kinds on these cards. */
const answering = perCardSet((defs): readonly StatQuery[] => STAT_QUERIES.filter((q) => defs.some((c) => c.abilities.some((a) => a.kind === q.kind))));

/** The sum of the answers to the stat query for die `d` (0 in a game whose cards have none). */
export function statQueryBonus(s: DmState, defs: readonly CardDef[], d: DieState, which: 'a' | 'd'): number {
  const list = answering(defs);
  if (list.length === 0) return 0;
  let n = 0;
  for (const q of list) n += q.bonus(s, defs, d, which);
  return n;
}
