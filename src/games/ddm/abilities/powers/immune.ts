// Power "immune" (ddm-battle-rules-2011, "Resistance and Vulnerability", IMMUNE DAMAGE).
import { immunePowerSchema } from '../../cards/schema.js';
import type { PowerModule } from './module.js';

export const immune: PowerModule<'immune'> = {
  kind: 'immune',
  section: 'ddm-battle-rules-2011, "Resistance and Vulnerability", IMMUNE DAMAGE',
  schema: immunePowerSchema,
  text: (p) => `Immune ${p.type}`,
  answers: (p) => ({ damageTraits: { immune: [p.type] } }),
};
