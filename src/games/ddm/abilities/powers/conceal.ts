// Power "conceal" (ddm-battle-rules-2011, "Attack Roll", Conceal: a hit rolls 1d20 and misses below the value; critical hits ignore it).
import { concealPowerSchema } from '../../cards/schema.js';
import type { PowerModule } from './module.js';

export const conceal: PowerModule<'conceal'> = {
  kind: 'conceal',
  section: 'ddm-battle-rules-2011, "Attack Roll", Conceal',
  schema: concealPowerSchema,
  text: (p) => `Conceal ${p.value}`,
  answers: (p) => ({ concealment: p.value }),
};
