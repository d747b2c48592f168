// Implements: dice-masters-battle-for-faerun — "★ ACTIVE AND FIELDED": a "when fielded" line resolves
// once, as the die is fielded (rules/main-step.ts resolves it through its effect op; with `burst`, only
// from a face with matching bursts, "★ BURSTS").
import { z } from 'zod';
import { effectSchema, opText } from './ops/index.js';
import { burstStars } from './burst-text.js';
import { burstSchema } from './params.js';
import type { AbilityModule } from './ability.js';

export const whenFielded: AbilityModule<'when-fielded'> = {
  kind: 'when-fielded',
  section: 'ACTIVE AND FIELDED',
  params: z.object({ burst: burstSchema.optional(), effect: effectSchema }),
  text: (a) => `${burstStars(a.burst)}On fielding: ${opText(a.effect)}`,
  steps: {},
};
