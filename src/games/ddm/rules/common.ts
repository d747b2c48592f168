// Shared lookups for ddm-battle-rules-2011: allies and enemies ("DOMINATED": for the duration of
// its action a dominated creature is part of the dominating warband), bloodied ("Hit Points"),
// limited uses ("Limited Use Powers"), resistances, conditions. Changes to hit points (damage,
// healing, destruction) are in rules/hit-points.ts.
import type { Attack, CreatureCard } from '../cards/schema.js';
import type { DdmCtx } from '../ctx.js';
import type { Cond, CreatureState, DdmState } from '../state.js';
import type { Defences } from './damage.js';
import { powerAnswers } from '../abilities/queries.js';

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

/** "Hit Points", Damaged: below its maximum, or holding bonus hit points gained while damaged (Bonus Hit Points). */
export function isDamaged(c: CreatureState): boolean {
  return c.hp < c.maxHp || c.bonusHp === 'damaged';
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

/**
 * Resist, vulnerable, immune and insubstantial as printed on the card or a usable item
 * (powers/item-powers.ts), with a power's lasting Resist N All (`resist-all` records, Stoneskin;
 * same-named ones count once, the largest).
 */
export function defencesOf(s: DdmState, c: CreatureState): Defences {
  const printed = powerAnswers(s, c).damageTraits;
  if (!c.conds.some((k) => k.kind === 'resist-all' || k.kind === 'gained-insubstantial')) return printed;
  // A power's lasting Insubstantial (Gaseous Form, `gained-insubstantial` records).
  const traits = c.conds.some((k) => k.kind === 'gained-insubstantial') ? { ...printed, insubstantial: true } : printed;
  if (!c.conds.some((k) => k.kind === 'resist-all')) return traits;
  const byName = new Map<string, number>();
  for (const k of c.conds) if (k.kind === 'resist-all') byName.set(k.name, Math.max(byName.get(k.name) ?? 0, k.amount));
  return { ...traits, resist: [...traits.resist, ...[...byName.values()].map((amount) => ({ amount, type: 'all' as const }))] };
}

export function addCond(s: DdmState, target: CreatureState, cond: Omit<Cond, 'id' | 'ownTurn'>): Cond {
  const c: Cond = { ...cond, id: s.nextCondId++, ownTurn: s.turn?.creature === target.id };
  target.conds.push(c);
  return c;
}

/** "End the battle": once both sides have reached the target on a tie, the next player to score wins. */
export function noteScore(s: DdmState, player: number): void {
  if (s.tieBreak && s.tieWinner < 0) s.tieWinner = player;
}
