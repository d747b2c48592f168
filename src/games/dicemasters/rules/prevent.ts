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
// Energy Drain, Regenerate's roll, an Experience token, an Equip attachment (rules/held-use.ts).
// Its costs are paid first (the action die is already in the used pile, the energy spent); then, before
// any of its effects, `announcedUse` decides whether a prevention could apply. If one could, the `ability-use` step
// announces the event `AbilityResolving` (events.ts): a standing prevention (the op `prevent-next-effect`,
// set up earlier by a global) cancels it without a question; otherwise the use is held open in the core
// reaction window, where each player who may use a matching `effect-reaction` global and can pay for it
// is asked (abilities/effect-reaction.ts) — the active player first, and nobody once it is prevented.
// Declined by everyone, the window's continuation (`ability-steps`) runs the ability's steps as usual.
//
// Our decisions: a reaction is not itself an ability use that can be prevented (no counter to a
// counter, so windows cannot chain forever); the classes an ability use has are those of every effect it
// could produce (an action's lines, e.g. a `damage` line: `damage` + `life` since it may hit a player),
// decided before any choice is made (an Equip attachment: once its holder is picked, since attaching is
// optional); "while active" abilities without a game effect of their own (bonuses read while a die is
// in the field) open no window.
import { CANCEL, type EffectHandler, type Option } from '../../../core/index.js';
import type { AbilityUse, DmHandler, DmStep } from '../steps.js';
import type { Ability, EffectClass } from '../cards/types.js';
import { EFFECT_CLASS_TEXT } from '../cards/effect-classes.js';
import type { DmState } from '../types.js';
import { abilitiesOfKind, cardDefs, opponent } from './dice.js';
import { canAfford, describePayment, enumeratePayments, sources, type Payment } from './energy.js';
import type { DmCtx, DmEvents, DmQueries } from './context.js';

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

/** The payments player `p` could make now to use the `effect-reaction` global `ability` of card `slot` against `use`. */
export function preventionPayments(s: DmState, slot: number, ability: number, p: number, use: AbilityUse): { r: Reaction; pays: Payment[] } | null {
  const r = cardDefs(s)[slot]?.abilities[ability];
  if (!r || r.kind !== 'effect-reaction' || !mayReact(r, p, use)) return null;
  const src = sources(s, p);
  const cost = { amount: 1, type: r.cost };
  if (!canAfford(src, cost)) return null;
  return { r, pays: enumeratePayments(src, cost) };
}

/** The preventions player `p` may pay for now against `use`, one option per payment of each global. */
export function preventionOptions(s: DmState, slot: number, ability: number, p: number, use: AbilityUse): Option[] {
  const can = preventionPayments(s, slot, ability, p, use);
  if (!can) return [];
  const title = cardDefs(s)[slot]?.title ?? '';
  return can.pays.map((pay, k) => ({
    id: `prevent-effect:${slot}:${ability}:${k}`,
    label: `${title} global: pay ${describePayment(s, pay)} to prevent ${useName(s, use)}`,
    payload: { slot, ability, pay: pay as never },
  }));
}

/** Whether player `p` could prevent `use` now with some `effect-reaction` global (the payments are not listed). */
function canPrevent(s: DmState, p: number, use: AbilityUse): boolean {
  let src: ReturnType<typeof sources> | null = null;
  for (const { r } of effectReactions(s)) {
    if (!mayReact(r, p, use)) continue;
    src ??= sources(s, p);
    if (canAfford(src, { amount: 1, type: r.cost })) return true;
  }
  return false;
}

const KIND_TEXT: Record<AbilityUse['kind'], string> = { action: 'action die', global: 'global ability', fielded: 'when-fielded ability', triggered: 'ability' };
export function useName(s: DmState, use: AbilityUse): string {
  return `${s.players[use.player]?.name ?? `Player ${use.player + 1}`}'s ${use.title} ${KIND_TEXT[use.kind]}`;
}

/** Whether some prevention could apply to `use` right now (a standing one, or a reaction someone can pay). */
export function preventable(s: DmState, use: AbilityUse): boolean {
  if (standing(s, use) >= 0) return true;
  if (effectReactions(s).length === 0) return false;
  return canPrevent(s, s.active, use) || canPrevent(s, opponent(s.active), use);
}

/**
 * The steps to push for an ability use, announced: `steps` themselves when no prevention could ever answer it
 * (no matching reaction on any card of the game and no standing prevention — cheap, so games without
 * such cards never pay for it), else one `ability-use` step that announces the use when its turn comes
 * and holds the steps until it is decided.
 * `first` fixes the player asked first (else the active player when the window opens): an Experience
 * token placed at the end of a turn is decided after the turn has passed, and its player goes first.
 */
export function announcedUse(s: DmState, use: AbilityUse, steps: DmStep[], first?: number): DmStep[] {
  if (steps.length === 0) return steps;
  const reactions = effectReactions(s);
  if (standing(s, use) < 0 && !reactions.some(({ r }) => useMatches(r.what, use))) return steps;
  const step: DmStep = { kind: 'ability-use', use, then: steps };
  return [first !== undefined ? { ...step, first } : step];
}

/** Prevents the use: nothing of it happens (its costs were paid before — never refunded). */
export function prevented(ctx: DmCtx, use: AbilityUse, by: number, how: string): void {
  ctx.emit('prevented-effect', {
    player: by,
    user: use.player,
    title: use.title,
    text: `${how}: ${useName(ctx.state, use)} is prevented — all of its effects are cancelled`,
  });
}

/**
 * The standing prevention's effect: announced an ability use of its owner's opponent that it meets, it
 * is used up and cancels the use. The oldest one met acts (the announcer's order: by age).
 */
export const PREVENT_NEXT_HANDLER: EffectHandler<DmState, DmQueries, DmCtx, DmEvents> = {
  on: {
    AbilityResolving: {
      run(ctx, e, use) {
        if (e.owner === use.player || !useMatches(e.params.what as EffectClass, use)) return undefined;
        ctx.removeEffects((x) => x.id === e.id);
        prevented(ctx, use, e.owner, `${ctx.state.players[e.owner]?.name ?? ''}'s standing prevention`);
        return CANCEL;
      },
    },
  },
};

/**
 * An ability use whose turn to resolve has come: announced (a standing prevention may cancel it), then
 * held open in the reaction window for the `effect-reaction` globals (TIMING CONFLICTS: the first player
 * — the active player unless the use says otherwise — then the other); `ability-steps` resolves it.
 */
export const abilityUseStep: DmHandler<'ability-use'> = {
  run(ctx, st) {
    if (ctx.over) return;
    const s = ctx.state;
    const first = st.first ?? s.active;
    if (ctx.announce('AbilityResolving', st.use, first) === CANCEL) return;
    const name = useName(s, st.use);
    ctx.openWindow(
      'AbilityResolving',
      st.use,
      { kind: 'ability-steps', steps: st.then },
      {
        order: [first, opponent(first)],
        decision: 'effect-reaction',
        prompt: `${name} is about to resolve: prevent it?`,
        pass: { id: 'decline', label: `Let ${name} resolve`, first: true },
        plainIds: true,
      },
    );
  },
};

/** The steps of an ability use nobody prevented. */
export const abilityStepsStep: DmHandler<'ability-steps'> = {
  run(ctx, st) {
    ctx.push(...st.steps);
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
