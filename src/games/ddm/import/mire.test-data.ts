// The field of the difficult-terrain power tests (Stable Footing, Elven Step): 12×12 squares, all
// difficult terrain but (4,4), where the tested creature starts its turn against a Target Dummy in the
// far corner (ddm-battle-rules-2011, "Difficult Terrain": Costs 1 Extra Square).
import { expect } from 'vitest';
import type { DdmMap } from '../geometry/index.js';
import type { DdmState } from '../state.js';
import { decision, openMap, play, turnOf } from '../testkit.js';

/** A 12×12 field all difficult terrain but the square (4,4). */
export function mire(): DdmMap {
  const squares: [number, number][] = [];
  for (let y = 0; y < 12; y++) for (let x = 0; x < 12; x++) if (x !== 4 || y !== 4) squares.push([x, y]);
  return { ...openMap(), terrain: [{ type: 'difficult', squares }] };
}

/** `label`'s turn on (4,4) of the mire, the Target Dummy at (11,11). */
export const mireTurn = (label: string): DdmState =>
  turnOf(
    [label],
    ['Target Dummy'],
    [
      [4, 4],
      [11, 11],
    ],
    label,
    { map: mire() },
  );

/** The option ids of the open decision. */
export const menu = (s: DdmState): string[] => decision(s).options.map((o) => o.id);

/** The destinations offered after `action` ("x,y" → squares of movement). */
export function ends(s: DdmState, action: string): Map<string, number> {
  play(s, [action]);
  const d = decision(s);
  expect(d.kind).toBe('choose-destination');
  return new Map(d.options.map((o) => [o.id, (o.payload as { cost: number }).cost]));
}
