// Implements: dice-masters-battle-for-faerun — "PREVENTING AND REDIRECTING": "Some powers prevent a game
// effect (damage, drawing a die, etc.) ... When an action is prevented, all of the effects of that
// ability are canceled, and that effect can no longer be reacted to. Costs paid are not refunded."
// With "TIMING CONFLICTS" / "USING GLOBAL ABILITIES": reactions are used when the thing they react to
// happens, outside the priority procedure, and when both players want to react the active player goes
// first. (Damage is prevented or redirected hit by hit: rules/reactions.ts and rules/redirect.ts.)
//
// The unit a prevention cancels is one *ability use*: an action die's use (all its lines, burst lines
// included), a global ability's use, a "when fielded" ability, and the triggered abilities that produce
// game effects (a `capture-knocked-out` capture, the life gain and draw of `first-attacking-damage-gain`,
// the knock-out and damage of `on-regenerate-ko-engaged`, Breath Weapon's damage) and the shorthand abilities' uses — Swarm's extra draw,
// Energy Drain, Regenerate's roll, an Experience token, an Equip attachment (rules/prevent-shorthand.ts).
// Its costs are paid first (the action die is already in the used pile, the energy spent); then, before
// any of its effects, `gate` decides whether a prevention could apply: a standing one (the op `prevent-next-effect`, set up earlier by a global) is applied
// without a question; otherwise the `effect-reaction` step asks each player who holds a matching
// `effect-reaction` global and can pay for it — the active player first, and nobody once it is
// prevented. Declined by everyone, the ability's steps run as usual.
//
// Our decisions: a reaction is not itself an ability use that can be prevented (no counter to a
// counter, so windows cannot chain forever); the classes an ability use has are those of every effect it
// could produce (an action's lines, e.g. a `damage` line: `damage` + `life` since it may hit a player),
// decided before any choice is made (an Equip attachment: once its holder is picked, since attaching is
// optional); "while active" abilities without a game effect of their own (bonuses read while a die is
// in the field) open no window.
import type { Ask, Option } from '../../../core/index.js';
import type { AbilityUse, DmHandler, DmStep, StepOf } from '../steps.js';
import type { Ability, EffectClass } from '../cards/types.js';
import { EFFECT_CLASS_TEXT } from '../cards/effect-classes.js';
import type { DmState } from '../types.js';
import { abilitiesOfKind, cardDefs, opponent } from './dice.js';
import { canAfford, describePayment, enumeratePayments, sources, spend, type Payment } from './energy.js';
import type { DmCtx } from './context.js';

/** The standing prevention's core effect handler name (statuses.ts registers it; it has no queries). */
export const PREVENT_NEXT = 'prevent-next';

/** One ability use about to resolve, as plain data (it lives in the `effect-reaction` step). */
export type { AbilityUse };

export const useMatches = (what: EffectClass, use: AbilityUse): boolean => what === 'any' || use.classes.includes(what);

type Reaction = Extract<Ability, { kind: 'effect-reaction' }>;
// The effect reactions on the cards of a game (cached per card-slot array).
export const effectReactions = abilitiesOfKind('effect-reaction');

/** Whether any prevention at all could exist in this game now (the cheap test on every ability use). */
export function mayPrevent(s: DmState): boolean {
  return effectReactions(s).length > 0 || (s.core.effects.length > 0 && s.core.effects.some((e) => e.handler === PREVENT_NEXT));
}

/** A standing prevention (of the user's opponent) that this use meets, if any. */
function standing(s: DmState, use: AbilityUse): number {
  if (s.core.effects.length === 0) return -1;
  return s.core.effects.findIndex((e) => e.handler === PREVENT_NEXT && e.owner !== use.player && useMatches(e.params.what as EffectClass, use));
}

/** Whether `p` may use reaction `r` against this use (who it answers; the cost is checked apart). */
const mayReact = (r: Reaction, p: number, use: AbilityUse): boolean => (r.whose === 'any' || p !== use.player) && useMatches(r.what, use);

/** The preventions player `p` may pay for now against `use` (the first option declines). */
export function effectReactionOptions(s: DmState, p: number, use: AbilityUse): Option[] {
  const list = effectReactions(s);
  if (list.length === 0) return [];
  let src: ReturnType<typeof sources> | null = null;
  const out: Option[] = [];
  for (const { slot, ability, r } of list) {
    if (!mayReact(r, p, use)) continue;
    src ??= sources(s, p);
    const cost = { amount: 1, type: r.cost };
    if (!canAfford(src, cost)) continue;
    const title = cardDefs(s)[slot]?.title ?? '';
    enumeratePayments(src, cost).forEach((pay, k) =>
      out.push({
        id: `prevent-effect:${slot}:${ability}:${k}`,
        label: `${title} global: pay ${describePayment(s, pay)} to prevent ${useName(s, use)}`,
        payload: { slot, ability, pay: pay as never },
      }),
    );
  }
  return out.length ? [{ id: 'decline', label: `Let ${useName(s, use)} resolve` }, ...out] : [];
}

const KIND_TEXT: Record<AbilityUse['kind'], string> = { action: 'action die', global: 'global ability', fielded: 'when-fielded ability', triggered: 'ability' };
function useName(s: DmState, use: AbilityUse): string {
  return `${s.players[use.player]?.name ?? `Player ${use.player + 1}`}'s ${use.title} ${KIND_TEXT[use.kind]}`;
}

/** Whether some prevention could apply to `use` right now (a standing one, or a reaction someone can pay). */
export function preventable(s: DmState, use: AbilityUse): boolean {
  if (standing(s, use) >= 0) return true;
  if (effectReactions(s).length === 0) return false;
  return effectReactionOptions(s, s.active, use).length > 0 || effectReactionOptions(s, opponent(s.active), use).length > 0;
}

/**
 * The steps to push for an ability use: `steps` themselves when no prevention could ever answer it
 * (no matching reaction on any card of the game and no standing prevention — cheap, so games without
 * such cards never pay for it), else one `effect-reaction` step that holds them until it is decided.
 * `first` fixes the player asked first (else the active player when the window opens): an Experience
 * token placed at the end of a turn is decided after the turn has passed, and its player goes first.
 */
export function gate(s: DmState, use: AbilityUse, steps: DmStep[], first?: number): DmStep[] {
  if (steps.length === 0) return steps;
  const reactions = effectReactions(s);
  if (standing(s, use) < 0 && !reactions.some(({ r }) => useMatches(r.what, use))) return steps;
  const step: DmStep = { kind: 'effect-reaction', use, then: steps, asked: 0 };
  return [first !== undefined ? { ...step, first } : step];
}

/**
 * Applies a standing prevention that `use` meets, if any: it is used up by the first ability it meets,
 * and the use is prevented. Returns whether it was (then none of the use's steps may run).
 */
export function applyStanding(ctx: DmCtx, use: AbilityUse): boolean {
  const s = ctx.state;
  const e = s.core.effects[standing(s, use)];
  if (!e) return false;
  ctx.removeEffects((x) => x.id === e.id);
  prevented(ctx, use, e.owner, `${s.players[e.owner]?.name ?? ''}'s standing prevention`);
  return true;
}

/** Prevents the use: nothing of it happens (its costs were paid before — never refunded). */
function prevented(ctx: DmCtx, use: AbilityUse, by: number, how: string): void {
  ctx.emit('prevented-effect', {
    player: by,
    user: use.player,
    title: use.title,
    text: `${how}: ${useName(ctx.state, use)} is prevented — all of its effects are cancelled`,
  });
}

type ReactionStep = StepOf<'effect-reaction'>;

/** Who answers at position `asked` of a window (TIMING CONFLICTS: the active player first). */
const asker = (s: DmState, st: ReactionStep, asked: number): number => {
  const first = st.first ?? s.active;
  return asked === 0 ? first : opponent(first);
};

export const effectReactionStep: DmHandler<'effect-reaction'> = {
  run(ctx, st): Ask | void {
    if (ctx.over) return;
    const s = ctx.state;
    if (applyStanding(ctx, st.use)) return;
    for (let asked = st.asked; asked < 2; asked++) {
      const p = asker(s, st, asked);
      const opts = effectReactionOptions(s, p, st.use);
      if (opts.length) {
        st.asked = asked;
        return ctx.ask(p, 'effect-reaction', `${useName(s, st.use)} is about to resolve: prevent it?`, opts);
      }
    }
    ctx.push(...st.then);
  },
  choose(ctx, st, o) {
    const s = ctx.state;
    const p = asker(s, st, st.asked);
    if (o.id === 'decline') {
      ctx.push({ ...st, asked: st.asked + 1 });
      return;
    }
    const pl = o.payload as unknown as { slot: number; ability: number; pay: Payment };
    const card = cardDefs(s)[pl.slot];
    const a = card?.abilities[pl.ability];
    if (!card || !a || a.kind !== 'effect-reaction') return;
    // The reaction's cost is paid; the prevented ability's own costs stay paid too.
    spend(s, p, pl.pay, { amount: 1, type: a.cost });
    ctx.emit('global-used', { player: p, card: card.key, title: card.title });
    // Prevented: its steps are dropped, and nobody else is asked ("can no longer be reacted to").
    prevented(ctx, st.use, p, `${s.players[p]?.name ?? ''} uses ${card.title}`);
  },
};

/** Sets up a standing prevention (op `prevent-next-effect`): it lasts until used or the end of the turn. */
export function addStandingPrevention(ctx: DmCtx, player: number, what: EffectClass): void {
  ctx.addEffect({ name: `${PREVENT_NEXT}#${ctx.state.core.nextEffectId}`, handler: PREVENT_NEXT, owner: player, params: { what }, duration: 'end-of-turn' });
  ctx.emit('prevention-ready', {
    player,
    what,
    text: `${ctx.state.players[player]?.name ?? ''} will prevent the next opposing ability this turn that would ${EFFECT_CLASS_TEXT[what]}`,
  });
}
