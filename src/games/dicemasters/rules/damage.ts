// Implements: dice-masters-battle-for-faerun — "BONUSES AND DAMAGE" (damage from powers resolves at
// once; damage ≥ defense knocks out), "ASSIGN DAMAGE" (knock-outs go to the prep area), "WINNING"
// (checked as soon as life reaches zero), "FUNDAMENTAL RULES" (no life gain past the starting total),
// "CAPTURING, CONTROLLING, AND COPYING" (capture ends when the capturing die leaves the field; a
// controlled die that leaves goes back to its owner) and Equip (gear stays in the field, unattached,
// when its character leaves); a copy or a control through a die ends when that die leaves the field;
// damage from powers — to characters or players, one target or several at once (dealDamage) — may open
// a reaction window first (PREVENTING AND REDIRECTING). A knock-out is announced (`KnockedOut`): what
// card abilities do about it (Regenerate, a capture) lives in their modules.
import type { DamageHit, StepOf } from '../steps.js';
import type { DieState, DmState } from '../types.js';
import { cardDefs, cardOf, defense, dieName, faceOf, inField, opponent, showsCharacter } from './dice.js';
import { ask, type DmCtx } from './statuses.js';
import { endCopy, releaseControlled, textSlot, CONTROLLING_HANDLER } from './copy.js';
import { holdsDamage, reactionQueue, type DamageOutcome, type Victim } from './reactions.js';
// PREVENTING AND REDIRECTING: "prevent the next N damage you take from an ability" (abilities/ops/shield-player.ts).
import { afterShields } from '../abilities/player-shield-value.js';
// PREVENTING AND REDIRECTING: damage reduced or prevented by card text, by source (abilities/damage-reduction.ts).
import { damageTakenQuery, knockOutToUsedQuery, playerDamageTakenQuery, type DamageFrom } from '../abilities/queries.js';
import type { DamageKind } from '../cards/types.js';
// BONUSES AND DAMAGE: knock-outs a "while active" stat change causes or leaves (abilities/stat-bonus.ts).
import { hasStandingChanges } from '../abilities/stat-bonus-value.js';
import { changeOwner, moveDie } from './zones.js';

/** Loses life; ends the game the moment a player reaches zero (the other player wins). */
export function loseLife(ctx: DmCtx, player: number, amount: number, why: string): void {
  if (amount <= 0 || ctx.over) return;
  const p = ctx.state.players[player];
  if (!p) return;
  p.life -= amount;
  ctx.emit('life', { player, delta: -amount, life: p.life, why });
  if (p.life <= 0) {
    const returns = player === 0 ? [-1, 1] : [1, -1];
    ctx.end(returns, `${ctx.state.players[opponent(player)]?.name ?? 'Opponent'} wins: ${p.name}'s life reached 0`);
  }
}

export function gainLife(ctx: DmCtx, player: number, amount: number, why: string): void {
  const p = ctx.state.players[player];
  if (!p || amount <= 0) return;
  const before = p.life;
  p.life = Math.min(p.startLife, p.life + amount);
  if (p.life !== before) ctx.emit('life', { player, delta: p.life - before, life: p.life, why });
}

/** Marks damage on a character unless an effect prevents or reduces it; returns the damage that was dealt. */
export function markDamage(ctx: DmCtx, d: DieState, amount: number, from: DamageFrom): number {
  if (amount <= 0 || !inField(d)) return 0;
  const left = damageTakenQuery(ctx.state, cardDefs(ctx.state), d, amount, from);
  if (left <= 0 || !ask(ctx.state, 'takesDamage', true, { die: d.id })) {
    ctx.emit('prevented', { die: d.id, amount, name: dieName(ctx.state, d) });
    return 0;
  }
  d.damage += left;
  // What taking damage triggers or records (e.g. cards/custom/took-damage.ts).
  ctx.announce('Damaged', { die: d.id, amount: left });
  return left;
}

/** One hit of damage from a power or an ability (steps.ts); `why` names it in the life event (e.g. "Breath Weapon"). */
export type { DamageHit };

export const hitVictim = (s: DmState, h: DamageHit): Victim => (h.die !== undefined ? { die: s.dice[h.die] as DieState } : { player: h.player ?? 0 });

/** Damage from a power to one character: applied and resolved at once unless someone may react first. */
export function damageCharacter(ctx: DmCtx, d: DieState, amount: number, by: number, kind?: DamageKind): void {
  dealDamage(ctx, [kind ? { die: d.id, amount, kind } : { die: d.id, amount }], by, null);
}

/** Damage from a power or an ability to a player (a life loss that damage reactions may answer). */
export function damagePlayer(ctx: DmCtx, player: number, amount: number, by: number, why: string, kind?: DamageKind): void {
  dealDamage(ctx, [kind ? { player, amount, why, kind } : { player, amount, why }], by, null);
}

/** The `pending-damage` step that deals these hits (its queue is worked out when it runs). */
export function damageStep(hits: readonly DamageHit[], by: number, summary: number | null): StepOf<'pending-damage'> {
  return { kind: 'pending-damage', hits: hits.map((h) => ({ ...h })), by, summary, queue: null, outcomes: {} };
}

/**
 * Damage from one power to one or several targets (BONUSES AND DAMAGE: applied and resolved at once).
 * Several characters hit by one power (`damage-all-characters`, `damage-distinct`, Breath Weapon) take
 * their damage together, then the lethal ones are knocked out, the active player's first (TIMING
 * CONFLICTS). When a card in the game lets a target's controller react (PREVENTING AND REDIRECTING),
 * the hits wait in a `pending-damage` step, which announces each hit that can be reacted to
 * (`BeforeDamage`) and then lands them all once (`landHits`). `summary` (the amount) reports the hits as
 * one "damage to every character" event.
 */
export function dealDamage(ctx: DmCtx, hits: readonly DamageHit[], by: number, summary: number | null): void {
  const s = ctx.state;
  if (holdsDamage(s)) {
    const queue = reactionQueue(
      s,
      hits.map((h) => [hitVictim(s, h), h.amount] as const),
    );
    if (queue.length) {
      ctx.push({ ...damageStep(hits, by, summary), queue });
      return;
    }
  }
  landHits(ctx, hits, by, summary, null);
}

/**
 * Lands the hits in order: consecutive character hits together (then their knock-outs), a player hit
 * at its place (`damage-each-player`: the opponent before the user; Breath Weapon: the opponent, then the
 * characters). A redirected hit lands on its new target at the same place, except that damage
 * redirected from a character to a player comes after all the rest.
 */
export function landHits(ctx: DmCtx, hits: readonly DamageHit[], by: number, summary: number | null, outcomes: Record<string, DamageOutcome> | null): void {
  const s = ctx.state;
  const later: [number, number][] = [];
  let group: DieState[] = [];
  let summarised = false;
  const flush = (): void => {
    if (summary !== null && !summarised) {
      summarised = true;
      ctx.emit('damage-all', { amount: summary, dice: group.map((d) => d.id) });
    }
    const hit = group;
    group = [];
    for (const d of [...hit.filter((x) => x.owner === s.active), ...hit.filter((x) => x.owner !== s.active)])
      if (!ctx.over && inField(d) && d.damage >= defense(s, d)) knockOut(ctx, d, by);
  };
  hits.forEach((h, i) => {
    if (ctx.over) return;
    const o = outcomes?.[String(i)];
    if (o && 'prevent' in o) return;
    if (o && 'player' in o) {
      if (h.die !== undefined) later.push([o.player, h.amount]);
      else {
        flush();
        loseLife(ctx, o.player, afterShields(ctx, o.player, h.amount), 'redirected damage');
      }
      return;
    }
    const id = o && 'die' in o ? o.die : h.die;
    if (id === undefined) {
      flush();
      const p = h.player ?? 0;
      // PREVENTING AND REDIRECTING: card text that reduces or prevents damage to a player by its source.
      const n = playerDamageTakenQuery(s, cardDefs(s), p, h.amount, { player: by, die: h.src, kind: h.kind });
      if (n < h.amount) ctx.emit('prevented', { player: p, amount: h.amount - n, name: s.players[p]?.name ?? `Player ${p + 1}` });
      loseLife(ctx, p, afterShields(ctx, p, n), h.why ?? 'damage');
      return;
    }
    const d = s.dice[id] as DieState;
    const dealt = markDamage(ctx, d, h.amount, { player: by, die: h.src, kind: h.kind });
    if (dealt > 0) {
      if ((summary === null || (o && 'die' in o)) && ctx.eventsWanted) ctx.emit('damage', { die: d.id, amount: dealt, name: dieName(s, d) });
      if (!group.includes(d)) group.push(d);
    }
  });
  flush();
  for (const [p, n] of later) loseLife(ctx, p, afterShields(ctx, p, n), 'redirected damage');
}

/** Re-checks one die after a spin or bonus change lowered its defense. */
export function checkLethal(ctx: DmCtx, d: DieState, by: number): void {
  if (inField(d) && showsCharacter(ctx.state, d) && d.damage > 0 && d.damage >= defense(ctx.state, d)) knockOut(ctx, d, by);
}

/** Ends every capture this die holds: the captured dice go back where they came from. */
export function releaseCaptures(ctx: DmCtx, capturer: DieState): void {
  for (const c of ctx.state.dice) {
    if (c.zone === 'captured' && c.capturedBy === capturer.id) {
      moveDie(ctx.state, c, c.returnTo);
      c.capturedBy = -1;
      ctx.emit('released', { die: c.id, to: c.zone });
    }
  }
}

/**
 * What ends when a die leaves the field: its captures (CAPTURING), and Equip — gear attached to it
 * stays in the field unattached, and a gear die that leaves is no longer attached.
 */
export function leftField(ctx: DmCtx, d: DieState): void {
  releaseCaptures(ctx, d);
  // A copy ends with its copier in the field; a controlling die that leaves ends its control.
  endCopy(ctx, d);
  releaseControlled(ctx, d, (x, to) => endControl(ctx, x, to));
  d.attachedTo = -1;
  for (const g of ctx.state.dice) {
    if (g.attachedTo === d.id) {
      g.attachedTo = -1;
      ctx.emit('unattached', { gear: g.id, from: d.id, name: dieName(ctx.state, g) });
    }
  }
}

/**
 * CONTROLLING: control of a die ends; it goes back to its owner. `to` is where it goes: a controlled
 * die sent to the controller's prep area or used pile goes to its owner's prep area instead; at the
 * end of control it returns to the area it was taken from.
 */
export function endControl(ctx: DmCtx, d: DieState, to: DieState['zone']): void {
  const c = d.control;
  if (!c) return;
  changeOwner(ctx.state, d, c.from, to);
  d.control = null;
  if (ctx.state.core.effects.length) ctx.removeEffects((e) => e.handler === CONTROLLING_HANDLER && e.params.die === d.id);
  ctx.emit('control-ended', { die: d.id, player: c.from, to, name: dieName(ctx.state, d) });
}

/** Takes a die out of the field: damage clears, engagement stays recorded for "engaged" checks. */
export function leaveField(ctx: DmCtx, d: DieState, to: DieState['zone']): void {
  moveDie(ctx.state, d, to);
  d.damage = 0;
  d.bonusA = 0;
  d.bonusD = 0;
  leftField(ctx, d);
  if (d.control) endControl(ctx, d, to === 'prep' || to === 'used' ? 'prep' : to);
  // A "while active" stat change of its card may have ended (abilities/stat-bonus.ts).
  settleStandingStats(ctx);
}

/**
 * BONUSES AND DAMAGE ("if a die's defense is reduced to zero, it is knocked out"; damage ≥ defense
 * knocks out): in a game whose cards change stats while active, after a die leaves or enters the field
 * every character whose defense is now 0, or at or below its damage, is knocked out at once — by its
 * own owner's account (no one earns Experience for it). A game without such cards pays one check.
 */
export function settleStandingStats(ctx: DmCtx): void {
  const s = ctx.state;
  if (!hasStandingChanges(cardDefs(s))) return;
  for (const d of s.dice) {
    if (ctx.over) return;
    if (!inField(d) || !showsCharacter(s, d)) continue;
    const def = defense(s, d);
    if (def <= 0 || (d.damage > 0 && d.damage >= def)) knockOut(ctx, d, d.owner);
  }
}

/**
 * Knocks a character out: to its owner's prep area — or its used pile when card text says so (the
 * knockOutToUsed query) — then announces it (`KnockedOut`). `by` is the player whose effect or attack did
 * it (Experience).
 */
export function knockOut(ctx: DmCtx, d: DieState, by: number): void {
  const s = ctx.state;
  if (!inField(d)) return;
  const c = cardOf(s, d);
  // Its card text as it stood when knocked out (a die copying abilities regenerates if it copied Regenerate).
  const text = textSlot(s, d);
  if (by === s.active && d.owner !== by && c.affiliation === 'monsters') {
    const p = s.players[by];
    if (p) p.koMonster = true;
  }
  if (ctx.eventsWanted) ctx.emit('knocked-out', { die: d.id, name: dieName(s, d) });
  leaveField(ctx, d, knockOutToUsedQuery(s, cardDefs(s), d) ? 'used' : 'prep');
  ctx.announce('KnockedOut', { die: d.id, owner: d.owner, by, inAttack: s.step === 'attack', text });
}

export function faceIsEnergy(s: DmState, d: DieState): boolean {
  const t = faceOf(s, d).t;
  return t === 'energy' || t === 'wild' || t === 'generic';
}
