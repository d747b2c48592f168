// Power "blindsight" (ddm-rules-guidelines-2008, Blindsight: within its range it ignores Conceal, Invisible and smoke).
import { blindsightPowerSchema } from '../../cards/schema.js';
import type { PowerModule } from './module.js';

export const blindsight: PowerModule<'blindsight'> = {
  kind: 'blindsight',
  section: 'ddm-rules-guidelines-2008, Blindsight',
  schema: blindsightPowerSchema,
  text: (p) => `Blindsight ${p.range}${p.notFlying ? ' against creatures without Flight' : ''}`,
  // Tremorsense ("Blindsight against creatures without Flight"): a range of its own, read only toward creatures that lack Flight (geo.ts).
  answers: (p) => ({ sight: p.notFlying ? { blindsightNotFlying: p.range } : { blindsight: p.range } }),
};
