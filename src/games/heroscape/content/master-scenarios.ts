/**
 * Three more Master Game scenarios of the Rise of the Valkyrie set, as data: each names its source
 * scenario, its battlefield (built here from the set's terrain: grass, rock and sand land, water,
 * glyphs — our own layout, since the published battlefields are pictures), its starting zones, glyphs
 * and sides, its victory condition, its round limit and its special rules. The facts (goals, glyphs
 * and sides, round limits, points, who wins when) are the published scenarios', sources in
 * docs/heroscape.md ("Scenarios"); where a scenario is for three or four players it is played here by
 * two (the engine seats two), as each entry says.
 * Rulebook: heroscape-master-game-guide — "1. SET UP YOUR BATTLEFIELD" ("choose a Master Game
 * Scenario and build the battlefield that goes with it"), "Glyphs", "ENDING THE BATTLE" ("The game
 * scenario sets the victory conditions for each game").
 *
 * The armies are the project's two pre-set test armies (`test-armies.ts`: 320 and 360 points), which
 * stand in for the drafted or premade armies the scenarios call for (their points limits are given
 * as `points`, for drafting).
 */
import { addGlyph, addObstacle, fromRows } from '../build.js';
import type { HsConfig } from '../battle/setup.js';
import type { HeroscapeMap } from '../map-model.js';
import { blueArmy, redArmy } from './test-armies.js';
import { BLUE_ZONE, RED_ZONE } from './test-field.js';

export interface MasterScenario {
  readonly id: string;
  readonly name: string;
  /** The published scenario it is built from (see docs/heroscape.md, "Scenarios"). */
  readonly source: string;
  /** What each side must do, in our words. */
  readonly goal: string;
  /** The points limit the scenario sets for drafted or premade armies (the first player's, the second's). */
  readonly points: readonly [number, number];
  readonly config: () => HsConfig;
}

type Hexes = readonly (readonly [number, number])[];

/** A starting zone on the surface of the given hexes. */
function zone(map: HeroscapeMap, name: string, colour: string, hexes: Hexes): void {
  const at = hexes.map(([q, r]) => {
    const col = map.columns.find((c) => c.q === q && c.r === r);
    const top = col?.cells[col.cells.length - 1];
    if (!top) throw new Error(`scenario map "${map.name}": no hex (${q}, ${r}) for the ${name} zone`);
    return { q, r, z: top.terrain === 'water' ? top.z : top.z + 1 };
  });
  map.startZones.push({ name, colour, hexes: at });
}

/** A glyph on the surface of hex (q, r). */
function glyph(map: HeroscapeMap, q: number, r: number, letter: string): void {
  const col = map.columns.find((c) => c.q === q && c.r === r);
  const top = col?.cells[col.cells.length - 1];
  if (!top) throw new Error(`scenario map "${map.name}": no hex (${q}, ${r}) for glyph ${letter}`);
  addGlyph(map, q, r, top.z + 1, letter);
}

const rowsOf = (rows: readonly number[], qs: readonly number[]): [number, number][] => rows.flatMap((r) => qs.map((q) => [q, r] as [number, number]));
const range = (a: number, b: number): number[] => Array.from({ length: b - a + 1 }, (_, i) => a + i);

/**
 * Migol's Tomb — "guarding the map": the guard (a dragon in the published scenario) keeps a glyph of
 * Brandar (the map) from the others until the end of round 6; a challenger with a figure on it at the
 * end of a round wins. Glyphs of Astrid, Gerda, Valda and Mitonsoul lie symbol-side up in the
 * catacombs (here in a fixed order rather than shuffled: the set-up has no chance draw).
 */
function migolsTomb(): HsConfig {
  const map = fromRows(
    [
      '1 1 1 1 1 1 1 1 1 1 1 1',
      '1 1 1 1 2k 2k 2k 2k 1 1 1 1',
      '1 1 1 2k 3k 3k 3k 3k 2k 1 1 1',
      '1 1 1 2k 3k 4k 4k 3k 2k 1 1 1',
      '1 1 1 2k 3k 3k 3k 3k 2k 1 1 1',
      '1 1 1 1 2k 2k 2k 2k 1 1 1 1',
      '1 1 1~ 1~ 1 1 1 1 1 1 1 1',
      '1a 1a 1a 1a 1a 1a 1a 1a 1a 1a 1a 1a',
      '1 1 1 1 1 1 1 1 1 1 1 1',
      '1 1 1 1 1 1 1 1 1 1 1 1',
    ],
    "Migol's Tomb (our layout)",
  );
  glyph(map, 5, 3, 'B');
  glyph(map, 2, 1, 'A');
  glyph(map, 9, 1, 'G');
  glyph(map, 2, 5, 'V');
  glyph(map, 9, 5, 'M');
  zone(map, 'Guard (olive)', RED_ZONE, [...rowsOf([2, 3, 4], [4, 6, 7]), ...rowsOf([1, 5], [4, 5, 6, 7]), [5, 2], [5, 4], [6, 3]]);
  zone(map, 'Challenger (purple)', BLUE_ZONE, rowsOf([8, 9], range(0, 11)));
  return {
    map,
    armies: [
      { ...redArmy(), name: 'Guard' },
      { ...blueArmy(), name: 'Challenger' },
    ],
    roundLimit: 6,
    glyphSide: 'symbol',
    glyphSides: { B: 'power' },
    objective: { kind: 'hold-glyph', player: 1, guard: 0, letter: 'B' },
  };
}

/**
 * Trollsford — the rescue: the rescuers must bring a figure next to the captive, who stands on his
 * secured space across the river and takes no part (here an outcrop no figure can enter), before the
 * end of round 8; the captors win at the end of round 8, or when no rescuer is left. Four glyphs lie
 * power-side up (which four is the picture's: here Astrid, Gerda, Ivor and Valda).
 */
function trollsford(): HsConfig {
  const map = fromRows(
    [
      '1 1 1 1 1 1 1 1 1 1 1 1',
      '1 1 2 2 1 1 1 1 2 2 1 1',
      '1 1 1 1 1 1 1 1 1 1 1 1',
      '1 1 1 1 1 1 1 1 1 1 1 1',
      '~ ~ ~ 1~ 1~ 1a 1a 1~ 1~ ~ ~ ~',
      '~ ~ ~ 1~ 1~ 1a 1a 1~ 1~ ~ ~ ~',
      '1 1 1 1 1 1 1 1 1 1 1 1',
      '1 1 2k 2k 1 1 1 1 2k 2k 1 1',
      '1 1 2k 3k 2k 1 1 2k 3k 2k 1 1',
      '1 1 1 1 1 1 1 1 1 1 1 1',
    ],
    'Trollsford (our layout)',
  );
  addObstacle(map, 'outcrop', [{ q: 5, r: 8 }], 1, 5);
  glyph(map, 1, 3, 'A');
  glyph(map, 10, 3, 'G');
  glyph(map, 1, 6, 'I');
  glyph(map, 10, 6, 'V');
  zone(
    map,
    'Rescuers (olive)',
    RED_ZONE,
    rowsOf([0, 1], range(0, 11)).filter(([q, r]) => !(r === 1 && [2, 3, 8, 9].includes(q))),
  );
  zone(map, 'Captors (teal)', BLUE_ZONE, rowsOf([9], range(0, 11)).concat(rowsOf([8], [0, 1, 10, 11])));
  return {
    map,
    armies: [
      { ...redArmy(), name: 'Rescuers' },
      { ...blueArmy(), name: 'Captors' },
    ],
    roundLimit: 8,
    glyphSide: 'power',
    objective: { kind: 'reach', player: 0, guard: 1, hex: { q: 5, r: 8 } },
  };
}

/**
 * The Table of the Giants — its two-player Master Game: glyphs power-side up (here Astrid, Gerda,
 * Ivor and Dagmar: the published ones are the picture's), 400-point armies, destroy every enemy
 * figure; at the end of round 12 the most points on the battlefield wins.
 */
function tableOfTheGiants(): HsConfig {
  const map = fromRows(
    [
      '1 1 1 1 1 1 1 1 1 1 1 1',
      '1 1 2 2 1 1 1 1 1 1 1 1',
      '1 2 3 3 2 1 1 1 1~ 1~ 1 1',
      '1 1 2 3k 2 1 1 1 1~ 1 1 1',
      '1 1 1 2 1 1 2a 1 1 1 1 1',
      '1 1 1 1 1 2a 3a 2a 1 1 1 1',
      '1 1 1~ 1 1 1 2a 1 1 2 1 1',
      '1 1 1~ 1~ 1 1 1 1 2 3k 2 1',
      '1 1 1 1 1 1 1 1 2 3 2 1',
      '1 1 1 1 1 1 1 1 1 2 1 1',
    ],
    'The Table of the Giants (our layout)',
  );
  glyph(map, 3, 3, 'A');
  glyph(map, 9, 7, 'G');
  glyph(map, 6, 5, 'I');
  glyph(map, 0, 9, 'D');
  zone(
    map,
    'Olive',
    RED_ZONE,
    rowsOf([0, 1], range(4, 11)).filter(([q, r]) => !(r === 1 && q < 4)),
  );
  zone(map, 'Purple', BLUE_ZONE, rowsOf([8, 9], range(0, 7)));
  return {
    map,
    armies: [
      { ...redArmy(), name: 'Olive' },
      { ...blueArmy(), name: 'Purple' },
    ],
    pointLimit: 400,
    roundLimit: 12,
    glyphSide: 'power',
  };
}

export const MASTER_SCENARIOS: readonly MasterScenario[] = [
  {
    id: 'migols-tomb',
    name: "Migol's Tomb: guarding the map",
    source: "Rise of the Valkyrie, Migol's Tomb, Master Game for 4 players (played here by two)",
    goal: 'The challenger wins with a figure on the glyph of Brandar at the end of a round; the guard wins at the end of round 6, or when no challenger figure is left.',
    points: [260, 200],
    config: migolsTomb,
  },
  {
    id: 'trollsford-rescue',
    name: 'Trollsford: the rescue',
    source: 'Rise of the Valkyrie, Trollsford, Master Game for 2 players on a team against 1 (played here one against one)',
    goal: 'The rescuers win with a figure next to the captive at the end of a turn; the captors win at the end of round 8, or when no rescuer is left.',
    points: [400, 500],
    config: trollsford,
  },
  {
    id: 'table-of-the-giants',
    name: 'The Table of the Giants',
    source: 'Rise of the Valkyrie, Table of the Giants, Master Game for 2 players',
    goal: 'Destroy every enemy figure; at the end of round 12 the most points on the battlefield wins.',
    points: [400, 400],
    config: tableOfTheGiants,
  },
];

/** The scenario of this id, or null. */
export function masterScenario(id: string): MasterScenario | null {
  return MASTER_SCENARIOS.find((s) => s.id === id) ?? null;
}
