// Condition "actor-is": the event's creature (the attacker, the mover, the creature whose turn starts)
// is an enemy, an ally, this creature or any creature (ddm-battle-rules-2011, "Activated Powers":
// "when an enemy …", "when an ally …"; "Allies and Enemies").
import { actorIsConditionSchema } from '../../cards/schema.js';
import type { ConditionModule } from './module.js';
import { NOUN, related } from './relation.js';

export const actorIs: ConditionModule<'actor-is'> = {
  kind: 'actor-is',
  schema: actorIsConditionSchema,
  words: (c) => ({ party: 'actor', noun: NOUN[c.who] }),
  test: ({ ctx, subject, other }, c) => related(ctx.state, subject, other, c.who),
};
