// Implements: dice-masters-battle-for-faerun — "PREVENTING AND REDIRECTING": "Other powers redirect a
// game effect (usually damage). When an effect is redirected, the target of the effect changes from its
// original target to the new one chosen as described in the game text, even if that target was not a
// legal one for the original effect. The source of the effect remains unchanged from the original."
// This file covers effects other than damage (damage: rules/reactions.ts, rules/redirect.ts): an
// opponent's effect that targets one character — in our vocabulary, moving a character out of the field
// (`move-to`) or swapping it with a character from "that player's used pile" (`swap-with-used`) — may be redirected by the target's controller with an
// `effect-redirect` global reaction once the target is picked and before the effect happens (TIMING
// CONFLICTS: reactions are used when the event happens). For `swap-with-used` the window sits between its two
// picks: the die swapped in is then picked from the *new* target's owner's used pile, as the text says
// ("that player's"); when that pile holds no character the redirected swap cannot happen and does
// nothing (the new target need not be a legal one). The redirected effect cannot be reacted to again.
// The two ops announce the pick themselves (`TargetChosen`, events.ts: abilities/ops/move-to.ts,
// abilities/ops/swap-with-used.ts); it is held open in the core reaction window for the target's
// controller's `effect-redirect` globals (abilities/effect-redirect.ts), and the op's `onTarget` then
// acts once on the die decided (the `target-chosen` step, rules/redirect-effect-step.ts).
import type { Option } from '../../../core/index.js';
import type { EffectStep } from '../steps.js';
import type { DieState, DmState } from '../types.js';
import type { DmCtx } from './context.js';
import { abilitiesOfKind, cardDefs, dieName, inField } from './dice.js';
import { canAfford, describePayment, enumeratePayments, sources, type Payment } from './energy.js';
import { redirectTargets } from './reactions.js';

export const effectRedirects = abilitiesOfKind('effect-redirect');

/**
 * What the `effect-redirect` global `ability` of card `slot` offers `victim`'s controller now against an
 * effect of player `user` (one option per payment and new target), with each option's payment.
 */
export function redirectOptions(
  s: DmState,
  slot: number,
  ability: number,
  victim: DieState,
  user: number,
  what: string,
): { option: Option; pay: Payment; die: number }[] {
  const r = cardDefs(s)[slot]?.abilities[ability];
  const p = victim.owner;
  if (!r || r.kind !== 'effect-redirect' || p === user || !inField(victim)) return [];
  const src = sources(s, p);
  const cost = { amount: 1, type: r.cost };
  if (!canAfford(src, cost)) return [];
  const title = cardDefs(s)[slot]?.title ?? '';
  // A character effect goes to a character: player targets are not offered.
  const targets = redirectTargets(s, p, { die: victim }, r.to).flatMap((t) => ('die' in t ? [t.die] : []));
  const out: { option: Option; pay: Payment; die: number }[] = [];
  enumeratePayments(src, cost).forEach((pay, k) => {
    for (const t of targets)
      out.push({
        option: {
          id: `redirect-effect:${slot}:${ability}:${k}:die:${t.id}`,
          label: `${title} global: pay ${describePayment(s, pay)} to have "${what}" affect ${dieName(s, t)} instead`,
          payload: { slot, ability, pay: pay as never, die: t.id },
        },
        pay,
        die: t.id,
      });
  });
  return out;
}

/** Whether a redirect window could open for this target (cheap when no card in the game redirects effects). */
export function mayRedirectTarget(s: DmState, victim: DieState, user: number): boolean {
  return effectRedirects(s).length > 0 && victim.owner !== user;
}

/**
 * Announces that `st`'s effect picked character `die` (`TargetChosen`) when its controller might
 * redirect it: the effect then waits for the window (its `target-chosen` continuation acts on the die
 * decided) and this returns true. Otherwise nothing is held and the caller acts on `die` at once.
 */
export function heldForRedirect(ctx: DmCtx, st: EffectStep, die: number, what: string): boolean {
  const s = ctx.state;
  const victim = s.dice[die] as DieState;
  if (!mayRedirectTarget(s, victim, st.player)) return false;
  ctx.openWindow(
    'TargetChosen',
    { die, user: st.player, what },
    { kind: 'target-chosen', effectStep: st },
    {
      order: [victim.owner],
      decision: 'target-reaction',
      prompt: `${dieName(s, victim)} is about to be affected by "${what}": redirect it?`,
      pass: { id: 'decline', label: `Let it affect ${dieName(s, victim)}`, first: true },
      plainIds: true,
    },
  );
  return true;
}
