// Implements: dice-masters-battle-for-faerun — "ASSIGN DAMAGE" (simultaneous damage; an attacker with
// several blockers divides its damage; unblocked attackers damage the player; knock-outs to the prep
// area; attacker's effects resolve first), "BONUSES AND DAMAGE" (excess damage is wasted),
// "SHORTHAND CARD ABILITIES" (Overcrush: abilities/overcrush.ts; Regenerate), "PREVENTING AND REDIRECTING" (reactions to combat
// damage — to characters and to the defending player — before it lands) and the event abilities
// triggered by combat damage answer (`CombatDamageDealt`, before the knock-outs: e.g.
// abilities/first-attacking-damage-gain.ts).
import type { Option } from '../../../core/index.js';
import type { DieState, DmState } from '../types.js';
import { attack, cardDefs, defense, dieName, inField, opponent } from './dice.js';
import { knockOut, loseLife, markDamage } from './damage.js';
// Card text that sends an attacker's leftover damage to the player (SHORTHAND CARD ABILITIES: Overcrush)
// or changes the damage a character takes (PREVENTING AND REDIRECTING: e.g. abilities/damage-reduction.ts).
import { changesDamageTaken, damageTakenQuery, leftoverToPlayerQuery } from '../abilities/queries.js';
import { holdsDamage, reactionQueue, type DamageOutcome, type Victim } from './reactions.js';
import { ask, type DmCtx } from './statuses.js';

/** Per die: how much damage it is assigned to deal to each engaged opponent (die id → amount). */
import type { Split } from '../steps.js';
export type { Split };

/** The engaged opponents a die deals damage to (still in the attack zone). */
export function liveEngaged(s: DmState, d: DieState): DieState[] {
  return d.engaged.map((id) => s.dice[id] as DieState).filter((e) => e.zone === 'attack');
}

/**
 * Damage a target can still usefully take from `src`: anything past its defense is wasted; prevented
 * damage is 0; damage the target's card text reduces (abilities/damage-reduction.ts) needs that much more.
 */
function need(s: DmState, t: DieState, src: DieState): number {
  if (!ask(s, 'takesDamage', true, { die: t.id })) return 0;
  const n = Math.max(0, defense(s, t) - t.damage);
  const defs = cardDefs(s);
  if (n === 0 || !changesDamageTaken(defs)) return n;
  const big = n + 1000;
  const left = damageTakenQuery(s, defs, t, big, { player: src.owner, die: src.id });
  return left === 0 ? 0 : n + (big - left);
}

/**
 * Every distinct way to divide `d`'s attack among its engaged opponents, up to equivalence: a target
 * never gets more than it can take (the rest would be wasted anyway) and all of the attack that can
 * do anything is assigned.
 */
export function splits(s: DmState, d: DieState): Split[] {
  const targets = liveEngaged(s, d);
  const a = attack(s, d);
  const needs = targets.map((t) => need(s, t, d));
  const total = Math.min(
    a,
    needs.reduce((x, y) => x + y, 0),
  );
  const out: Split[] = [];
  const cur: number[] = [];
  const rec = (i: number, left: number): void => {
    if (i === targets.length) {
      if (left === 0) {
        const sp: Split = {};
        targets.forEach((t, k) => (sp[String(t.id)] = cur[k] ?? 0));
        out.push(sp);
      }
      return;
    }
    for (let x = 0; x <= Math.min(left, needs[i] ?? 0); x++) {
      cur[i] = x;
      rec(i + 1, left - x);
    }
  };
  rec(0, total);
  return out;
}

/** Dice whose controller must choose a split (more than one live opponent); attacker's first. */
export function diceNeedingSplit(s: DmState): number[] {
  const att = s.dice.filter((d) => d.zone === 'attack' && d.owner === s.active && liveEngaged(s, d).length > 1);
  const def = s.dice.filter((d) => d.zone === 'attack' && d.owner !== s.active && liveEngaged(s, d).length > 1);
  return [...att, ...def].map((d) => d.id);
}

export function splitOptions(s: DmState, d: DieState): Option[] {
  return splits(s, d).map((sp, i) => ({
    id: `split:${i}`,
    label: `${dieName(s, d)} deals ${Object.entries(sp)
      .map(([id, n]) => `${n} to ${dieName(s, s.dice[Number(id)] as DieState)}`)
      .join(', ')}`,
    payload: { split: sp },
  }));
}

/** Each die's attack to its engaged opponents (a single opponent takes all of it), in a fixed order. */
export function combatAssignments(s: DmState, chosen: Record<string, Split>): [DieState, DieState, number][] {
  const assigned: [DieState, DieState, number][] = [];
  for (const d of s.dice) {
    if (d.zone !== 'attack') continue;
    const targets = liveEngaged(s, d);
    if (targets.length === 0) continue;
    const sp = chosen[String(d.id)];
    if (sp) for (const t of targets) assigned.push([d, t, sp[String(t.id)] ?? 0]);
    else assigned.push([d, targets[0] as DieState, attack(s, d)]);
  }
  return assigned;
}

/** What blocked attacker `d`'s blockers could still take (measured before damage lands): the rest is its leftover. */
function room(s: DmState, d: DieState): number {
  let n = 0;
  for (const t of liveEngaged(s, d)) n += need(s, t, d);
  return n;
}

/** One hit of an attack: from an attacking or blocking die to a character or to the defending player. */
export interface CombatHit {
  readonly src: DieState;
  readonly victim: Victim;
  readonly n: number;
}

/**
 * Every hit of the attack, as damage reactions see them: the assignments between engaged dice, then
 * each unblocked attacker's damage to the defending player and each Overcrush leftover (measured
 * before damage lands: what the blockers could still take).
 */
export function combatHits(s: DmState, chosen: Record<string, Split>): CombatHit[] {
  const out: CombatHit[] = combatAssignments(s, chosen).map(([src, t, n]) => ({ src, victim: { die: t }, n }));
  const def = opponent(s.active);
  for (const d of s.dice) {
    if (d.zone !== 'attack' || d.owner !== s.active) continue;
    if (!d.blocked) {
      const n = attack(s, d);
      if (n > 0) out.push({ src: d, victim: { player: def }, n });
    } else {
      const n = leftoverToPlayerQuery(s, cardDefs(s), d) ? Math.max(0, attack(s, d) - room(s, d)) : 0;
      if (n > 0) out.push({ src: d, victim: { player: def }, n });
    }
  }
  return out;
}

/** What a damage reaction did to one hit (PREVENTING AND REDIRECTING), by its index in `combatHits`. */
export type CombatOutcome = DamageOutcome;

/**
 * Resolves the attack: all damage to characters at once, knock-outs, then the damage to the defending
 * player. When a card in the game reacts to damage, the hits that can be reacted to are first announced
 * (`BeforeDamage`) to their targets' controllers (the `pending-damage` step, rules/redirect.ts), the
 * active player's first: the damage is simultaneous, so every reaction is decided before any of it
 * lands (ASSIGN DAMAGE, TIMING CONFLICTS); then `landCombat` deals it once with their outcomes.
 */
export function resolveCombat(ctx: DmCtx, chosen: Record<string, Split>): void {
  const s = ctx.state;
  if (holdsDamage(s)) {
    // TIMING CONFLICTS: the active player's reactions (damage to their characters) are asked first.
    const queue = reactionQueue(
      s,
      combatHits(s, chosen).map((h) => [h.victim, h.n] as const),
    );
    if (queue.length) {
      ctx.push({ kind: 'pending-damage', combat: true, splits: chosen, queue, outcomes: {} });
      return;
    }
  }
  landCombat(ctx, chosen, null);
}

/** Deals the attack's damage (see `resolveCombat`), each hit as its reaction left it (`outcomes`, by hit index). */
export function landCombat(ctx: DmCtx, chosen: Record<string, Split>, outcomes: Record<string, CombatOutcome> | null): void {
  const s = ctx.state;
  const active = s.active;
  const def = opponent(active);
  const fighters = s.dice.filter((d) => d.zone === 'attack');
  const hits = combatHits(s, chosen);
  const damagedBy = new Map<number, boolean>();
  // Characters hit by redirected damage, with the player whose die dealt it (the source is unchanged).
  const redirectedTo = new Map<number, number>();
  const toPlayers: [number, number][] = [];
  let toPlayer = 0;
  const toPlayerBy: number[] = [];
  hits.forEach(({ src, victim, n }, i) => {
    const o = outcomes?.[String(i)];
    if (o && 'prevent' in o) return;
    if (o && 'player' in o) {
      if (n > 0) toPlayers.push([o.player, n]);
      return;
    }
    if (!o && !('die' in victim)) {
      // Unblocked and Overcrush damage to the defending player, dealt after the knock-outs (one loss).
      toPlayer += n;
      if (!toPlayerBy.includes(src.id)) toPlayerBy.push(src.id);
      return;
    }
    const target = o && 'die' in o ? (s.dice[o.die] as DieState) : (victim as { die: DieState }).die;
    if (!('die' in victim) || target !== victim.die) redirectedTo.set(target.id, src.owner);
    const dealt = markDamage(ctx, target, n, { player: src.owner, die: src.id });
    if (dealt > 0) {
      damagedBy.set(src.id, true);
      if (ctx.eventsWanted) ctx.emit('damage', { die: target.id, amount: dealt, from: src.id, name: dieName(s, target) });
    }
  });
  // Triggered abilities on combat damage dealt (before the knock-outs; the attacker's first).
  if (damagedBy.size > 0)
    ctx.announce('CombatDamageDealt', { player: active, dealtBy: fighters.filter((d) => damagedBy.get(d.id) === true).map((d) => d.id) }, active);
  // Knock out every character whose damage reaches its defense: attacker's dice first, then defender's.
  const lethal = s.dice.filter((d) => (d.zone === 'attack' || redirectedTo.has(d.id)) && inField(d) && d.damage > 0 && d.damage >= defense(s, d));
  for (const d of [...lethal.filter((x) => x.owner === active), ...lethal.filter((x) => x.owner !== active)])
    knockOut(ctx, d, redirectedTo.get(d.id) ?? (d.owner === active ? def : active));
  // Unblocked attackers (and Overcrush leftovers) damage the defending player; then damage redirected
  // to players (the attack is the active player's effect: its damage to the defender comes first).
  if (toPlayer > 0) loseLife(ctx, def, toPlayer, 'unblocked attackers');
  // What damaging the opponent triggers (the attacker's effects: custom cards that answer `OpponentDamaged`).
  if (toPlayer > 0 && !ctx.over) ctx.announce('OpponentDamaged', { player: active, dealtBy: toPlayerBy }, active);
  for (const [p, n] of toPlayers) loseLife(ctx, p, n, 'redirected damage');
}
