// Test helpers for the Mounts and Riders tests (imported by *.test.ts only).
import type { Ask } from '../../../core/index.js';
import type { DdmState } from '../state.js';
import { byLabel, ctxFor, drive, startTurn, step } from '../testkit.js';
import { actionMenu } from './turn.js';

/** The ids of the options on `label`'s action menu. */
export const ids = (s: DdmState, label: string): string[] => actionMenu(ctxFor(s), byLabel(s, label)).map((o) => o.id);

/** Runs `label`'s mount action onto `mountLabel` through the menu (no opportunity attacks taken). */
export function mountUp(s: DdmState, label: string, mountLabel: string): { asks: Ask[]; events: { type: string; data: Record<string, unknown> }[] } {
  const r = byLabel(s, label);
  const m = byLabel(s, mountLabel);
  startTurn(s, r);
  let done = false;
  const out = drive(s, [step('turn-actions', { creature: r.id })], [], (a) => {
    if (a.kind === 'choose-action' && !done) {
      done = true;
      return `mount:${m.id}`;
    }
    return a.kind === 'choose-action' ? 'end' : null;
  });
  s.turn = null;
  return out;
}
