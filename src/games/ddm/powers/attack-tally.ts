// A "Make N {b} attacks" power whose card adds to the attacks as a whole (ddm-battle-rules-2011,
// "Making an Attack": an attack action that grants several attacks; "Attack Roll", Hit): "If the first
// hits, +N Attack on the second" and "If both hit [the same target], (that) target is also <condition>".
// Each attack of such a power carries the use's tally key (steps.ts AttackFields `tally`); rules/attack.ts
// marks a hit that stands in the turn's counters under the key and under key:target, so a hit turned
// into a miss (a cancellation effect) does not count. After the last attack, a target every attack hit
// takes the effects, as an attack's AND effects (abilities/attack-effects/), under the last attack's name.
import { applyAttackEffects } from '../abilities/attack-effects/index.js';
import type { Attack } from '../cards/schema.js';
import type { DdmCtx } from '../ctx.js';
import { cardOf, onMap } from '../rules/common.js';
import type { CreatureState } from '../state.js';
import type { StepOf } from '../steps.js';

type Multi = StepOf<'multi-attack'>;

/** The tally fields a step keeps for the next one, with `k` as the last attack made. */
export const tallyFields = (st: Multi, k: number) =>
  st.tally === undefined
    ? {}
    : {
        tally: st.tally,
        ...(st.total === undefined ? {} : { total: st.total }),
        ...(st.bothHit ? { bothHit: st.bothHit } : {}),
        ...(st.firstHit === undefined ? {} : { firstHit: st.firstHit }),
        last: k,
      };

/** The next attack's tally key and, for the second attack after a first that hit, "+N Attack on the second". */
export function counting(ctx: DdmCtx, st: Multi): { tally?: string; extra?: number } {
  if (st.tally === undefined) return {};
  const second = st.total !== undefined && st.left === st.total - 1;
  const extra = second && st.firstHit !== undefined && ctx.counters.usedThisTurn(st.tally) > 0 ? st.firstHit : undefined;
  return { tally: st.tally, ...(extra === undefined ? {} : { extra }) };
}

/** After the last attack: the effects on a target that every one of the power's attacks hit. */
export function bothHit(ctx: DdmCtx, c: CreatureState, st: Multi): void {
  if (st.tally === undefined || !st.bothHit || st.total === undefined || st.last === undefined) return;
  const s = ctx.state;
  const a = cardOf(s, c).attacks[st.last] as Attack | undefined;
  const tally = st.tally;
  const total = st.total;
  const t = s.creatures.find((x) => onMap(x) && ctx.counters.usedThisTurn(`${tally}:${x.id}`) >= total);
  if (!a || !t) return;
  applyAttackEffects({ ctx, attacker: c, target: t, attack: a, mode: st.charge ? 'charge' : 'action', mark: s.core.stack.length }, st.bothHit);
}
