// Target "allies": each ally on the map (within N squares of this creature, with a keyword, if the
// card says so), and this creature too if it says so — ddm-battle-rules-2011, "Allies and Enemies",
// "Counting Squares", "HOW TO READ A STAT CARD" (Keywords).
import { alliesTargetSchema } from '../../cards/schema.js';
import { spaceDistance } from '../../geometry/index.js';
import { geo, spaceOf } from '../../geo.js';
import { cardOf, enemies, onMap } from '../../rules/common.js';
import type { CreatureState, DdmState } from '../../state.js';
import type { TargetModule, TargetOf } from './module.js';

/** The allies `t` names for `subject`, in creature order. */
export function alliesOf(s: DdmState, subject: CreatureState, t: Omit<TargetOf<'allies'>, 'kind'>): CreatureState[] {
  const out: CreatureState[] = [];
  const g = t.within === undefined ? null : geo(s);
  for (const o of s.creatures) {
    if (!onMap(o)) continue;
    if (o.id === subject.id) {
      if (t.self) out.push(o);
      continue;
    }
    if (enemies(s, subject, o)) continue;
    if (g && t.within !== undefined && (!onMap(subject) || spaceDistance(g.board, spaceOf(subject), spaceOf(o)) > t.within)) continue;
    if (t.keyword !== undefined && !cardOf(s, o).keywords.includes(t.keyword)) continue;
    out.push(o);
  }
  return out;
}

export const allies: TargetModule<'allies'> = {
  kind: 'allies',
  schema: alliesTargetSchema,
  text: (t) =>
    `${t.self ? 'this creature and ' : ''}each ${t.keyword ? `${t.keyword} ` : ''}ally${t.within ? ` within ${t.within} square${t.within > 1 ? 's' : ''}` : ''}`,
  plural: (t) => t.self,
  who: ({ ctx, subject }, t) => alliesOf(ctx.state, subject, t),
};
