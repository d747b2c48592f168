// Power "invisible" (ddm-rules-guidelines-2008, Invisible: Conceal 11 and combat advantage against enemies that cannot see it).
import { invisiblePowerSchema } from '../../cards/schema.js';
import { titleOf, type PowerModule } from './module.js';

export const invisible: PowerModule<'invisible'> = {
  kind: 'invisible',
  section: 'ddm-rules-guidelines-2008, Invisible',
  schema: invisiblePowerSchema,
  text: (p) => titleOf(p.kind),
  answers: () => ({ sight: { invisible: true } }),
};
