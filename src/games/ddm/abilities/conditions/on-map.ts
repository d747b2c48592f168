// Condition "on-map": the party is on the battle map (ddm-battle-rules-2011, "Hit Points": a destroyed
// creature is removed; an attacker destroyed by an earlier response makes no attack to answer).
// Unworded: the card's text takes it for granted.
import { onMapConditionSchema } from '../../cards/schema.js';
import { onMap } from '../../rules/common.js';
import { partyOf, type ConditionModule } from './module.js';

export const onMapCondition: ConditionModule<'on-map'> = {
  kind: 'on-map',
  schema: onMapConditionSchema,
  words: (c) => ({ party: c.of }),
  test(x, c) {
    const p = partyOf(x, c.of);
    return !!p && onMap(p);
  },
};
