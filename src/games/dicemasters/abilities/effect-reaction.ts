// Implements: dice-masters-battle-for-faerun — "★ PREVENTING AND REDIRECTING": a global ability that
// prevents an ability (an opponent's, or anyone's) about to resolve whose effects include the kind it
// names — all of that ability's effects are cancelled, its costs stay paid, and it can no longer be
// reacted to (rules/prevent.ts).
import { z } from 'zod';
import { EFFECT_CLASS_TEXT } from '../cards/effect-classes.js';
import { effectClassSchema, energyTypeSchema } from './params.js';
import type { AbilityModule } from './ability.js';

export const effectReaction: AbilityModule<'effect-reaction'> = {
  kind: 'effect-reaction',
  section: 'PREVENTING AND REDIRECTING',
  params: z.object({ cost: energyTypeSchema, what: effectClassSchema, whose: z.enum(['opponent', 'any']) }),
  text: (a) =>
    `Global reaction (pay 1 ${a.cost}): when ${a.whose === 'opponent' ? "an opponent's" : 'any'} ability is about to resolve and would ${EFFECT_CLASS_TEXT[a.what]}, prevent it: all of that ability's effects are cancelled (its costs stay paid) and it can no longer be reacted to.`,
  steps: {},
};
