// Target "self": this creature (ddm-battle-rules-2011, "HOW TO READ A STAT CARD", Powers).
import { selfTargetSchema } from '../../cards/schema.js';
import type { TargetModule } from './module.js';

export const selfTarget: TargetModule<'self'> = {
  kind: 'self',
  schema: selfTargetSchema,
  text: () => 'this creature',
  who: ({ subject }) => [subject],
};
