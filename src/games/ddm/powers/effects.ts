// Implements ddm-battle-rules-2011, "CORE RULES AND EXCEPTIONS" (the four-level order, mapped onto
// core Tier), "Continuous Powers" (incl. auras not working while inactive), "Bonuses and Penalties"
// (different effects stack; "Duplicate Effects": same name applies once) on top of core effects.
import { Tier, type EffectInstance, type EffectTable, type RuleModifier } from '../../../core/index.js';
import type { DdmCtx, DdmQueries } from '../ctx.js';
import { conditionSpeed, has, inactive } from '../rules/conditions.js';
import type { Cond, DdmState } from '../state.js';
import { squeezed } from './squeezed.js';
import { MOUNT_EFFECTS } from './mount-effects.js';
import { CONTINUOUS_HANDLERS } from '../abilities/continuous/index.js';
import { POWER_HANDLERS } from '../abilities/powers/index.js';
import { CUSTOM_HANDLERS } from '../cards/custom/index.js';
import { STAT_BONUS, statBonusHandler } from '../abilities/effects/stat-bonus.js';
import { EXTRA_INITIATIVE_DIE, extraInitiativeDieHandler } from '../abilities/effects/extra-initiative-die.js';
import { BONUS_AGAINST, bonusAgainstHandler } from '../abilities/effects/bonus-against.js';
import { NO_PROVOKE, noProvokeHandler } from '../abilities/effects/no-provoke.js';

type Table = EffectTable<DdmState, DdmQueries, DdmCtx>;

const creature = (s: DdmState, id: number) => s.creatures[id];
const num = (e: EffectInstance, k: string): number => (typeof e.params[k] === 'number' ? (e.params[k] as number) : 0);
const src = (e: EffectInstance): number => num(e, 'creature');

/**
 * Effects in play: one per continuous card power and Sneak Attack (tier PERMISSIVE_CARD — permissive card rules),
 * plus temporary ones (a champion power's bonus on one attack). Handler names are power kinds.
 */
export const EFFECTS: Table = {
  // A champion power's "+N Damage on that attack": lives only for one attack (params.attackKey).
  'attack-damage-bonus': {
    queries: {
      damageBonus: { tier: Tier.PERMISSIVE_CARD, modify: (v, a, _s, e) => (a.attackKey === e.params['attackKey'] ? v + num(e, 'amount') : v) },
    },
  },
  // Items: "treated as though having all powers listed here" when the creature can use the item.
  'item-defense': {
    queries: { defense: { tier: Tier.PERMISSIVE_CARD, modify: (v, a, _s, e) => (a.creature === src(e) ? v + num(e, 'amount') : v) } },
  },
  'item-attack': {
    queries: { attackBonus: { tier: Tier.PERMISSIVE_CARD, modify: (v, a, _s, e) => (a.attacker === src(e) ? v + num(e, 'amount') : v) } },
  },
  // "MOUNT": a rider's current speed is 0 (powers/mount-effects.ts).
  ...MOUNT_EFFECTS,
  // The continuous powers of the cards, one module each (abilities/continuous/), and the named
  // powers put into play as effects (abilities/powers/: Sneak Attack).
  ...CONTINUOUS_HANDLERS,
  ...POWER_HANDLERS,
  // The powers of their own files (cards/custom/).
  ...CUSTOM_HANDLERS,
  // A power's "+N Attack/Damage/Speed/defense until end of round" on each creature it affected.
  [STAT_BONUS]: statBonusHandler,
  // A champion power's extra d20 for this round's initiative.
  [EXTRA_INITIATIVE_DIE]: extraInitiativeDieHandler,
  // A power's "+N Damage against that enemy" (Ambush, Zhent Mark) for the creatures it names.
  [BONUS_AGAINST]: bonusAgainstHandler,
  // A power's "<who> do not provoke opportunity attacks until end of round" on each creature it affected.
  [NO_PROVOKE]: noProvokeHandler,
};

/**
 * Restrictive rules of the Battle Rules (tier RESTRICTIVE_RULE): conditions and the penalties they
 * carry. A card that explicitly breaks one of these would sit at CARD_BREAKS_RULE, and a card's own
 * "cannot" at RESTRICTIVE_CARD, so they come later in the fold and have the last word.
 */
export const RULES: { readonly [K in keyof DdmQueries]?: readonly RuleModifier<DdmState, DdmQueries[K]['value'], DdmQueries[K]['args']>[] } = {
  speed: [
    // "Squeezing": -2 Speed while squeezed (before Immobilized/Slowed, which cap what is left).
    {
      name: 'Squeezing',
      tier: Tier.RESTRICTIVE_RULE,
      modify: (v, a, s) => (creature(s, a.creature) && squeezed(s, creature(s, a.creature)!) ? Math.max(0, v - 2) : v),
    },
    {
      name: 'Immobilized/Slowed',
      tier: Tier.RESTRICTIVE_RULE,
      modify: (v, a, s) => (creature(s, a.creature) ? conditionSpeed(creature(s, a.creature)!, v) : v),
    },
  ],
  canShift: [
    { name: 'Immobilized', tier: Tier.RESTRICTIVE_RULE, modify: (v, a, s) => v && !(creature(s, a.creature) && has(creature(s, a.creature)!, 'Immobilized')) },
  ],
  attackBonus: [
    { name: 'Squeezing', tier: Tier.RESTRICTIVE_RULE, modify: (v, a, s) => (creature(s, a.attacker) && squeezed(s, creature(s, a.attacker)!) ? v - 5 : v) },
    {
      name: 'attack penalties until hit',
      tier: Tier.RESTRICTIVE_RULE,
      modify: (v, a, s) => {
        const c = creature(s, a.attacker);
        if (!c) return v;
        return v - byName(c.conds.filter((x) => x.kind === 'attack-penalty'));
      },
    },
  ],
  defense: [
    {
      name: 'defense bonuses until end of round',
      tier: Tier.PERMISSIVE_CARD,
      modify: (v, a, s) => {
        const c = creature(s, a.creature);
        if (!c) return v;
        return v + byName(c.conds.filter((x) => x.kind === 'defense-bonus' && (x.defense === 'all' || x.defense === a.defense)));
      },
    },
  ],
};

/**
 * Different effects stack; several uses of the same power (same name) count once, the largest — a
 * penalty (a negative amount, "-2 to all defenses") by its size: starting from 0 would drop it.
 */
function byName(list: readonly Cond[]): number {
  const best = new Map<string, number>();
  for (const x of list) {
    const prev = best.get(x.name);
    if (prev === undefined || Math.abs(x.amount) > Math.abs(prev)) best.set(x.name, x.amount);
  }
  let total = 0;
  for (const n of best.values()) total += n;
  return total;
}

/** Effects of destroyed creatures are gone; auras don't work while their creature is inactive. */
export function activeEffects(s: DdmState): readonly EffectInstance[] {
  const out: EffectInstance[] = [];
  for (const e of s.core.effects) {
    const c = s.creatures[src(e)];
    if (c && (c.destroyed || c.pos === null)) continue;
    if (c && e.params['aura'] === true && inactive(c)) continue;
    out.push(e);
  }
  return out;
}
