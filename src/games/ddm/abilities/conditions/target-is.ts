// Condition "target-is": the attack's target is an enemy, an ally, this creature or any creature
// (ddm-battle-rules-2011, "Making an Attack" 4; guidelines "Declare target(s)" T2/T3: "attacks an
// ally", "targets this creature").
import { targetIsConditionSchema } from '../../cards/schema.js';
import type { ConditionModule } from './module.js';
import { partyOf } from './module.js';
import { NOUN, related } from './relation.js';

export const targetIs: ConditionModule<'target-is'> = {
  kind: 'target-is',
  schema: targetIsConditionSchema,
  words: (c) => ({ party: 'target', noun: NOUN[c.who] }),
  test: (x, c) => related(x.ctx.state, x.subject, partyOf(x, 'target'), c.who),
};
