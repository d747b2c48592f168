// Implements: dice-masters-battle-for-faerun — "★ PREVENTING AND REDIRECTING": a global ability that
// redirects an opponent's effect other than damage (one that moves one of your characters it picked) to
// a character its text names instead, legal for the original effect or not; the effect's source stays
// the same (rules/redirect-effect.ts, rules/redirect-effect-step.ts).
import { z } from 'zod';
import { REDIRECT_TEXT } from './ops/redirect-damage.js';
import { energyTypeSchema, redirectTargetSchema } from './params.js';
import type { AbilityModule } from './ability.js';

export const effectRedirect: AbilityModule<'effect-redirect'> = {
  kind: 'effect-redirect',
  section: 'PREVENTING AND REDIRECTING',
  params: z.object({ cost: energyTypeSchema, to: redirectTargetSchema }),
  text: (a) =>
    `Global reaction (pay 1 ${a.cost}): when an opponent's effect other than damage is about to move one of your characters it picked, it affects ${REDIRECT_TEXT[a.to].replace(/^your opponent or /, '')} instead (even one it could not have picked); its source does not change.`,
  steps: {},
};
