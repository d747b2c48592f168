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
// The two ops open the window themselves (abilities/ops/move-to.ts, abilities/ops/swap-with-used.ts).
import type { Option } from '../../../core/index.js';
import type { DieState, DmState } from '../types.js';
import { abilitiesOfKind, cardDefs, dieName, inField } from './dice.js';
import { canAfford, describePayment, enumeratePayments, sources } from './energy.js';
import { redirectTargets } from './reactions.js';

export const effectRedirects = abilitiesOfKind('effect-redirect');

/** The redirects `victim`'s controller may pay for now against an effect of player `user` (first option declines). */
export function targetReactionOptions(s: DmState, victim: DieState, user: number, what: string): Option[] {
  const list = effectRedirects(s);
  const p = victim.owner;
  if (list.length === 0 || p === user || !inField(victim)) return [];
  const src = sources(s, p);
  const out: Option[] = [];
  for (const { slot, ability, r } of list) {
    const cost = { amount: 1, type: r.cost };
    if (!canAfford(src, cost)) continue;
    const title = cardDefs(s)[slot]?.title ?? '';
    // A character effect goes to a character: player targets are not offered.
    const targets = redirectTargets(s, p, { die: victim }, r.to).flatMap((t) => ('die' in t ? [t.die] : []));
    enumeratePayments(src, cost).forEach((pay, k) => {
      for (const t of targets)
        out.push({
          id: `redirect-effect:${slot}:${ability}:${k}:die:${t.id}`,
          label: `${title} global: pay ${describePayment(s, pay)} to have "${what}" affect ${dieName(s, t)} instead`,
          payload: { slot, ability, pay: pay as never, die: t.id },
        });
    });
  }
  return out.length ? [{ id: 'decline', label: `Let it affect ${dieName(s, victim)}` }, ...out] : [];
}

/** Whether a redirect window could open for this target (cheap when no card in the game redirects effects). */
export function mayRedirectTarget(s: DmState, victim: DieState, user: number): boolean {
  return effectRedirects(s).length > 0 && victim.owner !== user;
}
