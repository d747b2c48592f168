// Effect "stat-bonus": "+N Attack and +N Damage (with melee attacks)", "+N Speed", "+N AC", "+N DEF"
// for the power's duration, for this creature or whom the power's target part names ("Dwarf allies
// have +2 Speed until end of round") — ddm-battle-rules-2011, "Bonuses and Penalties" (different
// effects stack; "Duplicate Effects": a creature is affected by one use of the same power at once),
// "Champion Powers", "Conditions" (Duration: until end of round). Each affected creature gets one
// effect in play, named after the power and the creature, so two uses of the power on one creature
// count once while the power's other creatures keep theirs; it costs nothing where nobody used such a
// power. The round's end removes the effects lasting until then (`rules/round.ts`); one lasting
// until the end of the battle stays. Appendix A: "+N DEF" is +N Fortitude, Reflex and Will (the
// importer writes those three).
import { Tier, type EffectHandler, type EffectInstance } from '../../../../core/index.js';
import type { PowerTarget } from '../../cards/schema.js';
import type { DdmCtx, DdmQueries } from '../../ctx.js';
import type { CreatureState, DdmState } from '../../state.js';
import { durationOfUse, lastsText } from '../durations/index.js';
import type { EffectOf, PowerEffectModule, PowerUse, Situation } from '../language.js';
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

const bonusText = (b: Bonus): string => `+${b.amount} ${b.melee ? 'melee ' : ''}${STAT_WORDS[b.stat]}`;
const listText = (xs: readonly string[]): string => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1] ?? ''}`);

/** The effect's parameter naming one statistic's bonus (melee-only attack and damage apart). */
const key = (b: Pick<Bonus, 'stat' | 'melee'>): string => (b.melee && (b.stat === 'attack' || b.stat === 'damage') ? `${b.stat}:melee` : b.stat);
const amount = (e: EffectInstance, k: string): number => (typeof e.params[k] === 'number' ? (e.params[k] as number) : 0);
const bearer = (e: EffectInstance): number => amount(e, 'creature');

export const statBonusHandler: EffectHandler<DdmState, DdmQueries, DdmCtx> = {
  queries: {
    attackBonus: {
      tier: Tier.PERMISSIVE_CARD,
      modify: (v, a, _s, e) => (a.attacker === bearer(e) ? v + amount(e, 'attack') + (a.melee ? amount(e, 'attack:melee') : 0) : v),
    },
    damageBonus: {
      tier: Tier.PERMISSIVE_CARD,
      modify: (v, a, _s, e) => (a.attacker === bearer(e) ? v + amount(e, 'damage') + (a.melee ? amount(e, 'damage:melee') : 0) : v),
    },
    speed: { tier: Tier.PERMISSIVE_CARD, modify: (v, a, _s, e) => (a.creature === bearer(e) ? v + amount(e, 'speed') : v) },
    defense: { tier: Tier.PERMISSIVE_CARD, modify: (v, a, _s, e) => (a.creature === bearer(e) ? v + amount(e, a.defense) : v) },
  },
};

export const statBonus: PowerEffectModule<'stat-bonus'> = {
  kind: 'stat-bonus',
  text: (e, duration, target = SELF) =>
    `${targetText(target)} ${targetPlural(target) ? 'have' : 'has'} ${listText(e.bonuses.map(bonusText))}${duration ? ` ${lastsText(duration)}` : ''}`,
  possible: (x, _e, use) => affected(x, use).length > 0,
  resolve(x, e, use) {
    const duration = durationOfUse(use);
    if (duration !== 'end-of-round' && duration !== 'end-of-battle')
      throw new Error(`power "${use.name}": a stat-bonus lasts until end of round or end of battle, not ${duration}`);
    const params: Record<string, number> = {};
    for (const b of e.bonuses) params[key(b)] = (params[key(b)] ?? 0) + b.amount;
    for (const c of affected(x, use))
      x.ctx.addEffect({
        name: `${use.name}#${c.id}`,
        handler: STAT_BONUS,
        owner: x.subject.owner,
        source: x.subject.label,
        duration,
        params: { ...params, creature: c.id },
      });
  },
};
