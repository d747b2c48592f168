/**
 * Team battles for three and four players: Trollsford as the published scenario seats it (two
 * rescuers on a team against one captor) and the test armies split between teammates on the test
 * field (two against one, two against two).
 * Rulebook: heroscape-master-game-guide — "Team Play" (teammates sit side by side and start in the
 * same starting zone unless the scenario says otherwise; victory and scoring by team), "Placing your
 * Army in the starting zone".
 *
 * Module presets (the web lobby seats three or four players for them); `skirmish play|sim heroscape
 * --setup ID` (or `--scenario ID`) plays them, seats `--p1` to `--p4`.
 */
import type { HsConfig } from '../battle/setup.js';
import { masterScenario } from './master-scenarios.js';
import { TEST_CARDS } from './test-armies.js';
import { BLUE_ZONE, RED_ZONE, testField } from './test-field.js';

export interface TeamScenario {
  readonly id: string;
  readonly name: string;
  readonly players: 3 | 4;
  readonly config: () => HsConfig;
}

const c = TEST_CARDS;

/**
 * Trollsford — the rescue, as written: "Master Game for 2 players on a team against 1". The two
 * rescuers (200 points each in the published scenario) share the olive zone and win together with a
 * figure of either next to the captive at the end of a turn; the captor (500 points) wins at the end
 * of round 8 or when no rescuer is left. Our armies are the test cards (160 and 150 points against
 * 370), as the one-against-one entry uses the test armies.
 */
function trollsfordTeam(): HsConfig {
  const base = masterScenario('trollsford-rescue')!.config();
  return {
    ...base,
    armies: [
      { name: 'Rescuer West', zone: RED_ZONE, team: 'Rescuers', cards: [c.champion, c.hawkRider] },
      { name: 'Rescuer East', zone: RED_ZONE, team: 'Rescuers', cards: [c.mage, c.archers] },
      { name: 'Captor', zone: BLUE_ZONE, team: 'Captors', cards: [c.guards, c.brute, c.beast, c.agents] },
    ],
    objective: { kind: 'reach', player: 0, guard: 2, hex: { q: 5, r: 8 } },
  };
}

/** The test armies split between teammates: Red against Blue and Green (two against one). */
function testField2v1(): HsConfig {
  return {
    map: testField(),
    armies: [
      { name: 'Red', zone: RED_ZONE, team: 'South', cards: [c.champion, c.archers, c.beast, c.hawkRider] },
      { name: 'Blue', zone: BLUE_ZONE, team: 'North', cards: [c.guards, c.mage] },
      { name: 'Green', zone: BLUE_ZONE, team: 'North', cards: [c.brute, c.agents] },
    ],
    roundLimit: 8,
  };
}

/** Red and Gold against Blue and Green (two against two), teammates seated side by side. */
function testField2v2(): HsConfig {
  return {
    map: testField(),
    armies: [
      { name: 'Red', zone: RED_ZONE, team: 'South', cards: [c.champion, c.archers] },
      { name: 'Gold', zone: RED_ZONE, team: 'South', cards: [c.beast, c.hawkRider] },
      { name: 'Blue', zone: BLUE_ZONE, team: 'North', cards: [c.guards, c.mage] },
      { name: 'Green', zone: BLUE_ZONE, team: 'North', cards: [c.brute, c.agents] },
    ],
    roundLimit: 8,
  };
}

export const TEAM_SCENARIOS: readonly TeamScenario[] = [
  { id: 'trollsford-team', name: 'Trollsford: the rescue, two rescuers on a team against one captor', players: 3, config: trollsfordTeam },
  { id: 'test-field-2v1', name: 'The test armies, Red against Blue and Green', players: 3, config: testField2v1 },
  { id: 'test-field-2v2', name: 'The test armies, Red and Gold against Blue and Green', players: 4, config: testField2v2 },
];

/** The team scenario of this id, or null. */
export function teamScenario(id: string): TeamScenario | null {
  return TEAM_SCENARIOS.find((s) => s.id === id) ?? null;
}
