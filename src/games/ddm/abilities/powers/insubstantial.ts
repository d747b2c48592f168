// Power "insubstantial" (ddm-battle-rules-2011, "INSUBSTANTIAL" (guidelines: only damage from attacks)).
import { insubstantialPowerSchema } from '../../cards/schema.js';
import { titleOf, type PowerModule } from './module.js';

export const insubstantial: PowerModule<'insubstantial'> = {
  kind: 'insubstantial',
  section: 'ddm-battle-rules-2011, "INSUBSTANTIAL"',
  schema: insubstantialPowerSchema,
  text: (p) => titleOf(p.kind),
  answers: () => ({ damageTraits: { insubstantial: true } }),
};
