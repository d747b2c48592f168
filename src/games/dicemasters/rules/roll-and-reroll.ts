// Implements: dice-masters-battle-for-faerun — "ROLL AND REROLL STEP" (roll drawn and prep dice; one
// group reroll), "REROLLING DICE" (partially spent dice can't be rerolled) and "BURST SYMBOLS"
// (bursts are read from the face when the die is used; they are never optional).
import type { Option } from '../../../core/index.js';
import type { DieState, DmState } from '../types.js';
import { faceLabel, faceOf, cardOf } from './dice.js';
import type { DmCtx } from './statuses.js';

export function rollDie(ctx: DmCtx, d: DieState): void {
  d.face = ctx.rng.faceIndex(cardOf(ctx.state, d).faces.length);
}

/** Rolls every die in the active player's prep area (the four drawn plus those already there). */
export function rollPrep(ctx: DmCtx): void {
  const s = ctx.state;
  for (const d of s.dice) if (d.owner === s.active && d.zone === 'prep') rollDie(ctx, d);
  ctx.emit('rolled', { player: s.active, faces: prepFaces(s) });
}

function prepFaces(s: DmState): string[] {
  const out: string[] = [];
  for (const d of s.dice) if (d.owner === s.active && d.zone === 'prep') out.push(`${cardOf(s, d).key === 'npc' ? 'NPC' : cardOf(s, d).title}: ${faceLabel(faceOf(s, d))}`);
  return out;
}

export interface RerollStep {
  readonly kind: 'reroll';
  readonly marked: readonly number[];
  readonly [k: string]: readonly number[] | string;
}

/** Dice the player may still add to the reroll group, one per class of identical dice. */
export function rerollOptions(s: DmState, marked: readonly number[]): Option[] {
  const seen = new Set<string>();
  const opts: Option[] = [{ id: 'reroll', label: marked.length ? `Reroll the ${marked.length} marked dice together` : 'Keep every die as rolled' }];
  for (const d of s.dice) {
    if (d.owner !== s.active || d.zone !== 'prep' || d.partial || marked.includes(d.id)) continue;
    const key = `${d.card}:${d.face}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const c = cardOf(s, d);
    opts.push({ id: `mark:${d.id}`, label: `Mark ${c.key === 'npc' ? 'NPC' : c.title} showing ${faceLabel(faceOf(s, d))} for the reroll`, payload: { die: d.id } });
  }
  return opts;
}

/** The single group reroll, then every rolled die goes to the reserve pool face up. */
export function finishRoll(ctx: DmCtx, marked: readonly number[]): void {
  const s = ctx.state;
  for (const id of marked) rollDie(ctx, s.dice[id] as DieState);
  if (marked.length) ctx.emit('rerolled', { player: s.active, count: marked.length, faces: prepFaces(s) });
  for (const d of s.dice) if (d.owner === s.active && d.zone === 'prep') d.zone = 'reserve';
}
