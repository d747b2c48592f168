// Test helpers for the Mounts and Riders tests (imported by *.test.ts only).
import type { Decision, GameEvent } from '../../../core/index.js';
import type { DdmState } from '../state.js';
import { act, byLabel, decision } from '../testkit.js';

/** The ids of the options on `label`'s action menu, asked through the game API (it must be `label`'s turn). */
export function menu(s: DdmState, label: string): string[] {
  const d = decision(s);
  if (s.turn?.creature !== byLabel(s, label).id || d.kind !== 'choose-action') throw new Error(`${label} is not choosing an action (${d.kind}: ${d.prompt})`);
  return d.options.map((o) => o.id);
}

/**
 * `label`, taking its turn, mounts `mountLabel` through its action menu (the game API); every later
 * question gets `answer` (null: the last option, so opportunity attacks are declined) until its menu
 * is back, with the d20 rolls `d20s` forced.
 */
export function mountOnTurn(
  s: DdmState,
  label: string,
  mountLabel: string,
  d20s: readonly number[] = [],
  answer: (d: Decision) => string | null = () => null,
): { events: GameEvent[]; asked: Decision[] } {
  return act(s, `mount:${byLabel(s, mountLabel).id}`, d20s, answer);
}
