// Teleport ("Replaces move action: Teleport up to 3 squares") and Ambush Tunnels ("Use at start of
// round, if no enemy has line of sight to this creature: It may Teleport 6, ending closer to an
// enemy"), read from invented rows and played through the engine (ddm-battle-rules-2011, "TELEPORT":
// a legal position within range that the creature's current position has line of sight to; a
// forced-movement effect, so leaving an enemy's side provokes no opportunity attack). The tests fail
// if the range, the line of sight, "ending closer to an enemy" or "if no enemy has line of sight" is
// ignored, or if the power does nothing.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, decision, openMap, play, playOn, testCondition, turnOf } from '../testkit.js';
import { addCond } from '../rules/common.js';
import { entry, importedCards } from './fixtures.test-data.js';

const blade = { type: 'ATTACK' as const, text: 'Blade: +10 vs. AC; 10 damage.' };
const rows = [
  entry({ name: 'Blink Imp', hp: 40, powers: [blade, { type: 'SPECIAL', text: 'Teleport: Replaces move action: Teleport up to 3 squares.' }] }),
  entry({
    name: 'Tunnel Kobold',
    hp: 40,
    powers: [
      blade,
      {
        type: 'SPECIAL',
        text: 'Ambush Tunnels: Use at start of round, if no enemy has line of sight to this creature: It may Teleport 6, ending closer to an enemy.',
      },
    ],
  }),
  entry({ name: 'Brute', hp: 40, powers: [blade] }),
];
const cards = importedCards(rows, 'teleport.json');
afterAll(addTestCards(cards));

/** A wall from (3,0) to (3,4): the imp at (2,2) cannot see (4,2). */
const WALL: [number, number][] = [0, 1, 2, 3, 4].map((y) => [3, y]);

describe('Teleport: replaces move action, teleport up to N squares', () => {
  it('reads the printing as a move action power × teleport-self', () => {
    expect(cards[0]?.powers[0]).toEqual({ kind: 'action', name: 'Teleport', action: 'move', effect: { kind: 'teleport-self', squares: 3 } });
  });

  it('offers the spaces within 3 squares it sees, and places it there without an opportunity attack', () => {
    const s = turnOf(
      ['Blink Imp'],
      ['Brute'],
      [
        [2, 2],
        [2, 3],
      ],
      'Blink Imp',
      { map: openMap(12, 12, WALL) },
    );
    const imp = byLabel(s, 'Blink Imp');
    const { asked, events } = act(s, 'power:Teleport', [], (d) => (d.kind === 'choose-destination' ? '2,5' : null));
    const where = asked.find((d) => d.kind === 'choose-destination');
    const ids = where?.options.map((o) => o.id) ?? [];
    expect(ids).toContain('0,5');
    expect(ids).toContain('2,5');
    expect(ids).not.toContain('2,6'); // 4 squares away
    expect(ids).not.toContain('4,2'); // behind the wall: no line of sight
    expect(ids).not.toContain('2,3'); // the brute's square
    expect(imp.pos).toEqual({ x: 2, y: 5 });
    // It left the brute's side: no opportunity attack was made (no attack at all), its HP are whole.
    expect(events.some((e) => e.type === 'attack')).toBe(false);
    expect(imp.hp).toBe(40);
  });

  it('control: Immobilized, or a creature without the power, is not offered it', () => {
    const s = turnOf(
      ['Blink Imp'],
      ['Brute'],
      [
        [2, 2],
        [2, 3],
      ],
      'Blink Imp',
      {
        prepare: (x) => void addCond(x, byLabel(x, 'Blink Imp'), testCondition('Immobilized')),
      },
    );
    expect(decision(s).options.map((o) => o.id)).not.toContain('power:Teleport');
    const t = turnOf(
      ['Brute'],
      ['Blink Imp'],
      [
        [2, 2],
        [2, 3],
      ],
      'Brute',
    );
    expect(decision(t).options.some((o) => o.id.startsWith('power:'))).toBe(false);
  });
});

/** A wall along y = 5 from x = 0 to 10: the kobold at (2,2) and the brute at (8,9) do not see each other; distance is counted around its end at (11,5). */
const ROW: [number, number][] = Array.from({ length: 11 }, (_, x) => [x, 5]);

/** Round 1 with nothing done; the battle waits at round 2's question about Ambush Tunnels (null if it never comes). */
function atTunnels(walls: [number, number][]): DdmState | null {
  const s = turnOf(
    ['Tunnel Kobold'],
    ['Brute'],
    [
      [2, 2],
      [8, 9],
    ],
    'Tunnel Kobold',
    { map: openMap(12, 12, walls) },
  );
  const reached = playOn(s, (d) => s.round === 2 && d.kind === 'use-power' && d.options.some((o) => o.id.startsWith('power:Ambush Tunnels')));
  return reached ? s : null;
}

describe('Ambush Tunnels: at the start of the round, unseen, teleport 6 ending closer to an enemy', () => {
  it('reads the printing as start-of-round × teleport-self closer, unseen', () => {
    expect(cards[1]?.powers[0]).toEqual({
      kind: 'triggered',
      name: 'Ambush Tunnels',
      trigger: 'start-of-round',
      activated: true,
      action: 'none',
      effect: { kind: 'teleport-self', squares: 6, closer: true, unseen: true },
    });
  });

  it('unseen: offered; only spaces nearer the brute, within 6 and in its sight; used, it is there', () => {
    const s = atTunnels(ROW);
    if (!s) throw new Error('Ambush Tunnels was not offered at the start of round 2');
    const { asked } = play(s, ['power:Ambush Tunnels', '7,4']);
    const ids = asked[1]?.options.map((o) => o.id) ?? [];
    expect(ids).toContain('7,4'); // 5 squares away, 8 from the brute around the wall (13 from where it stands)
    expect(ids).not.toContain('0,0'); // farther from the brute
    expect(ids).not.toContain('2,1'); // as far from the brute (13 squares) as where it stands
    expect(ids).not.toContain('9,2'); // 7 squares away: out of range
    expect(ids).not.toContain('2,7'); // beyond the wall: no line of sight
    expect(byLabel(s, 'Tunnel Kobold').pos).toEqual({ x: 7, y: 4 });
  });

  it('declined it stays; seen by the brute (no wall) it is never offered', () => {
    const s = atTunnels(ROW);
    if (!s) throw new Error('Ambush Tunnels was not offered at the start of round 2');
    play(s, ['no']);
    expect(byLabel(s, 'Tunnel Kobold').pos).toEqual({ x: 2, y: 2 });
    expect(atTunnels([])).toBeNull();
  });
});
