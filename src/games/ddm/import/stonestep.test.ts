// Stonestep, Deep Legionnaire's wording ("As a free action on its turn, place this creature in any
// square up to 4 squares away and in line of sight"), read from an invented row and played through the
// engine (ddm-battle-rules-2011, "Free Actions", "TELEPORT"). The legionnaire is placed 4 squares away
// as a free action — its move and attack still unused —, not 5 squares away nor behind the wall it
// cannot see past, and not a second time (its one use); the plain soldier (control) has no such option.
// Fails if the power is ignored, costs an action, or ignores its range or line of sight.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, decision, openMap, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const blade = { type: 'ATTACK' as const, text: 'Blade: +10 vs. AC; 10 damage.' };
const STONESTEP = 'Stonestep: As a free action on its turn, place this creature in any square up to 4 squares away and in line of sight.';
const rows = [
  entry({ name: 'Legionnaire', powers: [blade, { type: 'SPECIAL', text: STONESTEP, limit: 1 }] }),
  entry({ name: 'Soldier', powers: [blade] }),
  entry({ name: 'Brute', hp: 40, powers: [blade] }),
];
const cards = importedCards(rows, 'stonestep.json');
afterAll(addTestCards(cards));

/** A wall from (3,0) to (3,4): from (2,2) the squares behind it, such as (4,2), are out of sight. */
const WALL: [number, number][] = [0, 1, 2, 3, 4].map((y) => [3, y]);
const ids = (s: Parameters<typeof decision>[0]): string[] => decision(s).options.map((o) => o.id);

describe('Stonestep: a free action placing this creature up to N squares away in line of sight', () => {
  it('reads a free action power, its one use, × teleport-self 4', () => {
    expect(cards[0]?.powers[0]).toEqual({ kind: 'action', name: 'Stonestep', action: 'free', uses: 1, effect: { kind: 'teleport-self', squares: 4 } });
  });

  it('placed 4 squares away for free (not 5, not behind the wall); a double move remains (move and attack unused); not again', () => {
    const s = turnOf(
      ['Legionnaire'],
      ['Brute'],
      [
        [2, 2],
        [9, 9],
      ],
      'Legionnaire',
      { map: openMap(12, 12, WALL) },
    );
    expect(ids(s)).toContain('power:Stonestep');
    const { asked } = act(s, 'power:Stonestep', [], (d) => (d.kind === 'choose-destination' ? '2,6' : null));
    const dests = asked.find((d) => d.kind === 'choose-destination')?.options.map((o) => o.id) ?? [];
    expect(dests).toContain('2,6');
    expect(dests).not.toContain('2,7');
    expect(dests).not.toContain('4,2');
    expect(byLabel(s, 'Legionnaire').pos).toEqual({ x: 2, y: 6 });
    expect(ids(s)).toEqual(expect.arrayContaining(['move', 'double']));
    expect(ids(s)).not.toContain('power:Stonestep');
  });

  it('control: the plain soldier has no such option', () => {
    const s = turnOf(
      ['Soldier'],
      ['Brute'],
      [
        [2, 2],
        [9, 9],
      ],
      'Soldier',
    );
    expect(ids(s).some((id) => id.startsWith('power:'))).toBe(false);
  });
});
