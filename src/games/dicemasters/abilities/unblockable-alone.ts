// Implements: dice-masters-battle-for-faerun — "DECLARE BLOCKERS" and "FUNDAMENTAL RULES" ("can't" beats
// "can"): a die of this card that attacks alone (the only die in the attack zone) cannot be blocked.
// Its answer to the `mayBlock` query (abilities/queries.ts, abilities/block-restrictions.ts), which
// rules/attack.ts asks when it lists what a blocker may block.
import { z } from 'zod';
import type { AbilityModule } from './ability.js';
import { aloneUnblockable } from './block-restrictions.js';

export const unblockableAlone: AbilityModule<'unblockable-alone'> = {
  kind: 'unblockable-alone',
  section: 'DECLARE BLOCKERS',
  params: z.object({}).strict(),
  text: () => 'A die of this card that is the only attacker cannot be blocked.',
  steps: {},
  queries: { mayBlock: aloneUnblockable },
};
