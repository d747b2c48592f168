// Sidestep ("This creature can shift once on its turn without expending an action"), read from an
// invented row and played through the engine (ddm-battle-rules-2011, "Free Actions", "SHIFT"). The rogue
// shifts as a free action and still has its move action, and is not offered it a second time that turn;
// the plain rogue (control) has no such option. Fails if the power is ignored or unlimited.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, decision, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const fist = { type: 'ATTACK' as const, text: 'Fist: +10 vs. AC; 5 damage.' };
const rows = [
  entry({ name: 'Rogue', powers: [fist, { type: 'SPECIAL', text: 'Sidestep: This creature can shift once on its turn without expending an action.' }] }),
  entry({ name: 'Plain Rogue', powers: [fist] }),
  entry({ name: 'Ox', hp: 100, powers: [fist] }),
];
const cards = importedCards(rows, 'sidestep.json');
afterAll(addTestCards(cards));

const ids = (s: Parameters<typeof decision>[0]): string[] => decision(s).options.map((o) => o.id);

describe('Sidestep: a free shift once on its turn', () => {
  it('reads a free action power, once per turn, × shift', () => {
    expect(cards[0]?.powers[0]).toEqual({ kind: 'action', name: 'Sidestep', action: 'free', perTurn: 1, effect: { kind: 'shift' } });
  });

  it('the rogue shifts 1 square for free, keeps its move, and is not offered it again', () => {
    const s = turnOf(
      ['Rogue'],
      ['Ox'],
      [
        [2, 2],
        [9, 9],
      ],
      'Rogue',
    );
    expect(ids(s)).toContain('power:Sidestep');
    act(s, 'power:Sidestep', [], (d) => (d.kind === 'choose-destination' ? '3,2' : null));
    expect(byLabel(s, 'Rogue').pos).toEqual({ x: 3, y: 2 });
    expect(ids(s)).toContain('move');
    expect(ids(s)).not.toContain('power:Sidestep');
  });

  it('control: the plain rogue has no free shift', () => {
    const s = turnOf(
      ['Plain Rogue'],
      ['Ox'],
      [
        [2, 2],
        [9, 9],
      ],
      'Plain Rogue',
    );
    expect(ids(s).some((id) => id.startsWith('power:'))).toBe(false);
  });
});
