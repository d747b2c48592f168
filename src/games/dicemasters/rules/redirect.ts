// Implements: dice-masters-battle-for-faerun — "PREVENTING AND REDIRECTING": the damage reaction
// window. Redirected damage goes to the new target even if it was not a legal target of the original
// effect, and keeps its source (the player whose power dealt it, e.g. for Experience). Prevented or
// redirected damage "no longer exists and cannot be reacted to" (USING GLOBAL ABILITIES): the original
// target takes nothing and no further window opens for it; redirected damage is dealt at once (our
// decision: no second window for the new target either, so two redirects cannot bounce forever).
// Several simultaneous hits — an attack's assignments (ASSIGN DAMAGE) or one power damaging several
// characters (Fireball, Stinking Cloud, Cone of Cold) — get one window per hit before the damage lands,
// the active player's characters first; then they resolve together with the answers.
import type { Ask, Option, Step, StepHandler } from '../../../core/index.js';
import type { DieState, DmState } from '../types.js';
import { cardDefs, dieName } from './dice.js';
import { applyPowerDamage, dealMassDamage, loseLife } from './damage.js';
import { spend } from './energy.js';
import { combatAssignments, resolveCombat, type Split } from './assign-damage.js';
import { reactionOptions, type DamageOutcome, type ReactionPayload } from './reactions.js';
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
    if (st.combat || st.mass) return multiRun(ctx, st);
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
    if (st.combat || st.mass) return multiChoose(ctx, st, o);
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

/** A reaction window over several simultaneous hits: an attack's assignments or one power's hits. */
interface MultiReaction {
  readonly combat?: boolean;
  /** Combat: the attack's damage splits (the assignments are recomputed from them). */
  readonly chosen?: Record<string, Split>;
  /** A power's hits: [die id, amount], its user and its summary amount (see dealMassDamage). */
  readonly hits?: readonly (readonly [number, number])[];
  readonly by?: number;
  readonly summary?: number | null;
  readonly queue: readonly number[];
  readonly outcomes: Record<string, DamageOutcome>;
}

interface Hit {
  readonly target: DieState;
  readonly amount: number;
  readonly srcDie: DieState | null;
  /** The player whose die or power deals it (the source, unchanged by a redirect). */
  readonly source: number;
}

function hitsOf(s: DmState, st: MultiReaction): Hit[] {
  if (st.combat) return combatAssignments(s, st.chosen ?? {}).map(([src, t, n]) => ({ target: t, amount: n, srcDie: src, source: src.owner }));
  return (st.hits ?? []).map(([id, n]) => ({ target: s.dice[id] as DieState, amount: n, srcDie: null, source: st.by ?? -1 }));
}

function resolveMulti(ctx: DmCtx, st: MultiReaction): void {
  if (st.combat) resolveCombat(ctx, st.chosen ?? {}, st.outcomes);
  else dealMassDamage(ctx, st.hits ?? [], st.by ?? -1, st.summary ?? null, st.outcomes);
}

function multiRun(ctx: DmCtx, raw: Step): Ask | void {
  const s = ctx.state;
  const st = raw as unknown as MultiReaction;
  const hits = hitsOf(s, st);
  let queue = st.queue;
  while (queue.length) {
    const h = hits[queue[0] as number];
    const opts = h && h.amount > 0 ? reactionOptions(s, h.target, h.amount) : [];
    if (h && opts.length) {
      (raw as unknown as { queue: readonly number[] }).queue = queue;
      const from = h.srcDie ? `combat damage from ${dieName(s, h.srcDie)}` : 'damage';
      return ctx.ask(h.target.owner, 'damage-reaction', `${dieName(s, h.target)} is about to take ${h.amount} ${from}: react?`, opts);
    }
    queue = queue.slice(1);
  }
  resolveMulti(ctx, { ...st, queue: [] });
}

function multiChoose(ctx: DmCtx, raw: Step, o: Option): void {
  const s = ctx.state;
  const st = raw as unknown as MultiReaction;
  const i = st.queue[0] as number;
  const h = hitsOf(s, st)[i] as Hit;
  const t = h.target;
  const n = h.amount;
  const what = h.srcDie ? 'combat damage' : 'damage';
  const src = h.srcDie ? { sourceDie: h.srcDie.id, source: h.source } : { source: h.source };
  const outcomes = { ...st.outcomes };
  if (o.id !== 'decline') {
    const pl = o.payload as unknown as ReactionPayload;
    const kind = pay(ctx, t, pl);
    if (kind === 'prevent') {
      ctx.emit('prevented', { die: t.id, amount: n, name: dieName(s, t) });
      outcomes[String(i)] = { prevent: true };
    } else if (kind === 'redirect' && pl.player !== undefined) {
      ctx.emit('redirected', { from: t.id, toPlayer: pl.player, amount: n, ...src, text: `${n} ${what} meant for ${dieName(s, t)} is redirected to ${s.players[pl.player]?.name ?? ''}` });
      outcomes[String(i)] = { player: pl.player };
    } else if (kind === 'redirect' && pl.die !== undefined) {
      const to = s.dice[pl.die] as DieState;
      ctx.emit('redirected', { from: t.id, toDie: to.id, amount: n, ...src, text: `${n} ${what} meant for ${dieName(s, t)} is redirected to ${dieName(s, to)}` });
      outcomes[String(i)] = { die: to.id };
    }
  }
  ctx.push({ ...(raw as unknown as Record<string, unknown>), kind: 'damage-reaction', queue: st.queue.slice(1), outcomes } as unknown as Step);
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
