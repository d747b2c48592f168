// Implements: dice-masters-battle-for-faerun — "FIELD CHARACTERS", "FUNDAMENTAL RULES" ("can't" beats
// "can") and "ACTIVE AND FIELDED" ("while active": one or more of its dice in the field): while active, the
// opponent of its owner cannot field NPC dice: its answer to the `mayField` query (abilities/queries.ts),
// which rules/main-step.ts asks when it lists what may be fielded.
import { z } from 'zod';
import type { AbilityModule } from './ability.js';
import { npcFieldRestriction } from './field-restrictions.js';

export const fieldRestriction: AbilityModule<'field-restriction'> = {
  kind: 'field-restriction',
  section: 'FIELD CHARACTERS',
  params: z.object({ npc: z.literal(true) }).strict(),
  text: () => 'While active, your opponent cannot field NPCs.',
  steps: {},
  queries: { mayField: npcFieldRestriction },
};
