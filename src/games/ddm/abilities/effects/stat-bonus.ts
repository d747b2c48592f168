// Effect "stat-bonus": "+N Attack and +N Damage (with melee attacks)", "+N Speed", "+N AC", "+N DEF"
// for the power's duration, for this creature or whom the power's target part names ("Dwarf allies
// have +2 Speed until end of round") — ddm-battle-rules-2011, "Bonuses and Penalties" (different
// effects stack; "Duplicate Effects": a creature is affected by one use of the same power at once),
// "Champion Powers", "Conditions" (Duration: until end of round). Each affected creature gets one
// effect in play, named after the power and the creature, so two uses of the power on one creature
// count once while the power's other creatures keep theirs; it costs nothing where nobody used such a
// power. The round's end removes the effects lasting until then (`rules/round.ts`); one lasting
// until the end of the battle stays. "Until end of turn" (Burst of Speed, Hustle: "Minor action; +4
// Speed until end of turn") is given only to the creature taking its turn and ends with that turn:
// the effect notes the round and the activation it was used in, and counts only while that turn
// lasts (the round's end removes it). Appendix A: "+N DEF" is +N Fortitude, Reflex and Will (the
// importer writes those three). A bonus `against: 'flanked-target'` ("+4 Attack and +10 Damage with {m}
// attacks against targets flanked by that ally", "Flanking") counts only on an attack whose target the
// bearer flanks when the bonus is asked (rules/attack-options.ts flankingIn); a bonus against a
// situation ("+4 Attack against Bloodied targets", "+5 Damage vs. Evil enemies", "Bonuses and
// Penalties") counts only on an attack for which the situation holds when the bonus is asked
// (abilities/continuous/situational-bonus.ts situationHolds, the bearer as the attacker). One power
// names one situation (its bonuses may also have none: "+2 Attack (or +4 Attack against Evil
// creatures)" is +2 and +2 more against Evil creatures). A typed bonus ("+5 radiant damage") answers
// typedDamageBonus: bonus damage of that type on a hit ("Applying Damage": only with base damage, not
// doubled by a critical hit; resistances and vulnerabilities of the type apply, rules/damage.ts).
import { Tier, type EffectHandler, type EffectInstance } from '../../../../core/index.js';
import type { BonusSituation, DamagePart, PowerTarget } from '../../cards/schema.js';
import type { DdmCtx, DdmQueries } from '../../ctx.js';
import type { CreatureState, DdmState } from '../../state.js';
import { onMap } from '../../rules/common.js';
import { flankingIn } from '../../rules/attack-options.js';
import { situationHolds, situationText } from '../continuous/situational-bonus.js';
import { geo } from '../../geo.js';
import { durationOfUse, lastsText } from '../durations/index.js';
import type { EffectOf, PowerEffectModule, PowerUse, Situation } from '../language.js';
import { powerAnswers } from '../queries.js';
import { rangedDeclared } from '../next-ranged.js';
import { targetPlural, targetsOf, targetText } from '../targets/index.js';

type Bonus = EffectOf<'stat-bonus'>['bonuses'][number];

/** The effects' handler in the game's effect table (`powers/effects.ts`). */
export const STAT_BONUS = 'stat-bonus';

const SELF: PowerTarget = { kind: 'self' };
const affected = (x: Situation, use: PowerUse | undefined): CreatureState[] => targetsOf(x, use?.target ?? SELF);

const STAT_WORDS: { readonly [K in Bonus['stat']]: string } = {
  attack: 'Attack',
  damage: 'Damage',
  speed: 'Speed',
  AC: 'AC',
  Fort: 'Fortitude',
  Ref: 'Reflex',
  Will: 'Will',
};

const againstText = (a: Bonus['against']): string => (a === undefined ? '' : a === 'flanked-target' ? ' against targets it flanks' : ` ${situationText(a)}`);
const bonusText = (b: Bonus): string =>
  `${b.amount > 0 ? '+' : ''}${b.amount} ${b.melee ? 'melee ' : b.ranged ? 'ranged ' : ''}${b.type ? `${b.type} ` : ''}${STAT_WORDS[b.stat]}${againstText(b.against)}`;
const listText = (xs: readonly string[]): string => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1] ?? ''}`);

/** The effect's parameter naming one statistic's bonus (melee-only, ranged-only, flanked-target and situational attack and damage apart). */
function key(b: Pick<Bonus, 'stat' | 'melee' | 'ranged' | 'against' | 'type'>): string {
  if (b.stat !== 'attack' && b.stat !== 'damage') return b.stat;
  const only = b.melee ? ':melee' : b.ranged ? ':ranged' : '';
  if (b.type) return `typed${only}:${b.type}`;
  return `${b.stat}${only}${b.against === undefined ? '' : b.against === 'flanked-target' ? ':flanked' : ':when'}`;
}

/** The power's one situation as the effect's parameters (`when`, `keyword`, `or` joined by "|", `within`, `alignment`). */
function situationParams(bonuses: readonly Bonus[], power: string): Record<string, number | string> {
  const sits = bonuses.flatMap((b) => (b.against !== undefined && b.against !== 'flanked-target' ? [b.against] : []));
  const sit = sits[0];
  if (!sit) return {};
  if (sits.some((x) => JSON.stringify(x) !== JSON.stringify(sit))) throw new Error(`power "${power}": a stat-bonus names one situation, not several`);
  return {
    when: sit.when,
    ...(sit.keyword ? { keyword: sit.keyword } : {}),
    ...(sit.or ? { or: sit.or.join('|') } : {}),
    ...(sit.within ? { within: sit.within } : {}),
    ...(sit.alignment ? { alignment: sit.alignment } : {}),
  };
}

/** The situation an effect's situational bonuses need, back from its parameters. */
function situationOf(e: EffectInstance): BonusSituation {
  const p = e.params;
  const str = (k: string): string | undefined => (typeof p[k] === 'string' ? (p[k] as string) : undefined);
  const or = str('or');
  const alignment = str('alignment');
  return {
    when: str('when') as BonusSituation['when'],
    ...(str('keyword') ? { keyword: str('keyword') } : {}),
    ...(or ? { or: or.split('|') } : {}),
    ...(typeof p['within'] === 'number' ? { within: p['within'] } : {}),
    ...(alignment === 'Good' || alignment === 'Evil' ? { alignment } : {}),
  };
}
const amount = (e: EffectInstance, k: string): number => (typeof e.params[k] === 'number' ? (e.params[k] as number) : 0);
const bearer = (e: EffectInstance): number => amount(e, 'creature');
/** Whether an "until end of turn" bonus is still in the turn it was used in (others last as their core duration says). */
function lasting(s: DdmState, e: EffectInstance): boolean {
  if (e.params['until'] !== 'end-of-turn') return true;
  const c = s.creatures[bearer(e)];
  if (!c || s.turn?.creature !== c.id || s.round !== amount(e, 'round') || c.activations !== amount(e, 'activation')) return false;
  // "On its next {r} attack": only during the first ranged attack declared after the power was used.
  return typeof e.params['nextRanged'] !== 'number' || rangedDeclared(s, c.id) === amount(e, 'nextRanged') + 1;
}
/** The bearer's bonus `k` from `e` now (0 when `e` is not its or has ended). */
const bonusOf = (s: DdmState, e: EffectInstance, creature: number, k: string): number => (creature === bearer(e) && lasting(s, e) ? amount(e, k) : 0);

type AttackArgs = { attacker: number; target: number; melee: boolean; mode?: string; range?: string };
/** The bonus `k` for every kind of attack, plus its melee-only or ranged-only part when the attack is of that kind ("+2 {r} attack"). */
const kindBonus = (s: DdmState, e: EffectInstance, a: AttackArgs, stat: string, tail = ''): number =>
  bonusOf(s, e, a.attacker, `${stat}${tail}`) +
  (a.melee ? bonusOf(s, e, a.attacker, `${stat}:melee${tail}`) : 0) +
  (a.range === 'ranged' ? bonusOf(s, e, a.attacker, `${stat}:ranged${tail}`) : 0);

/** Attack or Damage of an attack: the plain bonus, the melee or ranged one, those against a target the attacker flanks and those in the power's situation. */
function attackStat(s: DdmState, e: EffectInstance, a: AttackArgs, stat: 'attack' | 'damage'): number {
  let v = kindBonus(s, e, a, stat);
  const flanked = kindBonus(s, e, a, stat, ':flanked');
  if (flanked !== 0) {
    const c = s.creatures[a.attacker];
    const t = s.creatures[a.target];
    if (c && t && onMap(c) && onMap(t) && flankingIn(s, geo(s), c, t)) v += flanked;
  }
  const when = kindBonus(s, e, a, stat, ':when');
  if (when !== 0 && situationHolds(s, situationOf(e), a)) v += when;
  return v;
}

/** The typed damage bonuses of `e` for this attack by its bearer ("+5 radiant damage"; melee ones on melee attacks only). */
function typedParts(s: DdmState, e: EffectInstance, a: { attacker: number; melee: boolean; range?: string }): DamagePart[] {
  const out: DamagePart[] = [];
  for (const k of Object.keys(e.params)) {
    const m = /^typed(?::(melee|ranged))?:(.+)$/.exec(k);
    const type = m?.[2] as DamagePart['type'] | undefined;
    if (!m || !type || (m[1] === 'melee' && !a.melee) || (m[1] === 'ranged' && a.range !== 'ranged')) continue;
    const n = bonusOf(s, e, a.attacker, k);
    if (n !== 0) out.push({ amount: n, type });
  }
  return out;
}

export const statBonusHandler: EffectHandler<DdmState, DdmQueries, DdmCtx> = {
  queries: {
    typedDamageBonus: { tier: Tier.PERMISSIVE_CARD, modify: (v, a, s, e) => [...v, ...typedParts(s, e, a)] },
    attackBonus: { tier: Tier.PERMISSIVE_CARD, modify: (v, a, s, e) => v + attackStat(s, e, a, 'attack') },
    damageBonus: { tier: Tier.PERMISSIVE_CARD, modify: (v, a, s, e) => v + attackStat(s, e, a, 'damage') },
    speed: { tier: Tier.PERMISSIVE_CARD, modify: (v, a, s, e) => v + bonusOf(s, e, a.creature, 'speed') },
    defense: { tier: Tier.PERMISSIVE_CARD, modify: (v, a, s, e) => v + bonusOf(s, e, a.creature, a.defense) },
  },
};

export const statBonus: PowerEffectModule<'stat-bonus'> = {
  kind: 'stat-bonus',
  text: (e, duration, target = SELF) =>
    `${e.one ? targetText(target).replace(/^(?:this creature and )?each /, '1 ') : targetText(target)} ${targetPlural(target) && !e.one ? 'have' : 'has'} ${listText(e.bonuses.map(bonusText))}${e.next ? ' on its next ranged attack' : ''}${duration ? ` ${lastsText(duration)}` : ''}`,
  possible: (x, _e, use) => affected(x, use).length > 0,
  // "1 Beast ally has +2 AC": the creature is declared with the power, one option each.
  choices: (x, e, base, use) => (e.one ? affected(x, use).map((c) => ({ id: `${base.id}|${c.id}`, label: `${base.label}: ${c.label}` })) : [base]),
  resolve: (x, e, use, choice) => addStatBonus(x, e, use, choice),
  // As an action power (Burst of Speed: "Minor action; +4 Speed until end of turn"): for this creature
  // on the map, resolved at once when the action is taken (no step of its own).
  action: {
    possible: (_ctx, c) => onMap(c),
    start: (ctx, c, e) => {
      const p = powerAnswers(ctx.state, c).actions.find((x) => x.effect === e);
      if (!p) throw new Error(`stat-bonus of ${c.label}: no action power of its card has this effect`);
      addStatBonus({ ctx, subject: c, other: null, rec: null }, e, { name: p.name, duration: p.duration });
      return null;
    },
  },
};

function addStatBonus(x: Situation, e: EffectOf<'stat-bonus'>, use: PowerUse, choice?: string): void {
  const duration = durationOfUse(use);
  const s = x.ctx.state;
  const all = affected(x, use);
  const who = e.one ? all.filter((c) => String(c.id) === choice) : all;
  if (e.one && who.length !== 1) throw new Error(`power "${use.name}": one creature it names is declared with it, not ${choice ?? 'none'}`);
  const thisTurn = duration === 'end-of-turn' && who.every((c) => s.turn?.creature === c.id);
  if (e.next && !thisTurn) throw new Error(`power "${use.name}": a bonus on its next attack lasts until end of turn, for the creature taking it`);
  if (duration !== 'end-of-round' && duration !== 'end-of-battle' && !thisTurn)
    throw new Error(`power "${use.name}": a stat-bonus lasts until end of round or end of battle, or end of turn for the creature taking it, not ${duration}`);
  const params: Record<string, number | string> = situationParams(e.bonuses, use.name);
  for (const b of e.bonuses) params[key(b)] = ((params[key(b)] as number | undefined) ?? 0) + b.amount;
  for (const c of who)
    x.ctx.addEffect({
      name: `${use.name}#${c.id}`,
      handler: STAT_BONUS,
      owner: x.subject.owner,
      source: x.subject.label,
      duration: thisTurn ? 'end-of-round' : duration,
      params: {
        ...params,
        creature: c.id,
        ...(thisTurn ? { until: 'end-of-turn', round: s.round, activation: c.activations } : {}),
        ...(e.next === 'ranged' ? { nextRanged: rangedDeclared(s, c.id) } : {}),
      },
    });
}
