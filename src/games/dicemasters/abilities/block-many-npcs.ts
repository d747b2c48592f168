// Implements: dice-masters-battle-for-faerun — "★ DECLARE BLOCKERS": a die blocks one attacker, unless its
// card says otherwise; a die of this card may block any number of attacking NPCs at once
// (rules/attack.ts reads it while blockers are declared).
import { z } from 'zod';
import type { AbilityModule } from './ability.js';

export const blockManyNpcs: AbilityModule<'block-many-npcs'> = {
  kind: 'block-many-npcs',
  section: 'DECLARE BLOCKERS',
  params: z.object({}),
  text: () => 'One of these dice may block several attacking NPCs at once.',
  steps: {},
};
