// Implements: dice-masters-battle-for-faerun — "PREVENTING AND REDIRECTING": the damage reaction
// window. Redirected damage goes to the new target even if it was not a legal target of the original
// effect, and keeps its source (the player whose power or die dealt it, e.g. for Experience). Prevented
// or redirected damage "no longer exists and cannot be reacted to" (USING GLOBAL ABILITIES): the
// original target takes nothing and no further window opens for it; redirected damage is dealt with the
// rest (our decision: no second window for the new target either, so two redirects cannot bounce
// forever). Every window covers a list of simultaneous hits — one power's hits (one character, one
// player, `damage-each-player`'s two players, every character at once, Breath Weapon's opponent and characters) or
// an attack's hits (ASSIGN DAMAGE: between engaged dice, and unblocked or Overcrush damage to the
// defending player) — offered hit by hit before any of it lands, the active player's first (TIMING
// CONFLICTS); then they resolve together with the answers.
import type { Ask } from '../../../core/index.js';
import type { DmHandler, StepOf } from '../steps.js';
import type { DieState, DmState } from '../types.js';
import { cardDefs, dieName } from './dice.js';
import { dealDamage, hitVictim } from './damage.js';
import { spend } from './energy.js';
import { combatHits, resolveCombat } from './assign-damage.js';
import { reactionOptions, reactionQueue, victimController, victimName, type DamageOutcome, type ReactionPayload, type Victim } from './reactions.js';
import type { DmCtx } from './context.js';

/**
 * The `damage-reaction` step (steps.ts): a power's hits (`hits`, its user `by` and its summary amount,
 * see dealDamage) or an attack's (`combat`: the hits are recomputed from its `splits`, rules/assign-damage.ts).
 */
type ReactionStep = StepOf<'damage-reaction'>;

interface Hit {
  readonly victim: Victim;
  readonly amount: number;
  readonly srcDie: DieState | null;
  /** The player whose die or power deals it (the source, unchanged by a redirect). */
  readonly source: number;
}

function hitsOf(s: DmState, st: ReactionStep): Hit[] {
  if (st.combat) return combatHits(s, st.splits ?? {}).map((h) => ({ victim: h.victim, amount: h.n, srcDie: h.src, source: h.src.owner }));
  return (st.hits ?? []).map((h) => ({ victim: hitVictim(s, h), amount: h.amount, srcDie: null, source: st.by ?? -1 }));
}

function resolve(ctx: DmCtx, st: ReactionStep): void {
  if (st.combat) resolveCombat(ctx, st.splits ?? {}, st.outcomes);
  else dealDamage(ctx, st.hits ?? [], st.by ?? -1, st.summary ?? null, st.outcomes);
}

export const damageReactionStep: DmHandler<'damage-reaction'> = {
  run(ctx, st): Ask | void {
    if (ctx.over) return;
    const s = ctx.state;
    const hits = hitsOf(s, st);
    let queue =
      st.queue ??
      reactionQueue(
        s,
        hits.map((h) => [h.victim, h.amount] as const),
      );
    while (queue.length) {
      const h = hits[queue[0] as number];
      const opts = h && h.amount > 0 ? reactionOptions(s, h.victim, h.amount) : [];
      if (h && opts.length) {
        st.queue = queue;
        const from = h.srcDie ? `combat damage from ${dieName(s, h.srcDie)}` : 'damage';
        return ctx.ask(victimController(h.victim), 'damage-reaction', `${victimName(s, h.victim)} is about to take ${h.amount} ${from}: react?`, opts);
      }
      queue = queue.slice(1);
    }
    resolve(ctx, { ...st, queue: [] });
  },
  choose(ctx, st, o) {
    const s = ctx.state;
    const queue = st.queue ?? [];
    const i = queue[0] as number;
    const h = hitsOf(s, st)[i] as Hit;
    const outcomes = { ...st.outcomes };
    if (o.id !== 'decline') {
      const out = react(ctx, h, o.payload as unknown as ReactionPayload);
      if (out) outcomes[String(i)] = out;
    }
    ctx.push({ ...st, queue: queue.slice(1), outcomes });
  },
};

/** Pays for the chosen reaction (costs are never refunded) and says what becomes of the hit. */
function react(ctx: DmCtx, h: Hit, pl: ReactionPayload): DamageOutcome | null {
  const s = ctx.state;
  const card = cardDefs(s)[pl.slot];
  const a = card?.abilities[pl.ability];
  if (!card || !a || a.kind !== 'damage-reaction') return null;
  const p = victimController(h.victim);
  spend(s, p, pl.pay, { amount: 1, type: a.cost });
  ctx.emit('global-used', { player: p, card: card.key, title: card.title });
  const n = h.amount;
  const what = h.srcDie ? 'combat damage' : 'damage';
  const from = 'die' in h.victim ? { from: h.victim.die.id } : { fromPlayer: h.victim.player };
  const src = h.srcDie ? { sourceDie: h.srcDie.id, source: h.source } : { source: h.source };
  const name = victimName(s, h.victim);
  if (a.effect.op === 'prevent-damage') {
    ctx.emit('prevented', { ...('die' in h.victim ? { die: h.victim.die.id } : { player: h.victim.player }), amount: n, name });
    return { prevent: true };
  }
  if (a.effect.op !== 'redirect-damage') return null;
  if (pl.player !== undefined) {
    ctx.emit('redirected', {
      ...from,
      toPlayer: pl.player,
      amount: n,
      ...src,
      text: `${n} ${what} meant for ${name} is redirected to ${s.players[pl.player]?.name ?? ''}`,
    });
    return { player: pl.player };
  }
  const to = s.dice[pl.die ?? -1];
  if (!to) return null;
  ctx.emit('redirected', { ...from, toDie: to.id, amount: n, ...src, text: `${n} ${what} meant for ${name} is redirected to ${dieName(s, to)}` });
  return { die: to.id };
}
