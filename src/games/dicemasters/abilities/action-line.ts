// Implements: dice-masters-battle-for-faerun — "★ PLAYING ACTIONS": a line of an action die's face,
// resolved through its effect op when the die is used; a burst line either replaces the line above it
// (`instead`) or comes in addition (`also`, "★ BURSTS").
import { z } from 'zod';
import { effectSchema, opText } from './ops/index.js';
import { burstStars } from './burst-text.js';
import { burstSchema } from './params.js';
import type { AbilityModule } from './ability.js';

export const actionLine: AbilityModule<'action'> = {
  kind: 'action',
  section: 'PLAYING ACTIONS',
  params: z.object({
    burst: burstSchema.optional(),
    mode: z.enum(['instead', 'also']).optional(),
    effect: effectSchema,
    needsCharacters: z.number().int().min(1).optional(),
  }),
  text: (a) =>
    `${burstStars(a.burst)}${a.mode === 'instead' ? 'Replaces the line above: ' : a.mode === 'also' && a.burst !== undefined ? 'In addition: ' : ''}${opText(a.effect)}`,
  steps: {},
};
