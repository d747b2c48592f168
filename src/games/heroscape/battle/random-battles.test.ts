import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseUnits } from '../cards/import-units.js';
import { rotvArmies, rotvCards } from '../content/rotv.js';
import { BLUE_ZONE, RED_ZONE, testField } from '../content/test-field.js';
import { makeRecord, replay, type Choice } from '../../../core/index.js';
import { TEST_CARDS } from '../content/test-armies.js';
import { testArmiesConfig } from '../module.js';
import { TEAM_SCENARIOS } from '../content/team-scenarios.js';
import type { HsConfig } from './setup.js';
import { game } from './game.js';
import { friendly, lifeOf, type HsState } from './state.js';

// Issue 17's "2,000 seeded random-vs-random battles" run behind SKIRMISH_LONG=1 (docs/long-runs.md);
// `npm test` plays 50 of the same kind.
const BATTLES = process.env.SKIRMISH_LONG === '1' ? 2000 : 50;

/** A seeded choice of option (a linear congruential step): the test needs no engine randomness of its own. */
function pick(k: number, n: number): [number, number] {
  const next = (k * 1103515245 + 12345) % 2147483648;
  return [next, next % n];
}

type View = { cards: { owner: number; markers: string[] }[] };

/**
 * Invariants after every step: no two figures in one space, wounds under Life, the destroyed off the
 * map, hidden markers never in another player's view (a teammate's are seen, and exactly). Plain checks (a thrown error names what broke):
 * hundreds of thousands of `expect` calls would cost more than the battles.
 */
function checkInvariants(s: HsState, where: string): void {
  const fail = (what: string): never => {
    throw new Error(`${where}: ${what}`);
  };
  const taken = new Set<number>();
  for (const f of s.figures) {
    if (f.destroyed) {
      if (f.head !== -1 || f.tail !== -1) fail(`destroyed ${f.id} is still on the battlefield`);
      continue;
    }
    if (f.wounds >= lifeOf(s, f)) fail(`${f.id} has ${f.wounds} wounds, as many as its Life`);
    // The one figure held mid-move by a leaving-engagement window may be passing over a friend.
    if (f.id === s.moving) continue;
    // While premade armies are placed, figures not yet placed have no space; neither have figures
    // waiting to land (The Drop).
    if (f.head < 0 && f.tail < 0 && (s.phase === 'deploying' || s.core.effects.some((e) => e.handler === 'the-drop' && e.params['card'] === f.card))) continue;
    for (const sp of f.tail >= 0 ? [f.head, f.tail] : [f.head]) {
      if (sp < 0 || taken.has(sp)) fail(`${f.id} is on space ${sp}, which is no space or already taken`);
      taken.add(sp);
    }
  }
  const mover = s.figures.find((f) => f.id === s.moving);
  if (mover) {
    if (mover.destroyed) fail(`destroyed ${mover.id} is still moving`);
    if (s.figures.some((f) => !f.destroyed && f.id !== mover.id && !friendly(s, f.owner, mover.owner) && (f.head === mover.head || f.tail === mover.head)))
      fail(`moving ${mover.id} stands on an enemy's space`);
  }
  for (const viewer of [...Array.from({ length: s.core.players }, (_, p) => p), null]) {
    const view = game.observe(s, viewer).view as View;
    view.cards.forEach((c, i) => {
      const ours = viewer !== null && friendly(s, viewer, c.owner);
      if (!ours && c.markers.some((m) => m !== '?')) fail(`player ${viewer} sees the number of a hidden marker on card ${i}`);
      if (ours && c.markers.join() !== s.cards[i]!.markers.join()) fail(`player ${viewer} does not see its team's markers on card ${i}`);
    });
  }
}

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
  ] as const)('%i battles (%s) end by the victory conditions, keep the invariants after every step and replay to the same hash', (battles, _what, make) => {
    const reasons = new Map<string, number>();
    for (let seed = 1; seed <= battles; seed++) {
      const config = make();
      const started = game.setup(config, seed);
      if (!started.ok) throw new Error(started.error.message);
      const s = started.value.state;
      const choices: Choice[] = [];
      let k = seed;
      for (let n = 0; ; n++) {
        const p = game.pending(s, { labels: false });
        if (p.terminal) {
          expect(p.reason).toMatch(/destroyed every enemy figure|round limit reached|no figure is left|reached the objective|held out/);
          const kind = p.reason.split(':')[0] ?? p.reason;
          reasons.set(kind, (reasons.get(kind) ?? 0) + 1);
          break;
        }
        expect(n, `battle ${seed} ends`).toBeLessThan(5000);
        let i: number;
        [k, i] = pick(k, p.options.length);
        const option = p.options[i]!.id;
        choices.push({ rqid: p.rqid, option });
        const r = game.apply(s, p.rqid, option);
        if (!r.ok) throw new Error(`battle ${seed}: ${r.error.message}`);
        checkInvariants(s, `battle ${seed}, choice ${n + 1}`);
      }
      const rec = makeRecord(game, config, seed, choices, s);
      const again = replay(game, JSON.parse(JSON.stringify(rec)) as typeof rec);
      if (!again.ok) throw new Error(`battle ${seed} does not replay: ${again.error.message}`);
      expect(again.value.hash).toBe(game.hash(s));
    }
    expect([...reasons.values()].reduce((a, b) => a + b, 0)).toBe(battles);
  });
});
