// Power "scout" (ddm-battle-rules-2011, "Set-Up", SCOUT).
import { scoutPowerSchema } from '../../cards/schema.js';
import { titleOf, type PowerModule } from './module.js';

export const scout: PowerModule<'scout'> = {
  kind: 'scout',
  section: 'ddm-battle-rules-2011, "Set-Up", SCOUT',
  schema: scoutPowerSchema,
  text: (p) => titleOf(p.kind),
  answers: () => ({ setupPlacement: { scout: true } }),
};
