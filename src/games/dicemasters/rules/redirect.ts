// Implements: dice-masters-battle-for-faerun — "PREVENTING AND REDIRECTING": the damage reaction
// window. Redirected damage goes to the new target even if it was not a legal target of the original
// effect, and keeps its source (the player whose power or die dealt it, e.g. for Experience). Prevented
// or redirected damage "no longer exists and cannot be reacted to" (USING GLOBAL ABILITIES): the
// original target takes nothing and no further window opens for it. Redirected damage is damage about to
// be dealt to its new target, so that target's controller may answer it in turn — a response to a
// response (TIMING CONFLICTS: an effect that "redirects or prevents damage" is the one thing that may be
// used while another resolves); each answer costs energy, so the chain ends; the last answer decides
// where the hit lands. Every window covers a list of simultaneous hits — one power's hits (one character, one
// player, `damage-each-player`'s two players, every character at once, Breath Weapon's opponent and characters) or
// an attack's hits (ASSIGN DAMAGE: between engaged dice, and unblocked or Overcrush damage to the
// defending player) — offered hit by hit before any of it lands, the active player's first (TIMING
// CONFLICTS); then they resolve together with the answers.
//
// The `pending-damage` step holds the hits: it announces each one that its target's controller could
// react to as `BeforeDamage` (events.ts) in the core reaction window (the answers are the
// `damage-reaction` globals, abilities/damage-reaction.ts), records what the reaction made of it, and
// once every hit is decided deals them all once (rules/damage.ts `landHits`, rules/assign-damage.ts
// `landCombat`).
import type { DamageAboutToBeDealt } from '../events.js';
import type { DmHandler, StepOf } from '../steps.js';
import type { DieState, DmState } from '../types.js';
import { dieName } from './dice.js';
import { hitVictim, landHits } from './damage.js';
import { combatHits, landCombat } from './assign-damage.js';
import { mayReactToDamage, reactionQueue, victimController, victimName, type Victim } from './reactions.js';
import type { DmCtx } from './context.js';

type PendingDamage = StepOf<'pending-damage'>;

interface Hit {
  readonly victim: Victim;
  readonly amount: number;
  readonly srcDie: DieState | null;
  /** The player whose die or power deals it (the source, unchanged by a redirect). */
  readonly source: number;
  /** Damage from a character's ability (not the attack step). */
  readonly fromCharacter?: boolean;
}

function hitsOf(s: DmState, st: PendingDamage): Hit[] {
  if (st.combat) return combatHits(s, st.splits ?? {}).map((h) => ({ victim: h.victim, amount: h.n, srcDie: h.src, source: h.src.owner }));
  return (st.hits ?? []).map((h) => ({
    victim: hitVictim(s, h),
    amount: h.amount,
    srcDie: null,
    source: st.by ?? -1,
    ...(h.kind === 'character' || h.kind === 'fielded' ? { fromCharacter: true } : {}),
  }));
}

/** The event's payload for hit `index`. */
function aboutToBeDealt(index: number, h: Hit): DamageAboutToBeDealt {
  return {
    index,
    ...('die' in h.victim ? { die: h.victim.die.id } : { player: h.victim.player }),
    amount: h.amount,
    source: h.source,
    ...(h.srcDie ? { sourceDie: h.srcDie.id } : {}),
    ...(h.fromCharacter ? { fromCharacter: true } : {}),
  };
}

export const pendingDamageStep: DmHandler<'pending-damage'> = {
  run(ctx, st) {
    if (ctx.over) return;
    const s = ctx.state;
    // The hit a window just closed on: what its reaction (if any) made of it.
    const decided = st.payload;
    const outcomes = decided?.outcome ? { ...st.outcomes, [String(decided.index)]: decided.outcome } : st.outcomes;
    // Redirected, it is about to be dealt to its new target, whose controller may react to it in turn.
    const moved = decided?.outcome && !('prevent' in decided.outcome) ? decided.outcome : null;
    if (decided && moved) {
      const victim: Victim = 'die' in moved ? { die: s.dice[moved.die] as DieState } : { player: moved.player };
      if (mayReactToDamage(s, victim)) {
        const again = {
          index: decided.index,
          ...moved,
          amount: decided.amount,
          source: decided.source,
          ...(decided.sourceDie !== undefined ? { sourceDie: decided.sourceDie } : {}),
          ...(decided.fromCharacter ? { fromCharacter: true } : {}),
        };
        const srcDie = decided.sourceDie !== undefined ? (s.dice[decided.sourceDie] ?? null) : null;
        return holdHit(ctx, again, victim, srcDie, { kind: 'pending-damage', ...without(st), queue: st.queue ?? [], outcomes });
      }
    }
    const hits = hitsOf(s, st);
    const queue =
      st.queue ??
      reactionQueue(
        s,
        hits.map((h) => [h.victim, h.amount] as const),
      );
    const i = queue[0];
    const h = i === undefined ? undefined : hits[i];
    if (i !== undefined) {
      const rest: PendingDamage = { kind: 'pending-damage', ...without(st), queue: queue.slice(1), outcomes };
      if (!h || h.amount <= 0) {
        ctx.push(rest);
        return;
      }
      holdHit(ctx, aboutToBeDealt(i, h), h.victim, h.srcDie, rest);
      return;
    }
    if (st.combat) landCombat(ctx, st.splits ?? {}, outcomes);
    else landHits(ctx, st.hits ?? [], st.by ?? -1, st.summary ?? null, outcomes);
  },
};

/** Holds `hit` (to `victim`) open for its controller's damage reactions; `rest` goes on once it is decided. */
function holdHit(ctx: DmCtx, hit: DamageAboutToBeDealt, victim: Victim, srcDie: DieState | null, rest: PendingDamage): void {
  const s = ctx.state;
  const from = srcDie ? `combat damage from ${dieName(s, srcDie)}` : 'damage';
  const name = victimName(s, victim);
  ctx.openWindow('BeforeDamage', hit, rest, {
    order: [victimController(victim)],
    decision: 'damage-reaction',
    prompt: `${name} is about to take ${hit.amount} ${from}: react?`,
    pass: { id: 'decline', label: `Let ${name} take the ${hit.amount} damage`, first: true },
    plainIds: true,
  });
}

/** The step's fixed fields (what it deals), without its progress. */
function without(st: PendingDamage): Omit<PendingDamage, 'kind' | 'queue' | 'outcomes' | 'payload'> {
  const { kind: _kind, queue: _queue, outcomes: _outcomes, payload: _payload, ...rest } = st;
  return rest;
}
