// Implements: dice-masters-battle-for-faerun — "★ USING A GLOBAL ABILITY" / "USING GLOBAL ABILITIES": a
// global ability any player may use by paying one energy symbol of its type, or one energy of any type
// ("Pay 1 energy", `any`) (some only on their own turn or once per turn), resolved through its effect op.
import { z } from 'zod';
import { energyTypeSchema } from './params.js';
import { effectSchema, opText } from './ops/index.js';
import type { AbilityModule } from './ability.js';

export const globalAbility: AbilityModule<'global'> = {
  kind: 'global',
  section: 'USING A GLOBAL ABILITY',
  params: z.object({
    cost: z.union([energyTypeSchema, z.literal('any')]),
    effect: effectSchema,
    ownTurnOnly: z.boolean().optional(),
    oncePerTurn: z.boolean().optional(),
  }),
  text: (a) =>
    `Global (pay 1 ${a.cost === 'any' ? 'energy' : a.cost}${a.ownTurnOnly ? ', only on your turn' : ''}${a.oncePerTurn ? ', once per turn' : ''}): ${opText(a.effect)}`,
  steps: {},
};
