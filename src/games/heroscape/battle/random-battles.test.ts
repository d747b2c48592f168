import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseUnits } from '../cards/import-units.js';
import { rotvArmies, rotvCards } from '../content/rotv.js';
import { BLUE_ZONE, RED_ZONE, testField } from '../content/test-field.js';
import { TEST_CARDS } from '../content/test-armies.js';
import { testArmiesConfig } from '../module.js';
import { TEAM_SCENARIOS } from '../content/team-scenarios.js';
import type { HsConfig } from './setup.js';
import { playChecked } from './random-battle-kit.js';

// Issue 17's "2,000 seeded random-vs-random battles" run behind SKIRMISH_LONG=1 (docs/long-runs.md);
// `npm test` plays 50 of the same kind.
const BATTLES = process.env.SKIRMISH_LONG === '1' ? 2000 : 50;

const UNITS = new URL('../../../../../shared/data/heroscape/heroscape-json-units.json', import.meta.url);
const HAVE_UNITS = existsSync(UNITS);
if (!HAVE_UNITS)
  console.warn('heroscape random battles: ../shared/data/heroscape/heroscape-json-units.json is absent, so the Rise of the Valkyrie battles are skipped');

/** The 16 Rise of the Valkyrie cards shared out between two armies on the test field. */
function rotvConfig(): HsConfig {
  const units = parseUnits(readFileSync(UNITS, 'utf8'), 'heroscape-json-units.json');
  if (!units.ok) throw new Error(units.error);
  const cards = rotvCards(units.value, 'heroscape-json-units.json');
  if (!cards.ok) throw new Error(cards.error);
  return { map: testField(), armies: rotvArmies(cards.value), roundLimit: 8 };
}

/** Three players, no teams: the test field with a third starting zone across its middle. */
function freeForAll(): HsConfig {
  const map = testField();
  const hexes: readonly (readonly [number, number])[] = [
    [4, 4],
    [5, 4],
    [6, 4],
    [7, 4],
    [5, 3],
    [6, 3],
  ];
  const middle = hexes.map(([q, r]) => ({ q, r, z: 1 }));
  map.startZones.push({ name: 'Green start', colour: '#00c000', hexes: middle });
  const c = TEST_CARDS;
  return {
    map,
    armies: [
      { name: 'Red', zone: RED_ZONE, cards: [c.champion, c.hawkRider] },
      { name: 'Blue', zone: BLUE_ZONE, cards: [c.guards, c.mage] },
      { name: 'Green', zone: '#00c000', cards: [c.brute, c.archers] },
    ],
    roundLimit: 8,
  };
}

describe(`seeded random-vs-random battles (test armies on the test field)`, () => {
  const drafted = (): HsConfig => {
    const base = testArmiesConfig();
    return {
      ...base,
      armies: base.armies.map((a) => ({ ...a, cards: [] })),
      pointLimit: 300,
      draft: { pool: [...Object.values(TEST_CARDS), TEST_CARDS.archers] },
    };
  };
  it.each([
    [BATTLES, 'pre-set armies, markers placed at the same time', (): HsConfig => testArmiesConfig()],
    [
      10,
      'premade armies placed by the players, the competitive marker variant',
      (): HsConfig => ({ ...testArmiesConfig(), placement: 'players', markerPlacement: 'competitive' }),
    ],
    [10, 'drafted armies', drafted],
    // "Team Play": two against one (Trollsford as written, the test field) and two against two.
    [10, 'three players each on their own (a third zone across the middle)', freeForAll],
    ...TEAM_SCENARIOS.map((t) => [10, `${t.players} players: ${t.name}`, t.config] as const),
    [
      10,
      'three players drafting (two on a team sharing a zone)',
      (): HsConfig => {
        const base = TEAM_SCENARIOS.find((t) => t.id === 'test-field-2v1')!.config();
        return {
          ...base,
          armies: base.armies.map((a) => ({ ...a, cards: [] })),
          pointLimit: 200,
          draft: { pool: [...Object.values(TEST_CARDS), TEST_CARDS.archers] },
        };
      },
    ],
    ...(HAVE_UNITS ? ([[30, 'the 16 Rise of the Valkyrie cards, imported', rotvConfig]] as const) : []),
  ] as const)(
    '%i battles (%s) end by the victory conditions, keep the invariants after every step and replay to the same hash',
    (battles, _what, make) => {
      const reasons = new Map<string, number>();
      for (let seed = 1; seed <= battles; seed++) {
        const reason = playChecked(make(), seed);
        expect(reason).toMatch(/destroyed every enemy figure|round limit reached|no figure is left|no figure left|reached the objective|held out/);
        const kind = reason.split(':')[0] ?? reason;
        reasons.set(kind, (reasons.get(kind) ?? 0) + 1);
      }
      expect([...reasons.values()].reduce((a, b) => a + b, 0)).toBe(battles);
      // The long run's 2,000 battles are one synchronous loop: a time bound that grows with them.
    },
    Math.max(120_000, BATTLES * 500),
  );
});
