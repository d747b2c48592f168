// Implements: dice-masters-battle-for-faerun — "DECLARE BLOCKERS" with "FUNDAMENTAL RULES" (card text
// supersedes the rules; "if able") and "LEXICON" (adventurer): at least one adventurer must block each
// attacking die of this card, if any can (abilities/forced-blocks.ts).
import { z } from 'zod';
import type { AbilityModule } from './ability.js';

export const blockedByAdventurer: AbilityModule<'blocked-by-adventurer'> = {
  kind: 'blocked-by-adventurer',
  section: 'DECLARE BLOCKERS',
  params: z.object({}).strict(),
  text: () => 'At least one opposing adventurer must block each attacking die of this card (if able).',
  steps: {},
};
