// Hop ("This creature moves as if with Flight on its turn"), read from an invented row and played
// through the engine (ddm-battle-rules-2011, "Modes (Movement)": Flight moves through non-flying
// enemies' squares). In a one-square corridor shut by a non-flying enemy the frog's own move on its
// turn passes over it to the far side; a creature without the power (the control) does not get past;
// on the enemy's turn the frog's mode is its card's again. Fails if the power is ignored or holds off
// its turn.
import { afterAll, describe, expect, it } from 'vitest';
import type { Decision } from '../../../core/index.js';
import { addTestCards } from '../powers/test-cards.js';
import { searchModes } from '../rules/terrain-effects.js';
import type { DdmState } from '../state.js';
import { act, byLabel, nextTurnOf, openMap, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 10 damage.' };
const rows = [
  entry({ name: 'Hop Frog', speed: 6, powers: [bite, { type: 'ABILITY', text: 'Hop: This creature moves as if with Flight on its turn.' }] }),
  entry({ name: 'Plain Toad', speed: 6, powers: [bite] }),
  // A ranged attack: its turn waits for its player.
  entry({ name: 'Gate Guard', powers: [{ type: 'ATTACK', text: 'Sling: (range 10) +5 vs. AC; 5 damage.' }] }),
];
const cards = importedCards(rows, 'hop.json');
afterAll(addTestCards(cards));

/** Row 2 is a corridor (walls on rows 1 and 3); `label` at (1,2), the guard shutting it at (3,2). */
const corridor = (label: string): DdmState =>
  turnOf(
    [label],
    ['Gate Guard'],
    [
      [1, 2],
      [3, 2],
    ],
    label,
    {
      map: openMap(12, 12, [
        ...Array.from({ length: 12 }, (_, x) => [x, 1] as [number, number]),
        ...Array.from({ length: 12 }, (_, x) => [x, 3] as [number, number]),
      ]),
    },
  );

const destinations = (asked: readonly Decision[]): string[] => asked.filter((d) => d.kind === 'choose-destination').flatMap((d) => d.options.map((o) => o.id));

describe('Hop: moves as if with Flight on its turn', () => {
  it('reads the printing as the continuous flight-on-own-turn', () => {
    expect(cards[0]?.powers[0]).toEqual({ kind: 'continuous', name: 'Hop', effect: { kind: 'flight-on-own-turn' } });
  });

  it('on its turn its move passes over the non-flying guard; the control does not get past', () => {
    const s = corridor('Hop Frog');
    const r = act(s, 'move', [], (d) => (d.kind === 'choose-destination' ? '5,2' : null));
    expect(destinations(r.asked)).toContain('5,2');
    expect(byLabel(s, 'Hop Frog').pos).toEqual({ x: 5, y: 2 });
    const t = corridor('Plain Toad');
    const q = act(t, 'move', [], (d) => (d.kind === 'choose-destination' ? (d.options[0]?.id ?? null) : null));
    expect(destinations(q.asked)).not.toContain('5,2');
  });

  it("on the guard's turn the frog's mode is its card's (no Flight)", () => {
    const s = corridor('Hop Frog');
    const frog = byLabel(s, 'Hop Frog');
    expect(searchModes(s, frog).flight).toBe(true);
    nextTurnOf(s, 'Gate Guard');
    expect(searchModes(s, frog).flight).toBe(false);
  });
});
