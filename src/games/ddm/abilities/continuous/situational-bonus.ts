// Continuous "situational-bonus": +N Attack and/or +M Damage while a situation holds —
// ddm-battle-rules-2011, "Bonuses and Penalties" (a permissive card: "CORE RULES AND EXCEPTIONS" level
// 1); the situations are the rules' own: "Bloodied" ("Hit Points"), "CHARGE", "Opportunity Attacks",
// creature size ("Big Creatures") and adjacency ("How to Choose Targets"). One module for the many
// printed bonuses worded as "+A Attack and +D Damage <situation>" (Bloodrage, Powerful Charge,
// Bloodthirsty, Overwhelming Size, …).
import { Tier } from '../../../../core/index.js';
import { CONDITIONS, SIZES, type BonusSituation, type ConditionName, type Continuous } from '../../cards/schema.js';
import { dist, geo, isAdjacent, sees } from '../../geo.js';
import { enemies, isDamaged, onMap } from '../../rules/common.js';
import { has } from '../../rules/conditions.js';
import { isMounted, shareSpace } from '../../rules/mount-links.js';
import type { CreatureState, DdmState } from '../../state.js';
import { num, src, type ContinuousModule } from './module.js';

type Situation = Extract<Continuous, { kind: 'situational-bonus' }>['when'];

interface Args {
  readonly attacker: number;
  readonly target: number;
  readonly melee: boolean;
  readonly mode?: string;
  /** The attack's kind (melee, ranged, close, area), when the query gives it. */
  readonly range?: string;
}

const bloodied = (c: CreatureState | undefined): boolean => !!c && c.hp <= c.bloodied;
const sizeOf = (s: DdmState, c: CreatureState): number => SIZES.indexOf(s.cards[c.card]?.size ?? 'Medium');

/** An active-or-not ally of `of` (not `of` itself) on the map with `keyword`, adjacent to `to`. */
function allyAdjacent(s: DdmState, of: CreatureState, to: CreatureState, keyword: string): boolean {
  const g = geo(s);
  return s.creatures.some(
    (o) => o.id !== of.id && o.id !== to.id && onMap(o) && !enemies(s, of, o) && (s.cards[o.card]?.keywords ?? []).includes(keyword) && isAdjacent(g, o, to),
  );
}

/** An ally of `me` (not itself) on the map, adjacent to it, whose card has a power named `power` (any case). */
function allyWithPowerAdjacent(s: DdmState, me: CreatureState, power: string): boolean {
  const g = geo(s);
  const named = power.toLowerCase();
  return s.creatures.some(
    (o) =>
      o.id !== me.id &&
      onMap(o) &&
      !enemies(s, me, o) &&
      (s.cards[o.card]?.powers ?? []).some((p) => 'name' in p && p.name.toLowerCase() === named) &&
      isAdjacent(g, o, me),
  );
}

/** An ally of `c` (not `c` itself) on the map with `keyword`, within `within` squares of it. */
function allyNear(s: DdmState, c: CreatureState, keyword: string, within: number): boolean {
  const g = geo(s);
  return s.creatures.some(
    (o) => o.id !== c.id && onMap(o) && !enemies(s, c, o) && (s.cards[o.card]?.keywords ?? []).includes(keyword) && dist(g, o, c) <= within,
  );
}

/** Another creature on the map, enemy or ally, bloodied and within `within` squares of `c`. */
function nearBloodied(s: DdmState, c: CreatureState, within: number): boolean {
  const g = geo(s);
  return s.creatures.some((o) => o.id !== c.id && onMap(o) && bloodied(o) && dist(g, o, c) <= within);
}

/** No creature but `me` adjacent to `t` (a rider sharing either's space is part of it). */
function isolated(s: DdmState, me: CreatureState, t: CreatureState): boolean {
  const g = geo(s);
  return !s.creatures.some((o) => o.id !== me.id && o.id !== t.id && onMap(o) && !shareSpace(s, o, t) && !shareSpace(s, o, me) && isAdjacent(g, o, t));
}

/** An ally of `me` on the map (in play) that is a champion (has a champion rating) with `keyword`. */
function championAlly(s: DdmState, me: CreatureState, keyword: string): boolean {
  return s.creatures.some((o) => {
    const card = s.cards[o.card];
    return o.id !== me.id && onMap(o) && !enemies(s, me, o) && card?.championRating !== undefined && card.keywords.includes(keyword);
  });
}

/** How many enemies of `me` on the map are adjacent to it (a rider and its mount count as two creatures). */
function adjacentEnemies(s: DdmState, me: CreatureState): number {
  const g = geo(s);
  return s.creatures.filter((o) => o.id !== me.id && onMap(o) && enemies(s, me, o) && isAdjacent(g, o, me)).length;
}

/** Some ally of `me` (not itself) on the map within `within` squares of it (counted distance), of level `level` or higher. */
function allyWithin(s: DdmState, me: CreatureState, within: number, level = 0): boolean {
  const g = geo(s);
  return s.creatures.some((o) => o.id !== me.id && onMap(o) && !enemies(s, me, o) && (s.cards[o.card]?.level ?? 0) >= level && dist(g, o, me) <= within);
}

/** An ally champion (a champion rating) of `me` with `keyword` (any keyword when '') on the map within `within` squares (1: adjacent) of it. */
function championAllyNear(s: DdmState, me: CreatureState, keyword: string, within: number): boolean {
  const g = geo(s);
  return s.creatures.some((o) => {
    const card = s.cards[o.card];
    if (o.id === me.id || !onMap(o) || enemies(s, me, o) || card?.championRating === undefined || (keyword !== '' && !card.keywords.includes(keyword)))
      return false;
    return within === 1 ? isAdjacent(g, o, me) : dist(g, o, me) <= within;
  });
}

/** An ally of `me` (not itself) on the map with one of `keywords` and, when one is named, the alignment. */
function allyInPlay(s: DdmState, me: CreatureState, keywords: readonly string[], alignment: string): boolean {
  return s.creatures.some((o) => {
    const card = s.cards[o.card];
    return (
      o.id !== me.id &&
      onMap(o) &&
      !enemies(s, me, o) &&
      !!card &&
      (!alignment || card.alignment === alignment) &&
      card.keywords.some((k) => keywords.includes(k))
    );
  });
}

/** Some other creature of `me`'s warband (its owner's: "Building a Warband"), on the map or not, passing `test`. */
function warbandHas(s: DdmState, me: CreatureState, test: (o: CreatureState) => boolean): boolean {
  return s.creatures.some((o) => o.id !== me.id && o.owner === me.owner && test(o));
}

/** Whether the situation holds for this attack (the attacker is the power's creature). */
function holds(s: DdmState, when: Situation, keyword: string, within: number, a: Args, or: readonly string[] = [], alignment = '', level = 0): boolean {
  const me = s.creatures[a.attacker];
  const t = s.creatures[a.target];
  if (!me || !t) return false;
  switch (when) {
    case 'self-bloodied':
      return bloodied(me);
    case 'charging':
      return a.mode === 'charge';
    case 'opportunity':
      return a.mode === 'opportunity';
    case 'target-bloodied':
      return bloodied(t);
    case 'target-smaller':
      return sizeOf(s, t) < sizeOf(s, me);
    case 'target-medium-or-smaller':
      return sizeOf(s, t) <= SIZES.indexOf('Medium');
    case 'adjacent-ally-keyword':
      return onMap(me) && allyAdjacent(s, me, me, keyword);
    case 'target-adjacent-ally-keyword':
      return onMap(t) && allyAdjacent(s, me, t, keyword);
    case 'target-keyword':
      return (s.cards[t.card]?.keywords ?? []).includes(keyword) && (!alignment || s.cards[t.card]?.alignment === alignment);
    case 'target-alignment':
      return s.cards[t.card]?.alignment === keyword;
    case 'near-bloodied':
      return onMap(me) && nearBloodied(s, me, within);
    case 'near-ally-keyword':
      return onMap(me) && allyNear(s, me, keyword, within);
    case 'target-condition':
      return [keyword, ...or].some((k) => (CONDITIONS as readonly string[]).includes(k) && has(t, k as ConditionName));
    case 'target-not-mounted':
      return !isMounted(s, t);
    case 'target-isolated':
      return onMap(t) && isolated(s, me, t);
    case 'champion-ally-keyword':
      return championAlly(s, me, keyword);
    case 'self-not-bloodied':
      return !bloodied(me);
    case 'one-enemy-adjacent':
      return onMap(me) && adjacentEnemies(s, me) === 1;
    case 'no-ally-within':
      return onMap(me) && !allyWithin(s, me, within);
    case 'target-higher-level':
      return (s.cards[t.card]?.level ?? 0) > (s.cards[me.card]?.level ?? 0);
    case 'target-flying':
      return s.cards[t.card]?.mode === 'flight';
    case 'adjacent-champion-ally-keyword':
      return onMap(me) && championAllyNear(s, me, keyword, 1);
    case 'near-champion-ally-keyword':
      return onMap(me) && championAllyNear(s, me, keyword, within);
    case 'ally-keyword-in-play':
      return allyInPlay(s, me, [keyword, ...or], alignment);
    case 'target-undamaged':
      // "Hit Points": a creature that has lost none of its HP (healed back to full counts as undamaged;
      // bonus hit points leave a creature damaged before them damaged: isDamaged).
      return !isDamaged(t);
    case 'target-acted':
      // A turn in progress is not yet taken: the target's own current turn does not count.
      return t.activations - (s.turn?.creature === t.id ? 1 : 0) > 0;
    case 'target-medium-or-larger':
      return sizeOf(s, t) >= SIZES.indexOf('Medium');
    case 'target-faction':
      return (s.cards[t.card]?.factions ?? []).some((f) => f === keyword);
    case 'no-ally-destroyed':
      return !warbandHas(s, me, (o) => o.destroyed);
    case 'ally-destroyed':
      return warbandHas(s, me, (o) => o.destroyed);
    case 'warband-champion-keyword':
      return warbandHas(s, me, (o) => {
        const card = s.cards[o.card];
        return card?.championRating !== undefined && card.keywords.includes(keyword);
      });
    case 'adjacent-ally-power':
      return onMap(me) && allyWithPowerAdjacent(s, me, keyword);
    case 'no-ally-level-within':
      return onMap(me) && !allyWithin(s, me, within, level);
    case 'unseen-by-target':
      // "Invisible", "Line of Sight": the target traces no line of sight to it (invisible, hidden, or the target blinded).
      return onMap(me) && onMap(t) && !sees(geo(s), t, me);
  }
}

/** Whether `sit` holds for this attack by `a.attacker` (the stat-bonus effect's `against`, abilities/effects/stat-bonus.ts). */
export const situationHolds = (s: DdmState, sit: BonusSituation, a: Args): boolean =>
  holds(s, sit.when, sit.keyword ?? '', sit.within ?? 0, a, sit.or ?? [], sit.alignment ?? '', sit.level ?? 0);

const applies = (s: DdmState, a: Args, params: Readonly<Record<string, unknown>>, attacker: number): boolean =>
  a.attacker === attacker &&
  (params['melee'] !== true || a.melee) &&
  (params['ranged'] !== true || a.range === 'ranged') &&
  holds(
    s,
    params['when'] as Situation,
    typeof params['keyword'] === 'string' ? params['keyword'] : '',
    typeof params['within'] === 'number' ? params['within'] : 0,
    a,
    Array.isArray(params['or']) ? (params['or'] as string[]) : [],
    typeof params['alignment'] === 'string' ? params['alignment'] : '',
    typeof params['level'] === 'number' ? params['level'] : 0,
  );

const SITUATION_TEXT: Readonly<Record<Situation, (keyword: string, within: number, alignment?: string, level?: number) => string>> = {
  'self-bloodied': () => 'while this creature is bloodied',
  charging: () => 'when charging',
  opportunity: () => 'on opportunity attacks',
  'target-bloodied': () => 'against bloodied targets',
  'target-smaller': () => 'against smaller targets',
  'target-medium-or-smaller': () => 'against Medium or smaller targets',
  'adjacent-ally-keyword': (k) => `while adjacent to a ${k} ally`,
  'target-adjacent-ally-keyword': (k) => `against targets adjacent to a ${k} ally`,
  'target-keyword': (k, _n, alignment) => `against ${alignment ? `${alignment} ` : ''}${k} targets`,
  'target-alignment': (k) => `against ${k} targets`,
  'near-bloodied': (_k, n) => `while within ${n} squares of another bloodied creature`,
  'near-ally-keyword': (k, n) => `while within ${n} squares of a ${k} ally`,
  'target-condition': (k) => `against ${k} targets`,
  'target-not-mounted': () => 'against targets without the Mounted keyword',
  'target-isolated': () => 'against targets no other creature is adjacent to',
  'champion-ally-keyword': (k) => `while a ${k} champion ally is in play`,
  'self-not-bloodied': () => 'while this creature is not bloodied',
  'one-enemy-adjacent': () => 'while exactly one enemy is adjacent to this creature',
  'no-ally-within': (_k, n) => `while no ally is within ${n} squares of this creature`,
  'target-higher-level': () => 'against targets of a higher level',
  'target-flying': () => 'against targets with Flight',
  'adjacent-champion-ally-keyword': (k) => `while adjacent to a ${k} champion ally`,
  'near-champion-ally-keyword': (k, n) => `while a ${k ? `${k} ` : ''}champion ally is within ${n} squares of this creature`,
  'target-undamaged': () => 'against undamaged targets',
  'target-acted': () => 'against targets that have already taken a turn this round',
  'ally-keyword-in-play': (k, _n, alignment) => `while it has ${alignment ? `an ${alignment}` : 'an'} ally with the keyword ${k} in play`,
  'target-medium-or-larger': () => 'against Medium or larger targets',
  'target-faction': (k) => `against ${k} targets`,
  'no-ally-destroyed': () => 'until an ally is destroyed',
  'ally-destroyed': () => 'once an ally has been destroyed',
  'warband-champion-keyword': (k) => `while its warband has a ${k} champion`,
  'adjacent-ally-power': (k) => `while adjacent to an ally with ${k}`,
  'no-ally-level-within': (_k, n, _a, level) => `while no level ${level ?? 0} or higher ally is within ${n} squares of this creature`,
  'unseen-by-target': () => 'while this creature is invisible to target',
};

/** The words for `sit` ("against bloodied targets"). */
export const situationText = (sit: BonusSituation): string =>
  SITUATION_TEXT[sit.when]([sit.keyword ?? '', ...(sit.or ?? [])].join(' or '), sit.within ?? 0, sit.alignment, sit.level);

export const situationalBonus: ContinuousModule<'situational-bonus'> = {
  kind: 'situational-bonus',
  text: (e) => {
    const parts = [...(e.attack > 0 ? [`+${e.attack} Attack`] : []), ...(e.damage > 0 ? [`+${e.damage} Damage`] : [])];
    return `${parts.join(' and ')}${e.melee ? ' with melee attacks' : ''}${e.ranged ? ' with ranged attacks' : ''} ${SITUATION_TEXT[e.when]([e.keyword ?? '', ...(e.or ?? [])].join(' or '), e.within ?? 0, e.alignment, e.level)}`;
  },
  handler: {
    queries: {
      attackBonus: {
        tier: Tier.PERMISSIVE_CARD,
        modify: (v, a, s, e) => (num(e, 'attack') > 0 && applies(s, a, e.params, src(e)) ? v + num(e, 'attack') : v),
      },
      damageBonus: {
        tier: Tier.PERMISSIVE_CARD,
        modify: (v, a, s, e) => (num(e, 'damage') > 0 && applies(s, a, e.params, src(e)) ? v + num(e, 'damage') : v),
      },
    },
  },
};
