// Power "phasing" (ddm-battle-rules-2011, "Modes (Movement)", PHASING).
import { phasingPowerSchema } from '../../cards/schema.js';
import { titleOf, type PowerModule } from './module.js';

export const phasing: PowerModule<'phasing'> = {
  kind: 'phasing',
  section: 'ddm-battle-rules-2011, "Modes (Movement)", PHASING',
  schema: phasingPowerSchema,
  text: (p) => titleOf(p.kind),
  answers: () => ({ moveTraits: { phasing: true } }),
};
