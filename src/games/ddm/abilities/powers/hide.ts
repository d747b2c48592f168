// Power "hide" (ddm-battle-rules-2011, "COVER AGAINST RANGED ATTACKS", Hide (Power)).
import { hidePowerSchema } from '../../cards/schema.js';
import { titleOf, type PowerModule } from './module.js';

export const hide: PowerModule<'hide'> = {
  kind: 'hide',
  section: 'ddm-battle-rules-2011, "COVER AGAINST RANGED ATTACKS", Hide (Power)',
  schema: hidePowerSchema,
  text: (p) => titleOf(p.kind),
  answers: () => ({ sight: { hide: true } }),
};
