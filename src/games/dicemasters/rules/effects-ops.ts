// Implements: dice-masters-battle-for-faerun — "PLAYING ACTIONS" and "USING A GLOBAL ABILITY": an
// effect of a card (cards/types.ts `Effect`) resolves as an `effect` step that asks for its choices.
// Each op's rules (what it offers, asks and does) are its module in abilities/ops/ (the registry,
// abilities/ops/index.ts); this file starts a global's effect — behind a prevention window when a card
// could prevent it ("PREVENTING AND REDIRECTING", rules/prevent.ts) — and hands each step to its op.
import type { Option } from '../../../core/index.js';
import type { Effect } from '../cards/types.js';
import type { DmState } from '../types.js';
import type { EffectStep } from '../steps.js';
import type { EffectAnswer } from '../abilities/ops/op.js';
import { cardDefs } from './dice.js';
import type { DmCtx } from './statuses.js';
import { announcedUse, mayPrevent } from './prevent.js';
import { classesOf } from './ability-use.js';
import { opChoose, opRun, opUsable } from '../abilities/ops/index.js';

/** The `effect` step (steps.ts): one effect being resolved, with what has been chosen so far. */
export type { EffectStep };

/** An answer to an effect step's question: a die, a player, a payment, or done. */
export type { EffectAnswer };

/** Whether using this effect now would do anything the rules allow (used to decide what to offer). */
export function effectUsable(s: DmState, player: number, e: Effect, source: number): boolean {
  return opUsable(s, player, e, source);
}

/**
 * Starts resolving a global ability's effect (its cost is paid): an effect step, behind a prevention
 * window when some card could prevent it (PREVENTING AND REDIRECTING, rules/prevent.ts).
 */
export function startEffect(ctx: DmCtx, player: number, effect: Effect, bursts: number, source: number): void {
  const s = ctx.state;
  const step: EffectStep = { kind: 'effect', player, effect, bursts, source, picks: [] };
  if (!mayPrevent(s)) ctx.push(step);
  else ctx.push(...announcedUse(s, { player, kind: 'global', title: globalTitle(s, effect), classes: classesOf('global', [effect]) }, [step]));
}

/** The card a global effect is printed on (the effect object is the card's own). */
function globalTitle(s: DmState, effect: Effect): string {
  for (const c of cardDefs(s)) if (c.abilities.some((a) => a.kind === 'global' && a.effect === effect)) return c.title;
  return 'a global ability';
}

/** The question an effect step asks next, or null when it resolved (its op module, abilities/ops/). */
export function runEffect(ctx: DmCtx, st: EffectStep): Option[] | null {
  return opRun(ctx, st, st.effect);
}

/**
 * Applies the answer to an effect step's question (its op module may push the step again for more
 * answers).
 */
export function chooseEffect(ctx: DmCtx, st: EffectStep, payload: EffectAnswer): void {
  opChoose(ctx, st, st.effect, payload);
}
