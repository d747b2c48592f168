// Implements: dice-masters-battle-for-faerun — "ROLL AND REROLL STEP" (roll drawn and prep dice; one
// group reroll), "REROLLING DICE" (partially spent dice can't be rerolled; a die rerolled outside
// the roll step stays in its area unless its face can't be there) and "BURST SYMBOLS"
// (bursts are read from the face when the die is used; they are never optional).
import type { Option } from '../../../core/index.js';
import type { DieState, DmState } from '../types.js';
import { faceLabel, faceOf, cardOf, inField } from './dice.js';
import { checkLethal, leaveField } from './damage.js';
import type { DmCtx } from './statuses.js';

export function rollDie(ctx: DmCtx, d: DieState): void {
  d.face = ctx.rng.faceIndex(cardOf(ctx.state, d).faces.length);
}

/**
 * REROLLING DICE outside the roll step: the die stays in its area unless the card text says where the
 * new face goes (`energyTo` for an energy face) or the face cannot be there (energy in the field),
 * in which case it goes to the reserve pool. A partially spent die cannot be rerolled (returns false).
 */
export function rerollInPlace(ctx: DmCtx, d: DieState, energyTo: 'used' | 'prep' | null, by: number): boolean {
  if (d.partial) return false;
  const s = ctx.state;
  rollDie(ctx, d);
  const f = faceOf(s, d);
  const energy = f.t === 'energy' || f.t === 'wild' || f.t === 'generic';
  ctx.emit('rerolled-die', { die: d.id, face: faceLabel(f), name: cardOf(s, d).key === 'npc' ? 'NPC' : cardOf(s, d).title });
  if (inField(d)) {
    // A field die may show a character face (or, for gear, its gear face); anything else must move.
    const fits = f.t === 'char' || (f.t === 'action' && cardOf(s, d).kind === 'gear');
    if (!fits) leaveField(ctx, d, energy && energyTo ? energyTo : 'reserve');
    else checkLethal(ctx, d, by);
  }
  return true;
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
