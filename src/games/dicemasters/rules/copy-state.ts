// Implements: dice-masters-battle-for-faerun — "CAPTURING, CONTROLLING, AND COPYING": where a copy and
// a control-through-a-die are recorded. Both are core EffectInstances (state.core.effects) lasting until
// the end of the turn (GAME STATES), so they need no field of their own in the die record and end with
// the other end-of-turn effects. This file only reads them (no rule imports: dice.ts depends on it).
import type { EffectInstance } from '../../../core/index.js';
import type { DieState, DmState } from '../types.js';

/** A die copying another: what it took on (a snapshot taken when the copy resolved). */
export interface CopyRecord {
  /** The copying die. */
  readonly die: number;
  /** The copied die and its card slot (the card whose abilities are used when `abilities`). */
  readonly of: number;
  readonly card: number;
  /** The copied die's printed attack and defense (its face's numerals) when the copy resolved. */
  readonly a: number;
  readonly d: number;
  readonly stats: boolean;
  readonly abilities: boolean;
  /** The copied die's name: text naming it applies to the copying die as well. */
  readonly title: string;
}

export const COPY_HANDLER = 'copy';
export const CONTROLLING_HANDLER = 'controlling';

/** The copy this die is making, or null. The latest copy wins (a newer copy replaces an older one). */
export function copyOf(s: DmState, d: DieState): CopyRecord | null {
  const effects = s.core.effects;
  if (effects.length === 0) return null;
  let found: EffectInstance | null = null;
  for (const e of effects) if (e.handler === COPY_HANDLER && e.params.die === d.id) found = e;
  if (!found) return null;
  const p = found.params;
  return {
    die: d.id,
    of: Number(p.of),
    card: Number(p.card),
    a: Number(p.a),
    d: Number(p.d),
    stats: p.stats === 1,
    abilities: p.abilities === 1,
    title: String(p.title),
  };
}

/** The dice `controller` is controlling (control through a die) and still controls. */
export function controlledThrough(s: DmState, controller: DieState): DieState[] {
  const out: DieState[] = [];
  for (const e of s.core.effects) {
    if (e.handler !== CONTROLLING_HANDLER || e.params.by !== controller.id) continue;
    const d = s.dice[Number(e.params.die)];
    if (d && d.control) out.push(d);
  }
  return out;
}

/** Whether this die is controlling another die ("your controlling die cannot attack"). */
export function isControlling(s: DmState, d: DieState): boolean {
  if (s.core.effects.length === 0) return false;
  return controlledThrough(s, d).length > 0;
}

/** "Copy the stats": the copied numeral replacing this die's printed attack or defense, or null. */
export function copiedStat(s: DmState, d: DieState, which: 'a' | 'd'): number | null {
  if (s.core.effects.length === 0) return null;
  const c = copyOf(s, d);
  return c && c.stats ? c[which] : null;
}
