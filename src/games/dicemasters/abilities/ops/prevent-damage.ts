// Implements: dice-masters-battle-for-faerun — "PREVENTING AND REDIRECTING" — prevent: the damage about to
// be dealt is not dealt. Only inside a damage reaction (rules/redirect.ts carries it out), so it is never
// usable or run on its own.
import { z } from 'zod';
import type { EffectOpModule } from './op.js';

export const preventDamage: EffectOpModule<'prevent-damage'> = {
  op: 'prevent-damage',
  section: 'PREVENTING AND REDIRECTING',
  params: z.object({}),
  classes: [],
  text: () => 'That damage is not dealt.',
  usable: () => false,
  run: () => null,
  choose: () => undefined,
};
