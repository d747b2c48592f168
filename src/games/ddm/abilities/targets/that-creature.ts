// Target "that-creature": the event's creature — "that enemy", "that ally": the attacker, the mover,
// the creature whose turn starts (ddm-battle-rules-2011, "Activated Powers", COMMON TRIGGERED POWERS).
import { thatCreatureTargetSchema } from '../../cards/schema.js';
import type { TargetModule } from './module.js';

export const thatCreature: TargetModule<'that-creature'> = {
  kind: 'that-creature',
  schema: thatCreatureTargetSchema,
  text: () => 'that creature',
  who: ({ other }) => (other ? [other] : []),
};
