// Implements: dice-masters-battle-for-faerun — "PREVENTING AND REDIRECTING" and the reaction part of
// "TIMING CONFLICTS" / "USING GLOBAL ABILITIES": a global ability that reacts to damage ("redirect damage
// when one of your characters takes damage", or damage about to be dealt to you) is used when the damage
// is about to be dealt, outside the priority procedure. This file decides whether a hit is held open
// (`BeforeDamage`, events.ts), what one reaction offers there and what answering it does; the module
// abilities/damage-reaction.ts answers in the core reaction window, rules/redirect.ts holds the hits.
import type { Option } from '../../../core/index.js';
import type { DamageAboutToBeDealt } from '../events.js';
import type { DmCtx } from './context.js';
import type { Ability, RedirectTarget } from '../cards/types.js';
import type { DieState, DmState } from '../types.js';
import { abilitiesOfKind, cardDefs, dieName, fieldChars, allFieldChars, inField } from './dice.js';
import { canAfford, describePayment, enumeratePayments, sources, spend, type Payment } from './energy.js';
import { ask } from './statuses.js';
// PREVENTING AND REDIRECTING: reactions to damage to a player that are not damage-reaction globals.
import { reactsToPlayerDamageInGame, reactsToPlayerDamageQuery } from '../abilities/queries.js';

type Reaction = Extract<Ability, { kind: 'damage-reaction' }>;

// The damage reactions on the cards of a game (cached per card-slot array).
export const damageReactions = abilitiesOfKind('damage-reaction');

/**
 * Whether hits of damage may be held open for reactions in this game: a `damage-reaction` global, or card
 * text that reacts to damage to a player another way (the reactsToPlayerDamage query: a card whose cost
 * is one of its own dice). A game with neither deals damage at once.
 */
export const holdsDamage = (s: DmState): boolean => damageReactions(s).length > 0 || reactsToPlayerDamageInGame(cardDefs(s));

/** Who is about to take damage: a character (a die in the field) or a player. */
export type Victim = { readonly die: DieState } | { readonly player: number };

/** The player who may react to damage aimed at `v`: the character's controller, or the player. */
export const victimController = (v: Victim): number => ('die' in v ? v.die.owner : v.player);

export function victimName(s: DmState, v: Victim): string {
  return 'die' in v ? dieName(s, v.die) : (s.players[v.player]?.name ?? `Player ${v.player + 1}`);
}

/**
 * What a damage reaction did to one of several simultaneous hits (an attack's assignments and its
 * unblocked damage, or a power damaging several targets at once), by the hit's index: prevented, or
 * redirected to a die or a player.
 */
import type { DamageOutcome } from '../steps.js';
export type { DamageOutcome };

/** Indexes of the hits whose targets' controllers can react, the active player's first (TIMING CONFLICTS). */
export function reactionQueue(s: DmState, hits: readonly (readonly [Victim, number])[]): number[] {
  if (!holdsDamage(s)) return [];
  const first = (i: number): number => (victimController((hits[i] as readonly [Victim, number])[0]) === s.active ? 0 : 1);
  return hits
    .map((_, i) => i)
    .filter((i) => {
      const [t, n] = hits[i] as readonly [Victim, number];
      return n > 0 && mayReactToDamage(s, t);
    })
    .sort((x, y) => first(x) - first(y) || x - y);
}

/**
 * Whether the victim's controller could use some `damage-reaction` now against damage to `victim`: what
 * `reactionOptions` offers, without wording the options (the test runs on every hit of every attack).
 */
export function mayReactToDamage(s: DmState, victim: Victim): boolean {
  if ('die' in victim) {
    if (!inField(victim.die) || !ask(s, 'takesDamage', true, { die: victim.die.id })) return false;
  } else if (!s.players[victim.player]) return false;
  else if (reactsToPlayerDamageQuery(s, cardDefs(s), victim.player)) return true;
  const p = victimController(victim);
  let src: ReturnType<typeof sources> | null = null;
  for (const { r } of damageReactions(s)) {
    if (!reactsTo(r, victim)) continue;
    src ??= sources(s, p);
    if (!canAfford(src, { amount: 1, type: r.cost })) continue;
    if (r.effect.op === 'prevent-damage') return true;
    if (r.effect.op === 'redirect-damage' && redirectTargets(s, p, victim, r.effect.to).length > 0) return true;
  }
  return false;
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

/**
 * Where damage aimed at `victim` may be redirected by its controller `p` (any target the text names,
 * legal for the original effect or not). "Other" excludes the victim itself; when the victim is the
 * player, every character qualifies.
 */
export function redirectTargets(s: DmState, p: number, victim: Victim, to: RedirectTarget): ({ die: DieState } | { player: number })[] {
  const self = 'die' in victim ? victim.die.id : -1;
  const others = allFieldChars(s).filter((d) => d.id !== self);
  switch (to) {
    case 'opposing-character':
      return others.filter((d) => d.owner !== p).map((die) => ({ die }));
    case 'own-other-character':
      return fieldChars(s, p)
        .filter((d) => d.id !== self)
        .map((die) => ({ die }));
    case 'any-other-character':
      return others.map((die) => ({ die }));
    case 'opponent':
      return [{ player: 1 - p }];
    case 'opponent-or-opposing-character':
      return [{ player: 1 - p }, ...others.filter((d) => d.owner !== p).map((die) => ({ die }))];
  }
}

/** Whether a reaction answers damage to this kind of victim. */
function reactsTo(r: Reaction, v: Victim): boolean {
  const on = r.on ?? 'character';
  return on === 'either' || (on === 'player') === !('die' in v);
}

/**
 * What the `damage-reaction` global `ability` of card `slot` offers the victim's controller now against
 * `amount` damage, one option per payment (and per new target of a redirect). Empty when the die takes
 * no damage anyway (nothing to react to), the global answers another kind of victim, or nothing can be
 * paid.
 */
export function reactionOptions(s: DmState, slot: number, ability: number, victim: Victim, amount: number): Option[] {
  const r = cardDefs(s)[slot]?.abilities[ability];
  if (!r || r.kind !== 'damage-reaction' || amount <= 0 || !reactsTo(r, victim)) return [];
  if ('die' in victim) {
    if (!inField(victim.die) || !ask(s, 'takesDamage', true, { die: victim.die.id })) return [];
  } else if (!s.players[victim.player]) return [];
  const p = victimController(victim);
  const src = sources(s, p);
  const cost = { amount: 1, type: r.cost };
  if (!canAfford(src, cost)) return [];
  const name = victimName(s, victim);
  const title = cardDefs(s)[slot]?.title ?? '';
  const out: Option[] = [];
  enumeratePayments(src, cost).forEach((pay, k) => {
    const base = { slot, ability, pay: pay as never };
    const head = `${title} global: pay ${describePayment(s, pay)} to`;
    if (r.effect.op === 'prevent-damage') {
      out.push({ id: `prevent:${slot}:${ability}:${k}`, label: `${head} prevent the ${amount} damage to ${name}`, payload: base });
    } else if (r.effect.op === 'redirect-damage') {
      for (const t of redirectTargets(s, p, victim, r.effect.to)) {
        if ('die' in t)
          out.push({
            id: `redirect:${slot}:${ability}:${k}:die:${t.die.id}`,
            label: `${head} redirect the ${amount} damage to ${dieName(s, t.die)}`,
            payload: { ...base, die: t.die.id },
          });
        else
          out.push({
            id: `redirect:${slot}:${ability}:${k}:player:${t.player}`,
            label: `${head} redirect the ${amount} damage to ${s.players[t.player]?.name ?? `player ${t.player + 1}`}`,
            payload: { ...base, player: t.player },
          });
      }
    }
  });
  return out;
}

/**
 * The reaction behind option `optionId` of `reactionOptions` (it must be offered now): its card slot
 * and ability, the payment and, for a redirect, the new target.
 */
export function chosenReaction(s: DmState, slot: number, ability: number, victim: Victim, amount: number, optionId: string): ReactionPayload | null {
  if (!reactionOptions(s, slot, ability, victim, amount).some((o) => o.id === optionId)) return null;
  const [, , , k, to, id] = optionId.split(':');
  const r = cardDefs(s)[slot]?.abilities[ability];
  if (!r || r.kind !== 'damage-reaction') return null;
  const pay = enumeratePayments(sources(s, victimController(victim)), { amount: 1, type: r.cost })[Number(k)];
  if (!pay) return null;
  return { slot, ability, pay, ...(to === 'die' ? { die: Number(id) } : to === 'player' ? { player: Number(id) } : {}) };
}

/** The victim of a hit about to be dealt. */
export function hitTarget(s: DmState, h: DamageAboutToBeDealt): Victim {
  return h.die !== undefined ? { die: s.dice[h.die] as DieState } : { player: h.player ?? -1 };
}

/** Pays for the chosen reaction (costs are never refunded) and says what becomes of the hit. */
export function applyDamageReaction(ctx: DmCtx, h: DamageAboutToBeDealt, pl: ReactionPayload): DamageAboutToBeDealt['outcome'] | null {
  const s = ctx.state;
  const card = cardDefs(s)[pl.slot];
  const a = card?.abilities[pl.ability];
  if (!card || !a || a.kind !== 'damage-reaction') return null;
  const victim = hitTarget(s, h);
  const p = victimController(victim);
  spend(s, p, pl.pay, { amount: 1, type: a.cost });
  ctx.emit('global-used', { player: p, card: card.key, title: card.title });
  const n = h.amount;
  const what = h.sourceDie !== undefined ? 'combat damage' : 'damage';
  const from = 'die' in victim ? { from: victim.die.id } : { fromPlayer: victim.player };
  const src = h.sourceDie !== undefined ? { sourceDie: h.sourceDie, source: h.source } : { source: h.source };
  const name = victimName(s, victim);
  if (a.effect.op === 'prevent-damage') {
    ctx.emit('prevented', { ...('die' in victim ? { die: victim.die.id } : { player: victim.player }), amount: n, name });
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
