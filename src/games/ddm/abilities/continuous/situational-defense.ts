// Continuous "situational-defense": +N to some defenses while a situation holds — "+2 AC and +2 DEF
// against {r} attacks" (Tower Shield), "+4 to all defenses vs. {r} attacks", "+8 AC and Reflex vs.
// Ranged attacks", "+4 AC against {r} attacks while not Bloodied" (Chitinous Plating), "+2 to all
// defenses while bloodied", "+4 AC and +4 DEF while only 1 enemy is adjacent" (Single Combatant),
// "+4 DEF while adjacent to a Dwarf ally", "+1 AC while adjacent to a martial ally" (Disciplined),
// "+8 DEF(Will) while within 5 squares of an allied Elf champion" (Resolute), "+4 AC vs. enemies
// without Flight" (Windborn), "+8 DEF against {c} or {a} attacks from Dragons" (Dragonkin: close or area
// attacks by a creature with the keyword) — ddm-battle-rules-2011, "Bonuses and Penalties" (a permissive card:
// "CORE RULES AND EXCEPTIONS" level 1), Appendix A (DEF is Fortitude, Reflex and Will). Read from the
// `defense` query, which an attack asks with the attacker and its range kind (rules/attack-options.ts);
// `against`: only against attacks of those kinds (never when no attack asks); `when`: this creature's
// situation; both must hold when both are printed.
import { Tier } from '../../../../core/index.js';
import type { Continuous } from '../../cards/schema.js';
import { dist, geo, isAdjacent } from '../../geo.js';
import { enemies, onMap } from '../../rules/common.js';
import type { CreatureState, DdmState } from '../../state.js';
import { src, type ContinuousModule } from './module.js';

type Defense = Extract<Continuous, { kind: 'situational-defense' }>;
type When = NonNullable<Defense['when']>;

const bloodied = (c: CreatureState): boolean => c.hp <= c.bloodied;

function holds(s: DdmState, me: CreatureState, when: When, keyword: string, within: number, attacker: CreatureState | undefined): boolean {
  const g = (): ReturnType<typeof geo> => geo(s);
  switch (when) {
    case 'self-bloodied':
      return bloodied(me);
    case 'self-not-bloodied':
      return !bloodied(me);
    case 'one-enemy-adjacent':
      return onMap(me) && s.creatures.filter((o) => o.id !== me.id && onMap(o) && enemies(s, me, o) && isAdjacent(g(), o, me)).length === 1;
    case 'adjacent-ally-keyword':
      return (
        onMap(me) &&
        s.creatures.some(
          (o) => o.id !== me.id && onMap(o) && !enemies(s, me, o) && (s.cards[o.card]?.keywords ?? []).includes(keyword) && isAdjacent(g(), o, me),
        )
      );
    case 'near-champion-ally-keyword':
      return (
        onMap(me) &&
        s.creatures.some((o) => {
          const card = s.cards[o.card];
          return (
            o.id !== me.id &&
            onMap(o) &&
            !enemies(s, me, o) &&
            card?.championRating !== undefined &&
            card.keywords.includes(keyword) &&
            dist(g(), o, me) <= within
          );
        })
      );
    case 'attacker-not-flying':
      return !!attacker && s.cards[attacker.card]?.mode !== 'flight';
    case 'attacker-keyword':
      return !!attacker && (s.cards[attacker.card]?.keywords ?? []).includes(keyword);
  }
}

const WHEN_TEXT: Readonly<Record<When, (keyword: string, within: number) => string>> = {
  'self-bloodied': () => 'while this creature is bloodied',
  'self-not-bloodied': () => 'while this creature is not bloodied',
  'one-enemy-adjacent': () => 'while exactly one enemy is adjacent to this creature',
  'adjacent-ally-keyword': (k) => `while adjacent to a ${k} ally`,
  'near-champion-ally-keyword': (k, n) => `while a ${k} champion ally is within ${n} squares of this creature`,
  'attacker-not-flying': () => 'against attacks by creatures without Flight',
  'attacker-keyword': (k) => `against attacks by ${k} creatures`,
};

export const situationalDefense: ContinuousModule<'situational-defense'> = {
  kind: 'situational-defense',
  text: (e) => {
    const parts = (['AC', 'Fort', 'Ref', 'Will'] as const).flatMap((d) => (e.amounts[d] ? [`+${e.amounts[d]} ${d}`] : []));
    const against = e.against ? ` against ${e.against.join(' or ')} attacks` : '';
    const when = e.when ? ` ${WHEN_TEXT[e.when](e.keyword ?? '', e.within ?? 0)}` : '';
    return `${parts.join(', ')}${against}${when}`;
  },
  handler: {
    queries: {
      defense: {
        tier: Tier.PERMISSIVE_CARD,
        modify: (v, a, s, e) => {
          if (a.creature !== src(e)) return v;
          const amounts = e.params['amounts'] as Partial<Record<string, number>> | undefined;
          const amount = amounts?.[a.defense] ?? 0;
          if (amount <= 0) return v;
          const against = e.params['against'];
          if (Array.isArray(against) && (a.range === undefined || !against.includes(a.range))) return v;
          const me = s.creatures[src(e)];
          const when = e.params['when'] as When | undefined;
          const attacker = a.attacker === undefined ? undefined : s.creatures[a.attacker];
          if (when && (!me || !holds(s, me, when, String(e.params['keyword'] ?? ''), Number(e.params['within'] ?? 0), attacker))) return v;
          return v + amount;
        },
      },
    },
  },
};
