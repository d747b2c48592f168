// A lasting "+N Damage against that enemy" given by a power to the creatures it names (Ambush: this
// creature, for the enemy it chose; Zhent Mark: its Zhent and Bane allies, for the enemy it hit) —
// ddm-battle-rules-2011, "Bonuses and Penalties" (different effects stack; "Duplicate Effects": a
// creature gains one use of the same power at once) and "Conditions" (Duration), the duration counted
// on the turns of the creature that used the power ("until end of turn", "until start of this
// creature's next turn", "until end of round"). Each use is one core effect in play, naming the
// power's creature, the enemy, the creatures that gain the bonus (fixed when the power is used) and
// the turn it was used in; a battle where nobody used such a power asks nothing. Effects of a
// destroyed creature are gone (powers/effects.ts activeEffects).
import { Tier, type EffectHandler, type EffectInstance } from '../../../../core/index.js';
import type { DdmCtx, DdmQueries } from '../../ctx.js';
import type { Duration } from '../../cards/schema.js';
import type { CreatureState, DdmState } from '../../state.js';

/** The effects' handler in the game's effect table (`powers/effects.ts`). */
export const BONUS_AGAINST = 'bonus-against';

/** The durations such a bonus can have (counted on the power's creature's turns). */
export type BonusAgainstDuration = Extract<Duration, 'end-of-turn' | 'start-of-next-turn' | 'end-of-round' | 'end-of-battle'>;
const DURATIONS: readonly string[] = ['end-of-turn', 'start-of-next-turn', 'end-of-round', 'end-of-battle'] satisfies readonly BonusAgainstDuration[];

export function bonusAgainstDuration(name: string, d: Duration | undefined): BonusAgainstDuration {
  if (d === undefined || !DURATIONS.includes(d))
    throw new Error(`power "${name}": a bonus against an enemy lasts until end of turn, start of next turn, end of round or end of battle, not ${d}`);
  return d as BonusAgainstDuration;
}

const num = (e: EffectInstance, k: string): number => (typeof e.params[k] === 'number' ? (e.params[k] as number) : -1);

/** Whether the bonus still lasts, from the round and the activation of its creature's turn it was used in. */
function lasting(s: DdmState, e: EffectInstance): boolean {
  const c = s.creatures[num(e, 'creature')];
  if (!c) return false;
  const round = num(e, 'round');
  const activation = num(e, 'activation');
  switch (e.params['until']) {
    case 'end-of-turn':
      return s.turn?.creature === c.id && s.round === round && c.activations === activation;
    case 'start-of-next-turn':
      // Its next turn has started once it has started more turns than it had, this round or the next.
      return s.round === round ? c.activations <= activation : s.round === round + 1 && c.activations === 0;
    case 'end-of-round':
      return s.round === round;
    default:
      return true;
  }
}

/** Whether `e` gives `attacker` its bonus against `target` now. */
function applies(s: DdmState, e: EffectInstance, attacker: number, target: number, melee: boolean): boolean {
  const bearers = e.params['bearers'];
  return num(e, 'enemy') === target && Array.isArray(bearers) && bearers.includes(attacker) && (melee || e.params['melee'] !== true) && lasting(s, e);
}

/** The bonus `key` (amount: Damage; attack: Attack, absent: none) `e` adds for this attack — "Duplicate Effects": of several uses of the same power that give this attacker the bonus, the first counts. */
function added(
  s: DdmState,
  e: EffectInstance,
  a: { readonly attacker: number; readonly target: number; readonly melee: boolean },
  key: 'amount' | 'attack',
): number {
  if (num(e, key) <= 0 || !applies(s, e, a.attacker, a.target, a.melee)) return 0;
  const earlier = s.core.effects.some(
    (o) => o.id < e.id && o.handler === BONUS_AGAINST && o.params['power'] === e.params['power'] && applies(s, o, a.attacker, a.target, a.melee),
  );
  return earlier ? 0 : num(e, key);
}

export const bonusAgainstHandler: EffectHandler<DdmState, DdmQueries, DdmCtx> = {
  queries: {
    damageBonus: { tier: Tier.PERMISSIVE_CARD, modify: (v, a, s, e) => v + added(s, e, a, 'amount') },
    attackBonus: { tier: Tier.PERMISSIVE_CARD, modify: (v, a, s, e) => v + added(s, e, a, 'attack') },
  },
};

/** Puts one use in play: `bearers` have +`amount` Damage (and +`attack` Attack when given; melee attacks only if `melee`) against `enemy`, for `until` counted on `user`'s turns. */
export function addBonusAgainst(
  ctx: DdmCtx,
  use: { readonly power: string; readonly user: CreatureState; readonly enemy: CreatureState; readonly bearers: readonly CreatureState[] },
  bonus: { readonly amount: number; readonly melee: boolean; readonly until: BonusAgainstDuration; readonly attack?: number },
): void {
  const s = ctx.state;
  // Uses that are over would otherwise stay in play to the end of the battle.
  ctx.removeEffects((e) => e.handler === BONUS_AGAINST && !lasting(s, e));
  ctx.addEffect({
    name: `${use.power}#${use.user.id}>${use.enemy.id}`,
    handler: BONUS_AGAINST,
    owner: use.user.owner,
    source: use.user.label,
    // Same-named uses are sorted out per attacker by the handler, not by the core's suppression.
    stacks: true,
    ...(bonus.until === 'end-of-turn' || bonus.until === 'end-of-round' ? { duration: 'end-of-round' } : {}),
    params: {
      power: use.power,
      creature: use.user.id,
      enemy: use.enemy.id,
      bearers: use.bearers.map((c) => c.id),
      amount: bonus.amount,
      ...(bonus.attack !== undefined ? { attack: bonus.attack } : {}),
      melee: bonus.melee,
      until: bonus.until,
      round: s.round,
      activation: use.user.activations,
    },
  });
}
