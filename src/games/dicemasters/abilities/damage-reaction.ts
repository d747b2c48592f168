// Implements: dice-masters-battle-for-faerun — "★ PREVENTING AND REDIRECTING" and "USING GLOBAL
// ABILITIES": a global ability that reacts to damage about to be dealt to one of your characters, to you,
// or either — prevent it or redirect it (its effect op: `prevent-damage` or `redirect-damage`). Used when
// the damage is about to be dealt, outside the priority procedure (rules/reactions.ts, rules/redirect.ts).
import { z } from 'zod';
import type { DamageVictim } from '../cards/types.js';
import { effectSchema, opText } from './ops/index.js';
import { energyTypeSchema } from './params.js';
import type { AbilityModule } from './ability.js';

const VICTIM_TEXT: Record<DamageVictim, string> = {
  character: 'one of your characters',
  player: 'you',
  either: 'you or one of your characters',
};

export const damageReaction: AbilityModule<'damage-reaction'> = {
  kind: 'damage-reaction',
  section: 'PREVENTING AND REDIRECTING',
  params: z.object({ cost: energyTypeSchema, effect: effectSchema, on: z.enum(['character', 'player', 'either']).optional() }),
  text: (a) => `Global reaction (pay 1 ${a.cost}): when damage is about to be dealt to ${VICTIM_TEXT[a.on ?? 'character']} — ${opText(a.effect)}`,
  steps: {},
};
