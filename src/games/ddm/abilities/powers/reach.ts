// Power "reach" (ddm-battle-rules-2011, "Melee Attacks", Range: a creature with Reach targets an enemy up to that many squares away).
import { reachPowerSchema } from '../../cards/schema.js';
import type { PowerModule } from './module.js';

export const reach: PowerModule<'reach'> = {
  kind: 'reach',
  section: 'ddm-battle-rules-2011, "Melee Attacks", Range',
  schema: reachPowerSchema,
  text: (p) => `Reach ${p.squares}`,
  answers: (p) => ({ reach: p.squares }),
};
