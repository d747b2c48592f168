// Implements: dice-masters-battle-for-faerun — "DECLARE BLOCKERS" with "FUNDAMENTAL RULES" (card text
// supersedes the rules; "if able"), "LEXICON" (adventurer, opposing) and "GAME STATES" (text naming a
// character means your dice of it): while dice of this card attack, every opposing adventurer must block
// one of them, if it can (abilities/forced-blocks.ts).
import { z } from 'zod';
import type { AbilityModule } from './ability.js';

export const adventurersMustBlock: AbilityModule<'adventurers-must-block'> = {
  kind: 'adventurers-must-block',
  section: 'DECLARE BLOCKERS',
  params: z.object({}).strict(),
  text: () => 'When dice of this card attack, every opposing adventurer must block one of them (if able).',
  steps: {},
};
