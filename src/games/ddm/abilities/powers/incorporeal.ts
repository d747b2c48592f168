// Power "incorporeal" (ddm-rules-guidelines-2008, Incorporeal: as Phasing and Insubstantial).
import { incorporealPowerSchema } from '../../cards/schema.js';
import { titleOf, type PowerModule } from './module.js';

export const incorporeal: PowerModule<'incorporeal'> = {
  kind: 'incorporeal',
  section: 'ddm-rules-guidelines-2008, Incorporeal',
  schema: incorporealPowerSchema,
  text: (p) => titleOf(p.kind),
  // As Insubstantial (the damage it takes) and as Phasing (how it moves).
  answers: () => ({ damageTraits: { insubstantial: true }, moveTraits: { phasing: true } }),
};
