// Implements: dice-masters-battle-for-faerun — "DECLARE BLOCKERS" (each blocker is assigned to an
// attacker it may block), "FUNDAMENTAL RULES" ("can't" beats "can") and "LEXICON" (adventurer). Only
// characters the filter allows may block a die of this card ("cannot be blocked by characters with a
// purchase cost of 3 or higher", "can only be blocked by adventurers"): its answer to the `mayBlock` query
// (abilities/queries.ts, abilities/block-restrictions.ts), which rules/attack.ts asks when it lists what a
// blocker may block.
import { z } from 'zod';
import { charFilterSchema, filterText } from './ops/char-filter.js';
import type { AbilityModule } from './ability.js';
import { onlyFilterMayBlock } from './block-restrictions.js';

export const blockedOnlyBy: AbilityModule<'blocked-only-by'> = {
  kind: 'blocked-only-by',
  section: 'DECLARE BLOCKERS',
  params: z.object({ filter: charFilterSchema }).strict(),
  text: (a) => `Only ${filterText(a.filter, false)} may block one of its dice.`,
  steps: {},
  queries: { mayBlock: onlyFilterMayBlock },
};
