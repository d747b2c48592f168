// Power "continuous" (ddm-battle-rules-2011, "Continuous Powers"; the kinds are modules of abilities/continuous/).
import { continuousPowerSchema } from '../../cards/schema.js';
import { continuousModule } from '../continuous/index.js';
import type { PowerModule } from './module.js';

export const continuous: PowerModule<'continuous'> = {
  kind: 'continuous',
  section: 'ddm-battle-rules-2011, "Continuous Powers"',
  schema: continuousPowerSchema,
  text: (p) => `${p.name}: ${continuousModule(p.effect).text(p.effect)}.`,
};
