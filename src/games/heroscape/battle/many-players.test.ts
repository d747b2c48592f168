/**
 * heroscape-master-game-guide — "Using Multiple Game Sets" ("play with any number of players") with
 * "Team Play" and "2. ROLL FOR INITIATIVE" (play passes to the left): six and eight armies on one
 * battlefield, alone and in teams, played to the end by seeded random choices with the invariants
 * checked after every step and the record replayed to the same hash; the seat bound refuses a ninth.
 */
import { describe, expect, it } from 'vitest';
import { fromRows } from '../build.js';
import type { HeroscapeMap } from '../map-model.js';
import { playChecked } from './random-battle-kit.js';
import { MAX_PLAYERS, type HsConfig } from './setup.js';
import { card, game, start } from './testkit.js';

const COLOURS = ['#c00000', '#0000c0', '#00c000', '#c0c000', '#c000c0', '#00c0c0', '#804000', '#404040', '#ff8000'];

/** A 12×8 field with a two-space starting zone per colour along its edges. */
function field(zones: number): HeroscapeMap {
  const map = fromRows(
    Array.from({ length: 8 }, () => Array.from({ length: 12 }, () => '1').join(' ')),
    'many players',
  );
  const spots: [number, number][] = [
    [0, 0],
    [11, 7],
    [6, 0],
    [5, 7],
    [0, 4],
    [11, 3],
    [9, 0],
    [2, 7],
    [3, 0],
  ];
  for (let z = 0; z < zones; z++) {
    const [q, r] = spots[z]!;
    const colour = COLOURS[z]!;
    map.startZones.push({
      name: colour,
      colour,
      hexes: [
        { q, r, z: 1 },
        { q: q + (q === 11 ? -1 : 1), r, z: 1 },
      ],
    });
  }
  return map;
}

/** The guide's two endings ("WINNING THE BATTLE", "ENDING THE BATTLE"): the last side standing, or scoring at the round limit. */
const ENDING = /destroyed every enemy figure$|^no figure is left|^round limit reached/;

const armies = (n: number, team?: (p: number) => string): HsConfig['armies'] =>
  Array.from({ length: n }, (_, p) => ({
    name: `Army ${p + 1}`,
    zone: COLOURS[p]!,
    cards: [card({ name: `Hero ${p + 1}`, life: 2, attack: 3, defense: 2, move: 6, range: 3 })],
    ...(team ? { team: team(p) } : {}),
  }));

describe('any number of players ("Using Multiple Game Sets")', () => {
  it('six armies, each alone, take turns to the left and play to the end; every battle replays', () => {
    const config: HsConfig = { map: field(6), armies: armies(6), roundLimit: 6 };
    const s = start(config);
    expect(s.core.players).toBe(6);
    expect(s.figures.map((f) => f.id)).toEqual(['a1', 'b1', 'c1', 'd1', 'e1', 'f1']);
    for (const seed of [1, 2, 3]) expect(playChecked(config, seed)).toMatch(ENDING);
  });

  it('eight armies in two teams of four (teammates in their own zones) play to the end; every battle replays', () => {
    const config: HsConfig = { map: field(8), armies: armies(8, (p) => (p % 2 === 0 ? 'North' : 'South')), roundLimit: 6 };
    const s = start(config);
    expect(s.teams).toEqual([0, 1, 0, 1, 0, 1, 0, 1]);
    expect(s.figures.map((f) => f.id)).toContain('h1');
    for (const seed of [4, 5]) expect(playChecked(config, seed)).toMatch(ENDING);
  });

  it(`a set-up of ${MAX_PLAYERS + 1} armies is refused, naming the bound`, () => {
    const r = game.setup({ map: field(9), armies: armies(9), roundLimit: 6 }, 1);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.message).toMatch(/armies/);
  });
});
