// Power "vulnerable" (ddm-battle-rules-2011, "Resistance and Vulnerability", VULNERABLE X DAMAGE).
import { vulnerablePowerSchema } from '../../cards/schema.js';
import type { PowerModule } from './module.js';

export const vulnerable: PowerModule<'vulnerable'> = {
  kind: 'vulnerable',
  section: 'ddm-battle-rules-2011, "Resistance and Vulnerability", VULNERABLE X DAMAGE',
  schema: vulnerablePowerSchema,
  text: (p) => `Vulnerable ${p.amount} ${p.type}`,
  answers: (p) => ({ damageTraits: { vulnerable: [{ amount: p.amount, type: p.type }] } }),
};
