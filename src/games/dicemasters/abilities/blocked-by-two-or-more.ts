// Implements: dice-masters-battle-for-faerun — "DECLARE BLOCKERS" (several blockers may block one
// attacker) with "FUNDAMENTAL RULES" ("can only" is a "can't"): a die of this card (`self`), or the
// character this gear die is attached to (`equipped`), cannot be blocked by a single character — only by
// two or more (abilities/forced-blocks.ts).
import { z } from 'zod';
import type { AbilityModule } from './ability.js';

export const blockedByTwoOrMore: AbilityModule<'blocked-by-two-or-more'> = {
  kind: 'blocked-by-two-or-more',
  section: 'DECLARE BLOCKERS',
  params: z.object({ to: z.enum(['self', 'equipped']) }).strict(),
  text: (a) => `${a.to === 'self' ? 'A die of this card' : 'The character carrying it'} can only be blocked by two or more characters.`,
  steps: {},
};
