// Implements: dice-masters-battle-for-faerun — "PREVENTING AND REDIRECTING" and the reaction part of
// "TIMING CONFLICTS" / "USING GLOBAL ABILITIES": a global ability that reacts to damage ("redirect damage
// when one of your characters takes damage") is used when the damage is about to be dealt, outside the
// priority procedure. This file decides whether a reaction window opens and what it offers; the window
// itself is the `damage-reaction` step (rules/redirect.ts).
import type { Option } from '../../../core/index.js';
import type { Ability, CardDef, RedirectTarget } from '../cards/types.js';
import type { DieState, DmState } from '../types.js';
import { cardDefs, dieName, fieldChars, allFieldChars, inField } from './dice.js';
import { canAfford, describePayment, enumeratePayments, sources, type Payment } from './energy.js';
import { ask } from './statuses.js';

type Reaction = Extract<Ability, { kind: 'damage-reaction' }>;
interface ReactionRef {
  readonly slot: number;
  readonly ability: number;
  readonly r: Reaction;
}

// The damage reactions on the cards of a game, cached per card-slot array (slots never change in a game).
const cache = new WeakMap<readonly object[], readonly ReactionRef[]>();
export function damageReactions(s: DmState): readonly ReactionRef[] {
  let list = cache.get(s.cards);
  if (!list) {
    const out: ReactionRef[] = [];
    cardDefs(s).forEach((c: CardDef, slot) => c.abilities.forEach((a, ability) => (a.kind === 'damage-reaction' ? out.push({ slot, ability, r: a }) : undefined)));
    list = out;
    cache.set(s.cards, list);
  }
  return list;
}

/**
 * What a damage reaction did to one of several simultaneous hits (an attack's assignments, or a power
 * damaging several characters at once), by the hit's index: prevented, or redirected to a die or a player.
 */
export type DamageOutcome = { readonly prevent: true } | { readonly die: number } | { readonly player: number };

/** Indexes of the hits whose targets' controllers can react, the active player's characters first (TIMING CONFLICTS). */
export function reactionQueue(s: DmState, hits: readonly (readonly [DieState, number])[]): number[] {
  if (damageReactions(s).length === 0) return [];
  const first = (i: number): number => ((hits[i] as readonly [DieState, number])[0].owner === s.active ? 0 : 1);
  return hits
    .map((_, i) => i)
    .filter((i) => {
      const [t, n] = hits[i] as readonly [DieState, number];
      return n > 0 && reactionOptions(s, t, n).length > 0;
    })
    .sort((x, y) => first(x) - first(y) || x - y);
}

/** Payload of a reaction option. */
export interface ReactionPayload {
  readonly slot: number;
  readonly ability: number;
  readonly pay: Payment;
  /** Redirect: the new target, a die or a player. */
  readonly die?: number;
  readonly player?: number;
}

/** Where damage aimed at `victim` may be redirected by its controller `p` (any target the text names, legal for the original or not). */
export function redirectTargets(s: DmState, p: number, victim: DieState, to: RedirectTarget): ({ die: DieState } | { player: number })[] {
  const others = allFieldChars(s).filter((d) => d.id !== victim.id);
  switch (to) {
    case 'opposing-character':
      return others.filter((d) => d.owner !== p).map((die) => ({ die }));
    case 'own-other-character':
      return fieldChars(s, p).filter((d) => d.id !== victim.id).map((die) => ({ die }));
    case 'any-other-character':
      return others.map((die) => ({ die }));
    case 'opponent':
      return [{ player: 1 - p }];
    case 'opponent-or-opposing-character':
      return [{ player: 1 - p }, ...others.filter((d) => d.owner !== p).map((die) => ({ die }))];
  }
}

/**
 * The reactions the victim's controller may use now against `amount` damage from a power. Empty when
 * no card has one, the die takes no damage anyway (nothing to react to), or nothing can be paid.
 */
export function reactionOptions(s: DmState, victim: DieState, amount: number): Option[] {
  const list = damageReactions(s);
  if (list.length === 0 || amount <= 0 || !inField(victim)) return [];
  if (!ask(s, 'takesDamage', true, { die: victim.id })) return [];
  const p = victim.owner;
  const src = sources(s, p);
  const out: Option[] = [];
  for (const { slot, ability, r } of list) {
    const cost = { amount: 1, type: r.cost };
    if (!canAfford(src, cost)) continue;
    const title = cardDefs(s)[slot]?.title ?? '';
    enumeratePayments(src, cost).forEach((pay, k) => {
      const base = { slot, ability, pay: pay as never };
      if (r.effect.op === 'prevent-damage') {
        out.push({ id: `prevent:${slot}:${ability}:${k}`, label: `${title} global: pay ${describePayment(s, pay)} to prevent the ${amount} damage`, payload: base });
      } else if (r.effect.op === 'redirect-damage') {
        for (const t of redirectTargets(s, p, victim, r.effect.to)) {
          if ('die' in t) out.push({ id: `redirect:${slot}:${ability}:${k}:die:${t.die.id}`, label: `${title} global: pay ${describePayment(s, pay)} to redirect the ${amount} damage to ${dieName(s, t.die)}`, payload: { ...base, die: t.die.id } });
          else out.push({ id: `redirect:${slot}:${ability}:${k}:player:${t.player}`, label: `${title} global: pay ${describePayment(s, pay)} to redirect the ${amount} damage to ${s.players[t.player]?.name ?? `player ${t.player + 1}`}`, payload: { ...base, player: t.player } });
        }
      }
    });
  }
  return out.length ? [{ id: 'decline', label: `Let ${dieName(s, victim)} take the ${amount} damage` }, ...out] : [];
}

/** Whether damage to `victim` opens a reaction window (cheap when no card in the game reacts). */
export function reactionWindow(s: DmState, victim: DieState, amount: number): boolean {
  return damageReactions(s).length > 0 && reactionOptions(s, victim, amount).length > 0;
}
