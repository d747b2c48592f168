// Power "delayed-appearance" (ddm-battle-rules-2011, "Set-Up", Delayed Appearance).
import { delayedAppearancePowerSchema } from '../../cards/schema.js';
import type { PowerModule } from './module.js';

export const delayedAppearance: PowerModule<'delayed-appearance'> = {
  kind: 'delayed-appearance',
  section: 'ddm-battle-rules-2011, "Set-Up", Delayed Appearance',
  schema: delayedAppearancePowerSchema,
  text: () => 'Delayed Appearance: starts the battle off the battle map, not in play until a power puts it on the map',
  answers: () => ({ setupPlacement: { delayed: true } }),
};
