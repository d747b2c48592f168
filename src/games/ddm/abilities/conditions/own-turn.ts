// Condition "own-turn": it is the party's turn — the turn being taken is the party's own ("when this
// creature misses with an attack on its turn", Double-Bladed Axe). ddm-battle-rules-2011, "Take
// Actions Phase" (a creature's turn); an opportunity attack or an immediate action taken on another
// creature's turn is not on its own turn.
import { ownTurnConditionSchema } from '../../cards/schema.js';
import { partyOf, type ConditionModule } from './module.js';

export const ownTurn: ConditionModule<'own-turn'> = {
  kind: 'own-turn',
  schema: ownTurnConditionSchema,
  words: (c) => ({ party: c.of, post: 'on its turn' }),
  test(x, c) {
    const p = partyOf(x, c.of);
    const t = x.ctx.state.turn;
    return !!p && !!t && t.creature === p.id;
  },
};
