// Shared bookkeeping for ddm-battle-rules-2011: allies and enemies ("DOMINATED": for the duration of
// its action a dominated creature is part of the dominating warband), "Hit Points" (damage, healing,
// bloodied, destroyed), victory points for destroyed creatures ("Assault", Destroying enemy creatures).
import type { Attack, CreatureCard, DamageType } from '../cards/schema.js';
import type { DdmCtx } from '../powers/effects.js';
import type { Cond, CreatureState, DdmState } from '../state.js';
import { NO_DEFENCES, type Defences } from './damage.js';
import { afterDestroyed } from './mount.js';
import { destructionVp } from './scenarios.js';
import { hasTriggered, powersOf } from '../powers/item-powers.js';

export const BOOK = 'ddm-battle-rules-2011';

export function cardOf(s: DdmState, c: CreatureState): CreatureCard {
  const card = s.cards[c.card];
  if (!card) throw new Error(`no card "${c.card}" in the battle`);
  return card;
}

export function crt(s: DdmState, id: number): CreatureState {
  const c = s.creatures[id];
  if (!c) throw new Error(`no creature ${id}`);
  return c;
}

export const onMap = (c: CreatureState): boolean => !c.destroyed && c.pos !== null;

/** The side a creature fights for right now: its owner, or the dominating player during its own turn. */
export function sideOf(s: DdmState, c: CreatureState): number {
  if (s.turn && s.turn.creature === c.id) return s.turn.controller;
  return c.owner;
}

export const enemies = (s: DdmState, a: CreatureState, b: CreatureState): boolean => sideOf(s, a) !== sideOf(s, b);

export function isBloodied(c: CreatureState): boolean {
  return c.hp <= c.bloodied;
}

export function attackKey(c: CreatureState, a: Attack): string {
  return `${c.id}:${a.name}`;
}

/** A limited-use attack or power still has uses ("Limited Use Powers"). */
export function hasUse(ctx: DdmCtx, c: CreatureState, name: string, uses: number | undefined): boolean {
  return uses === undefined || ctx.counters.available(`${c.id}:${name}`, uses);
}

export function spendUse(ctx: DdmCtx, c: CreatureState, name: string, uses: number | undefined): void {
  if (uses !== undefined) ctx.counters.spend(`${c.id}:${name}`);
}

/** Resist, vulnerable, immune and insubstantial as printed on the card or a usable item (powers/item-powers.ts). */
export function defencesOf(s: DdmState, c: CreatureState): Defences {
  const powers = powersOf(s, c);
  if (powers.length === 0) return NO_DEFENCES;
  const immune: DamageType[] = [];
  const resist: { amount: number; type: DamageType | 'all' }[] = [];
  const vulnerable: { amount: number; type: DamageType | 'all' }[] = [];
  let insubstantial = false;
  for (const p of powers) {
    if (p.kind === 'immune') immune.push(p.type);
    else if (p.kind === 'resist') resist.push({ amount: p.amount, type: p.type });
    else if (p.kind === 'vulnerable') vulnerable.push({ amount: p.amount, type: p.type });
    else if (p.kind === 'insubstantial' || p.kind === 'incorporeal') insubstantial = true;
  }
  return { immune, resist, vulnerable, insubstantial };
}

export function addCond(s: DdmState, target: CreatureState, cond: Omit<Cond, 'id' | 'ownTurn'>): Cond {
  const c: Cond = { ...cond, id: s.nextCondId++, ownTurn: s.turn?.creature === target.id };
  target.conds.push(c);
  return c;
}

/** Heals up to the maximum ("Healing"). Returns HP actually healed. */
export function heal(ctx: DdmCtx, c: CreatureState, amount: number, why: string): number {
  if (!onMap(c)) return 0;
  const before = c.hp;
  c.hp = Math.min(c.maxHp, c.hp + amount);
  const healed = c.hp - before;
  ctx.emit('heal', { creature: c.id, label: c.label, amount: healed, why, hp: c.hp });
  return healed;
}

/**
 * Applies damage already computed by the damage sequence. A creature at 0 HP or lower is destroyed
 * and removed from play; the opponent of its owner scores its cost plus its items' costs.
 */
export function takeDamage(ctx: DdmCtx, c: CreatureState, amount: number, by: number, why: string, fromAttack = false): void {
  if (!onMap(c) || amount <= 0) {
    if (onMap(c)) ctx.emit('damage', { creature: c.id, label: c.label, amount: 0, why, hp: c.hp });
    return;
  }
  const s = ctx.state;
  const wasBloodied = isBloodied(c);
  c.hp -= amount;
  ctx.emit('damage', { creature: c.id, label: c.label, amount, why, hp: c.hp, by });
  if (c.hp <= 0) {
    destroy(ctx, c, by);
    return;
  }
  if (!wasBloodied && isBloodied(c)) {
    ctx.emit('bloodied', { creature: c.id, label: c.label });
    // "RECHARGE when this creature becomes bloodied": one use comes back.
    for (const a of cardOf(s, c).attacks)
      if (a.recharge?.kind === 'bloodied' && ctx.counters.spentCount(`${c.id}:${a.name}`) > 0) ctx.counters.restore(`${c.id}:${a.name}`);
  }
  // "Whenever this creature takes damage" powers (e.g. regeneration) get their window.
  // "Use after taking damage from an attack" powers (a card's or an item's): only then, and only for creatures that have one.
  if (fromAttack && hasTriggered(s, c, 'self-damaged-by-attack')) {
    ctx.push(
      { kind: 'power-window', trigger: 'self-takes-damage', subject: c.id, other: by, atk: -1 },
      { kind: 'power-window', trigger: 'self-damaged-by-attack', subject: c.id, other: by, atk: -1 },
    );
    return;
  }
  ctx.push({ kind: 'power-window', trigger: 'self-takes-damage', subject: c.id, other: by, atk: -1 });
}

export function destroy(ctx: DdmCtx, c: CreatureState, by: number): void {
  const s = ctx.state;
  const was = c.pos;
  c.destroyed = true;
  c.pos = null;
  c.hp = Math.min(c.hp, 0);
  const scorer = 1 - c.owner;
  let cost = cardOf(s, c).cost;
  for (const i of c.items) cost += s.items[i]?.cost ?? 0;
  const vp = destructionVp(s, cost);
  s.vp[scorer] = (s.vp[scorer] ?? 0) + vp;
  const killer = by >= 0 ? s.creatures[by] : undefined;
  ctx.emit('destroyed', { creature: c.id, label: c.label, by, byLabel: killer?.label ?? null, scorer, vp, total: s.vp[scorer] ?? 0 });
  noteScore(s, scorer);
  // "Mount Destroyed": its rider is put within the former space; a destroyed rider's link goes (rules/mount.ts).
  afterDestroyed(ctx, c, was, c.size);
}

/** "End the battle": once both sides have reached the target on a tie, the next player to score wins. */
export function noteScore(s: DdmState, player: number): void {
  if (s.tieBreak && s.tieWinner < 0) s.tieWinner = player;
}
