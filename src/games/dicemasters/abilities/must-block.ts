// Implements: dice-masters-battle-for-faerun — "DECLARE BLOCKERS" with "FUNDAMENTAL RULES" (card text
// supersedes the rules; "if able"): each die of this card must block an attacker when it can
// (abilities/forced-blocks.ts).
import { z } from 'zod';
import type { AbilityModule } from './ability.js';

export const mustBlock: AbilityModule<'must-block'> = {
  kind: 'must-block',
  section: 'DECLARE BLOCKERS',
  params: z.object({}).strict(),
  text: () => 'Each die of this card must block (if able).',
  steps: {},
};
