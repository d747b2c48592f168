// Condition "bloodied": the party is bloodied — alive, its hit points at or below its Bloodied score
// (ddm-battle-rules-2011, "Hit Points", Bloodied); with `not`, alive and not bloodied.
import { bloodiedConditionSchema } from '../../cards/schema.js';
import { partyOf, type ConditionModule } from './module.js';

export const bloodied: ConditionModule<'bloodied'> = {
  kind: 'bloodied',
  schema: bloodiedConditionSchema,
  words: (c) => ({ party: c.of, pre: c.not ? 'not bloodied' : 'bloodied' }),
  test(x, c) {
    const p = partyOf(x, c.of);
    return !!p && p.hp > 0 && p.hp <= p.bloodied !== (c.not === true);
  },
};
