// Power "custom": a printed power no shared part expresses, carried out by its own file in
// cards/custom/ (ddm-battle-rules-2011, "HOW TO READ A CREATURE STAT CARD", Powers). Its rules text is
// the file's; its query handlers are put into play by rules/setup.ts, its event handlers heard by
// abilities/announce.ts.
import { customPowerSchema } from '../../cards/schema.js';
import { customHandlerName, customPower } from '../../cards/custom/index.js';
import type { PowerModule } from './module.js';

export const custom: PowerModule<'custom'> = {
  kind: 'custom',
  section: 'ddm-battle-rules-2011, "HOW TO READ A CREATURE STAT CARD" (Powers)',
  schema: customPowerSchema,
  text: (p) => `${p.name}: ${customPower(p.custom, p.name).text}.`,
  // A file with query handlers is one effect in play per creature.
  answers: (p) => (customPower(p.custom, p.name).handler ? { inPlay: { name: p.name, handler: customHandlerName(p.custom), params: {} } } : {}),
};
