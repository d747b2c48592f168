// Target "warband": the creatures of this creature's warband on the map with any of the named
// keywords ("Drow and Stealth allies", "each Dragon ally and each Goblin ally", "creatures in your
// warband") — ddm-battle-rules-2011, "HOW TO READ A STAT CARD" (Keywords: some powers affect only
// creatures with specific keywords); an ally is another creature of the warband, so this creature is
// included only when the card says so ("this creature and each ally", "creatures in your warband").
// A card may also name them by alignment ("Evil allies", "Non-Evil Fey allies"), faction ("Civilization
// creatures in your warband": a creature of any faction named), size ("Small
// creatures in your warband"), the Unique flag ("Unique allies"), or name creatures of both sides
// ("Undead creatures", "All Humans (enemies and allies)") or enemies alone ("Evil enemies"), and only
// living ones ("Each living ally", "Living Creatures"): those filters hold together with the keywords.
import { warbandTargetSchema } from '../../cards/schema.js';
import { cardOf, enemies, onMap } from '../../rules/common.js';
import type { CreatureState, DdmState } from '../../state.js';
import type { TargetModule, TargetOf } from './module.js';

type Warband = Omit<TargetOf<'warband'>, 'kind'>;

/** "Living Creatures": a creature with one of these keywords is not living. */
const NOT_LIVING: readonly string[] = ['Construct', 'Object', 'Undead'];

const either = (ks: readonly string[]): string => (ks.length <= 1 ? (ks[0] ?? '') : `${ks.slice(0, -1).join(', ')} or ${ks[ks.length - 1] ?? ''}`);

/** Whether `o` has what `t` names besides its side: a keyword (when any is named), the alignment, size and Unique flag. */
function matches(s: DdmState, o: CreatureState, t: Warband): boolean {
  const card = cardOf(s, o);
  if (t.keywords.length > 0 && !card.keywords.some((k) => t.keywords.includes(k))) return false;
  if (t.alignments && !t.alignments.includes(card.alignment)) return false;
  if (t.sizes && !t.sizes.includes(card.size)) return false;
  if (t.factions && !card.factions.some((f) => t.factions?.includes(f))) return false;
  if (t.living && card.keywords.some((k) => NOT_LIVING.includes(k))) return false;
  return !t.unique || card.unique;
}

/** The creatures `t` names for `subject`, in creature order. */
export function warbandOf(s: DdmState, subject: CreatureState, t: Warband): CreatureState[] {
  const out: CreatureState[] = [];
  for (const o of s.creatures) {
    if (!onMap(o)) continue;
    if (enemies(s, subject, o) ? !t.enemies : t.enemies === 'only') continue;
    const keyed = matches(s, o, t);
    if (o.id === subject.id ? t.self === 'yes' || (t.self === 'if-keyword' && keyed) : keyed) out.push(o);
  }
  return out;
}

/** "Evil Small Unique Dragon" — the filters before the noun. */
function adjectives(t: Warband): string {
  const ws: string[] = [];
  if (t.alignments) ws.push(t.alignments.length === 1 ? (t.alignments[0] ?? '') : `${either(t.alignments)}`);
  if (t.living) ws.push('living');
  if (t.factions) ws.push(either(t.factions));
  if (t.sizes) ws.push(either(t.sizes));
  if (t.unique) ws.push('Unique');
  if (t.keywords.length > 0) ws.push(either(t.keywords));
  return ws.map((w) => `${w} `).join('');
}

export const warband: TargetModule<'warband'> = {
  kind: 'warband',
  schema: warbandTargetSchema,
  text: (t) => {
    const kw = adjectives(t);
    if (t.enemies === 'only') return `each ${kw}enemy`;
    if (t.enemies) return `${t.self === 'yes' ? 'this creature and ' : ''}each ${kw}creature (enemies and allies)`;
    if (t.self === 'if-keyword') return `each ${kw}creature in your warband`;
    return `${t.self === 'yes' ? 'this creature and ' : ''}each ${kw}ally`;
  },
  plural: (t) => t.self === 'yes',
  who: ({ ctx, subject }, t) => warbandOf(ctx.state, subject, t),
};
