// Condition "charging": the party is charging — it is taking its turn and has begun a charge this turn
// (ddm-battle-rules-2011, "Charge": a charge takes the creature's attack, move and minor actions, so
// the turn's `charged` mark is set as the charge begins and covers its movement and its attack) — "a
// charging enemy moves into a square adjacent to this creature" (Set Against Charge). Our reading: any
// movement of the party after its charge in that turn counts as charging too (the engine offers none
// but a power's).
import { chargingConditionSchema } from '../../cards/schema.js';
import { partyOf, type ConditionModule } from './module.js';

export const charging: ConditionModule<'charging'> = {
  kind: 'charging',
  schema: chargingConditionSchema,
  words: (c) => ({ party: c.of, pre: 'charging' }),
  test(x, c) {
    const p = partyOf(x, c.of);
    const t = x.ctx.state.turn;
    return !!p && !!t && t.creature === p.id && t.charged;
  },
};
