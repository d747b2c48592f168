// Target "warband": the creatures of this creature's warband on the map with any of the named
// keywords ("Drow and Stealth allies", "each Dragon ally and each Goblin ally", "creatures in your
// warband") — ddm-battle-rules-2011, "HOW TO READ A STAT CARD" (Keywords: some powers affect only
// creatures with specific keywords); an ally is another creature of the warband, so this creature is
// included only when the card says so ("this creature and each ally", "creatures in your warband").
import { warbandTargetSchema } from '../../cards/schema.js';
import { cardOf, enemies, onMap } from '../../rules/common.js';
import type { CreatureState, DdmState } from '../../state.js';
import type { TargetModule, TargetOf } from './module.js';

const either = (ks: readonly string[]): string => (ks.length <= 1 ? (ks[0] ?? '') : `${ks.slice(0, -1).join(', ')} or ${ks[ks.length - 1] ?? ''}`);

/** The creatures `t` names for `subject`, in creature order. */
export function warbandOf(s: DdmState, subject: CreatureState, t: Omit<TargetOf<'warband'>, 'kind'>): CreatureState[] {
  const out: CreatureState[] = [];
  for (const o of s.creatures) {
    if (!onMap(o) || enemies(s, subject, o)) continue;
    const keyed = t.keywords.length === 0 || cardOf(s, o).keywords.some((k) => t.keywords.includes(k));
    if (o.id === subject.id ? t.self === 'yes' || (t.self === 'if-keyword' && keyed) : keyed) out.push(o);
  }
  return out;
}

export const warband: TargetModule<'warband'> = {
  kind: 'warband',
  schema: warbandTargetSchema,
  text: (t) => {
    const kw = t.keywords.length > 0 ? `${either(t.keywords)} ` : '';
    if (t.self === 'if-keyword') return `each ${kw}creature in your warband`;
    return `${t.self === 'yes' ? 'this creature and ' : ''}each ${kw}ally`;
  },
  plural: (t) => t.self === 'yes',
  who: ({ ctx, subject }, t) => warbandOf(ctx.state, subject, t),
};
