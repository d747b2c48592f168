// A custom power scoped 'self' hears only its own creature's events (cards/custom/module.ts `scope`;
// abilities/occurs.ts `hears`, `occurs`): the Treant's Trample ("while this creature moves") is not
// announced another creature's moves, and their payload is not built for it. Fails if the scope is
// ignored: the Treant is on the map and Trample hears LeaveSquare.
import { describe, expect, it } from 'vitest';
import { answered, hears, occurs } from './occurs.js';
import { battle, byLabel } from '../testkit.js';

const start = () =>
  battle(
    ['Treant'],
    ['Gnoll Marauder'],
    [
      [0, 0],
      [6, 6],
    ],
  );

const announced = (steps: readonly { readonly kind: string }[]) => steps.filter((st) => st.kind === 'announce').length;

describe("a custom power scoped 'self'", () => {
  it("hears its own creature's moves: the Treant leaving a square is announced to Trample", () => {
    const s = start();
    const treant = byLabel(s, 'Treant');
    expect(hears(s, 'LeaveSquare', treant.id)).toBe(true);
    expect(answered(s, 'LeaveSquare', treant.id)).toBe(true);
    expect(announced(occurs(s, 'LeaveSquare', { creature: treant.id, x: 0, y: 0 }))).toBe(1);
  });
  it("does not hear another creature's moves: the Gnoll leaving a square is announced to nobody, and its payload is not asked for", () => {
    const s = start();
    const gnoll = byLabel(s, 'Gnoll Marauder');
    expect(hears(s, 'LeaveSquare', gnoll.id)).toBe(false);
    expect(answered(s, 'LeaveSquare', gnoll.id)).toBe(false);
    expect(announced(occurs(s, 'LeaveSquare', { creature: gnoll.id, x: 6, y: 6 }))).toBe(0);
    // A caller that does not know the mover yet still hears of it (the scope is checked once it does).
    expect(hears(s, 'LeaveSquare')).toBe(true);
  });
});
