// Implements: dice-masters-battle-for-faerun — "FIELD CHARACTERS", "FUNDAMENTAL RULES" ("can't" beats
// "can") and "ACTIVE AND FIELDED" ("while active": one or more of its dice in the field): while active, the
// opponent of its owner cannot field NPC dice. rules/main-step.ts asks abilities/field-restrictions.ts
// when it lists what may be fielded.
import { z } from 'zod';
import type { AbilityModule } from './ability.js';

export const fieldRestriction: AbilityModule<'field-restriction'> = {
  kind: 'field-restriction',
  section: 'FIELD CHARACTERS',
  params: z.object({ npc: z.literal(true) }).strict(),
  text: () => 'While active, your opponent cannot field NPCs.',
  steps: {},
};
