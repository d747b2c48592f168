// Implements: dice-masters-battle-for-faerun — "PREVENTING AND REDIRECTING": the damage reaction
// window. Redirected damage goes to the new target even if it was not a legal target of the original
// effect, and keeps its source (the player whose power dealt it, e.g. for Experience). Prevented or
// redirected damage "no longer exists and cannot be reacted to" (USING GLOBAL ABILITIES): the original
// target takes nothing and no further window opens for it; redirected damage is dealt at once (our
// decision: no second window for the new target either, so two redirects cannot bounce forever).
// Combat damage (ASSIGN DAMAGE) gets the same window for each assignment before the simultaneous
// damage lands; the attack then resolves with the answers.
import type { Ask, Option, Step, StepHandler } from '../../../core/index.js';
import type { DieState, DmState } from '../types.js';
import { cardDefs, dieName } from './dice.js';
import { applyPowerDamage, loseLife } from './damage.js';
import { spend } from './energy.js';
import { combatAssignments, resolveCombat, type CombatOutcome, type Split } from './assign-damage.js';
import { reactionOptions, type ReactionPayload } from './reactions.js';
import type { DmCtx, DmQueries } from './statuses.js';

const num = (st: Step, k: string): number => st[k] as number;

/**
 * The `damage-reaction` step. Power damage: `die` is about to take `amount` damage from a power of player
 * `by`. Combat damage (`combat: true`): the assignments of the attack (`chosen` splits) listed in `queue`
 * are offered one by one to their targets' controllers; `outcomes` collects the answers, then the
 * attack resolves with them (rules/assign-damage.ts).
 */
export const damageReactionStep: StepHandler<DmState, Step, DmQueries> = {
  run(ctx, st) {
    if (ctx.over) return;
    if (st.combat) return combatRun(ctx, st);
    const s = ctx.state;
    const victim = s.dice[num(st, 'die')] as DieState;
    const opts = reactionOptions(s, victim, num(st, 'amount'));
    if (opts.length === 0) {
      applyPowerDamage(ctx, victim, num(st, 'amount'), num(st, 'by'));
      return;
    }
    return ctx.ask(victim.owner, 'damage-reaction', `${dieName(s, victim)} is about to take ${num(st, 'amount')} damage: react?`, opts);
  },
  choose(ctx, st, o: Option) {
    if (st.combat) return combatChoose(ctx, st, o);
    const s = ctx.state;
    const victim = s.dice[num(st, 'die')] as DieState;
    const amount = num(st, 'amount');
    const by = num(st, 'by');
    if (o.id === 'decline') {
      applyPowerDamage(ctx, victim, amount, by);
      return;
    }
    react(ctx, victim, amount, by, o.payload as unknown as ReactionPayload);
  },
};

interface CombatReaction {
  readonly chosen: Record<string, Split>;
  readonly queue: readonly number[];
  readonly outcomes: Record<string, CombatOutcome>;
}

function combatRun(ctx: DmCtx, raw: Step): Ask | void {
  const s = ctx.state;
  const st = raw as unknown as CombatReaction;
  const assigned = combatAssignments(s, st.chosen);
  let queue = st.queue;
  while (queue.length) {
    const [src, t, n] = assigned[queue[0] as number] ?? [];
    const opts = src && t && n ? reactionOptions(s, t, n) : [];
    if (opts.length && t && src) {
      (raw as unknown as { queue: readonly number[] }).queue = queue;
      return ctx.ask(t.owner, 'damage-reaction', `${dieName(s, t)} is about to take ${n} combat damage from ${dieName(s, src)}: react?`, opts);
    }
    queue = queue.slice(1);
  }
  resolveCombat(ctx, st.chosen, st.outcomes);
}

function combatChoose(ctx: DmCtx, raw: Step, o: Option): void {
  const s = ctx.state;
  const st = raw as unknown as CombatReaction;
  const i = st.queue[0] as number;
  const [src, t, n] = combatAssignments(s, st.chosen)[i] as [DieState, DieState, number];
  const outcomes = { ...st.outcomes };
  if (o.id !== 'decline') {
    const pl = o.payload as unknown as ReactionPayload;
    const kind = pay(ctx, t, pl);
    if (kind === 'prevent') {
      ctx.emit('prevented', { die: t.id, amount: n, name: dieName(s, t) });
      outcomes[String(i)] = { prevent: true };
    } else if (kind === 'redirect' && pl.player !== undefined) {
      ctx.emit('redirected', { from: t.id, toPlayer: pl.player, amount: n, sourceDie: src.id, source: src.owner, text: `${n} combat damage meant for ${dieName(s, t)} is redirected to ${s.players[pl.player]?.name ?? ''}` });
      outcomes[String(i)] = { player: pl.player };
    } else if (kind === 'redirect' && pl.die !== undefined) {
      const to = s.dice[pl.die] as DieState;
      ctx.emit('redirected', { from: t.id, toDie: to.id, amount: n, sourceDie: src.id, source: src.owner, text: `${n} combat damage meant for ${dieName(s, t)} is redirected to ${dieName(s, to)}` });
      outcomes[String(i)] = { die: to.id };
    }
  }
  ctx.push({ kind: 'damage-reaction', combat: true, chosen: st.chosen as never, queue: st.queue.slice(1), outcomes: outcomes as never });
}

/** Pays for the chosen reaction; says what it does (costs are never refunded). */
function pay(ctx: DmCtx, victim: DieState, pl: ReactionPayload): 'prevent' | 'redirect' | null {
  const s = ctx.state;
  const card = cardDefs(s)[pl.slot];
  const a = card?.abilities[pl.ability];
  if (!card || !a || a.kind !== 'damage-reaction') return null;
  // Costs are paid whatever happens next (PREVENTING AND REDIRECTING: costs paid are not refunded).
  spend(s, victim.owner, pl.pay, { amount: 1, type: a.cost });
  ctx.emit('global-used', { player: victim.owner, card: card.key, title: card.title });
  return a.effect.op === 'prevent-damage' ? 'prevent' : a.effect.op === 'redirect-damage' ? 'redirect' : null;
}

function react(ctx: DmCtx, victim: DieState, amount: number, by: number, pl: ReactionPayload): void {
  const s = ctx.state;
  const kind = pay(ctx, victim, pl);
  if (kind === null) return;
  if (kind === 'prevent') {
    ctx.emit('prevented', { die: victim.id, amount, name: dieName(s, victim) });
    return;
  }
  if (pl.player !== undefined) {
    ctx.emit('redirected', { from: victim.id, toPlayer: pl.player, amount, source: by, text: `${amount} damage meant for ${dieName(s, victim)} is redirected to ${s.players[pl.player]?.name ?? ''}` });
    loseLife(ctx, pl.player, amount, 'redirected damage');
    return;
  }
  const t = s.dice[pl.die ?? -1];
  if (!t) return;
  ctx.emit('redirected', { from: victim.id, toDie: t.id, amount, source: by, text: `${amount} damage meant for ${dieName(s, victim)} is redirected to ${dieName(s, t)}` });
  applyPowerDamage(ctx, t, amount, by);
}
