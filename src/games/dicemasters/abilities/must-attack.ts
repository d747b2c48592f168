// Implements: dice-masters-battle-for-faerun — "DECLARE ATTACKERS" with "FUNDAMENTAL RULES" (card text
// supersedes the rules; "if able") and "LEXICON" (adventurer): each die of this card able to attack must
// attack, maybe only while the opponent has an adventurer in the field (abilities/forced-attacks.ts).
import { z } from 'zod';
import type { AbilityModule } from './ability.js';

export const mustAttack: AbilityModule<'must-attack'> = {
  kind: 'must-attack',
  section: 'DECLARE ATTACKERS',
  params: z.object({ ifOpponentHasAdventurer: z.boolean() }).strict(),
  text: (a) => `Each die of this card must attack (if able)${a.ifOpponentHasAdventurer ? ' while your opponent has an adventurer in the field' : ''}.`,
  steps: {},
};
