// Power "resist" (ddm-battle-rules-2011, "Resistance and Vulnerability", RESIST X DAMAGE).
import { resistPowerSchema } from '../../cards/schema.js';
import type { PowerModule } from './module.js';

export const resist: PowerModule<'resist'> = {
  kind: 'resist',
  section: 'ddm-battle-rules-2011, "Resistance and Vulnerability", RESIST X DAMAGE',
  schema: resistPowerSchema,
  text: (p) => `Resist ${p.amount} ${p.type}`,
  answers: (p) => ({ damageTraits: { resist: [{ amount: p.amount, type: p.type }] } }),
};
