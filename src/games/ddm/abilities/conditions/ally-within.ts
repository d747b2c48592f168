// Condition "ally-within": an ally of this creature (not itself) with one of the keywords is on the map
// within N squares of it ("if this creature is within 10 squares of an Arcane or Izzet ally") —
// ddm-battle-rules-2011, "Counting Squares" (the squares between the two spaces), "HOW TO READ A STAT
// CARD" (Keywords). Unlike `within`, it names no party of the event: any such ally will do.
import { allyWithinConditionSchema } from '../../cards/schema.js';
import { spaceDistance } from '../../geometry/index.js';
import { geo, spaceOf } from '../../geo.js';
import { cardOf, enemies, onMap } from '../../rules/common.js';
import type { ConditionModule } from './module.js';

export const allyWithin: ConditionModule<'ally-within'> = {
  kind: 'ally-within',
  schema: allyWithinConditionSchema,
  words: (c) => ({ party: 'self', post: `within ${c.squares} square${c.squares > 1 ? 's' : ''} of ${c.keywords.join(' or ')} ally` }),
  test(x, c) {
    const s = x.ctx.state;
    const me = x.subject;
    if (!onMap(me)) return false;
    const board = geo(s).board;
    return s.creatures.some(
      (o) =>
        o.id !== me.id &&
        onMap(o) &&
        !enemies(s, me, o) &&
        cardOf(s, o).keywords.some((k) => c.keywords.includes(k)) &&
        spaceDistance(board, spaceOf(me), spaceOf(o)) <= c.squares,
    );
  },
};
