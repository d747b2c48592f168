// Shared by the end-of-own-turn self-damage tests (Burnout, Young Blood): `who` at (5,8) charges the
// ox at (5,2) (a melee attack rolling 2, a miss) or only moves, then ends its turn.
import { expect } from 'vitest';
import type { DdmState } from '../state.js';
import { act, byLabel, play, turnOf } from '../testkit.js';

/** The HP `who` (50 HP at the start) lost by the end of its turn, after a charge (`charge`) or a plain move. */
export function hpLostEndingTurn(who: string, charge: boolean): number {
  const s: DdmState = turnOf(
    [who],
    ['Ox'],
    [
      [5, 8],
      [5, 2],
    ],
    who,
  );
  if (charge)
    act(s, 'charge', [2], (d) =>
      d.kind === 'choose-target' ? String(byLabel(s, 'Ox').id) : d.kind === 'choose-destination' ? '5,3' : (d.options[0]?.id ?? null),
    );
  else act(s, 'move', [], (d) => (d.kind === 'choose-destination' ? '5,4' : null));
  const me = byLabel(s, who);
  expect(me.hp).toBe(50);
  play(s, ['end']);
  expect(s.turn?.creature).not.toBe(me.id);
  return 50 - me.hp;
}
