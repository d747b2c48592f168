// Tests for ddm-battle-rules-2011 "SCENARIOS AND VARIANTS": "Bounty" (+5 VP per destroyed enemy),
// "Quick Raid" (bonus VP equal to the destroyed creature's and its items' cost), "Uncontested
// Victory" (5 VP per creature in an own victory area no enemy occupies), and whole battles under each.
import { describe, expect, it } from 'vitest';
import { battleInvariants, expectEndedAndReplays } from '../battle-checks.js';
import { STARTER_ITEMS } from '../content/items.js';
import { game } from '../game.js';
import type { DdmMap } from '../geometry/index.js';
import { ddmModule, starterConfig } from '../module.js';
import { randomBattle } from '../random-battle.js';
import type { DdmState } from '../state.js';
import { battle, byLabel, ctxFor, openMap, play, turnOf, withItem } from '../testkit.js';
import { checkVictory, scoreVictoryAreas } from './assault.js';
import { destructionVp, SCENARIOS, type Scenario } from './scenarios.js';

const withScenario = (s: DdmState, scenario: Scenario): DdmState => {
  if (scenario !== 'assault') (s as { scenario?: Scenario }).scenario = scenario;
  return s;
};

/** The Eternal Blade destroys a Black Dragon Hatchling (4 VP) carrying an Ironguard Amulet (5 VP). */
function destroyHatchling(scenario: Scenario): { vp: number; event: unknown } {
  const s = withScenario(
    turnOf(
      ['Eternal Blade'],
      ['Black Dragon Hatchling'],
      [
        [4, 4],
        [4, 5],
      ],
      'Eternal Blade',
    ),
    scenario,
  );
  const hatchling = byLabel(s, 'Black Dragon Hatchling');
  const amulet = STARTER_ITEMS.find((i) => i.name === 'Ironguard Amulet');
  if (!amulet) throw new Error('no amulet');
  withItem(s, amulet.name, amulet);
  hatchling.items.push(amulet.name);
  // The Eternal Blade's sword (attack 0) against the only enemy, adjacent; a 15 hits.
  const r = play(s, ['attack:0'], [15]);
  return { vp: s.vp[0] ?? 0, event: r.events.find((e) => e.type === 'destroyed')?.data };
}

describe('destroying enemy creatures under each scenario', () => {
  it('Assault scores the cost of the creature and its items, attributed to the destroyer', () => {
    const r = destroyHatchling('assault');
    // 4 for the hatchling and 5 for the amulet it carried.
    expect(r.vp).toBe(9);
    expect(r.event).toMatchObject({ byLabel: 'Eternal Blade', vp: 9 });
  });
  it('Bounty adds a 5 VP bonus for the destroyed creature', () => {
    const r = destroyHatchling('bounty');
    expect(r.vp).toBe(14);
    expect(r.event).toMatchObject({ vp: 14, total: 14 });
  });
  it('Quick Raid adds bonus VP equal to the creature’s cost and its items’ cost', () => {
    expect(destroyHatchling('quick-raid').vp).toBe(18);
  });
  it('Uncontested Victory scores destruction as Assault does', () => {
    expect(destroyHatchling('uncontested-victory').vp).toBe(9);
    expect(SCENARIOS.map((sc) => destructionVp(sc === 'assault' ? {} : { scenario: sc }, 10))).toEqual([10, 15, 20, 10]);
  });
});

describe('Uncontested Victory: occupying victory areas', () => {
  // Victory area A is two squares (0,10)-(1,10), B is (11,1), and an A&B area (5,5)-(6,5).
  const map: DdmMap = {
    ...openMap(),
    victoryAreas: {
      A: [
        [
          [0, 10],
          [1, 10],
        ],
      ],
      B: [[[11, 1]]],
      AB: [
        [
          [5, 5],
          [6, 5],
        ],
      ],
    },
  };
  const endRound = (s: DdmState) => {
    const ctx = ctxFor(s);
    scoreVictoryAreas(ctx);
    checkVictory(ctx);
  };
  it('scores 5 VP for each own creature in an own victory area (Assault would score the award once)', () => {
    const at = [
      [0, 10],
      [1, 10],
      [11, 1],
    ] as const;
    const s = withScenario(battle(['Merchant Guard', 'Merchant Guard'], ['Dire Wolf'], at, map), 'uncontested-victory');
    endRound(s);
    expect(s.vp).toEqual([10, 5]);
    const assault = battle(['Merchant Guard', 'Merchant Guard'], ['Dire Wolf'], at, map);
    endRound(assault);
    // 400-point test warbands: the Assault award is 20 a round, once.
    expect(assault.vp).toEqual([20, 20]);
  });
  it('an area an enemy creature also occupies scores nothing for either side', () => {
    const s = withScenario(
      battle(
        ['Merchant Guard'],
        ['Dire Wolf'],
        [
          [5, 5],
          [6, 5],
        ],
        map,
      ),
      'uncontested-victory',
    );
    endRound(s);
    expect(s.vp).toEqual([0, 0]);
    // Once the wolf leaves, the A&B area is the guard's alone.
    byLabel(s, 'Dire Wolf').pos = { x: 9, y: 9 };
    endRound(s);
    expect(s.vp).toEqual([5, 0]);
  });
  it('a creature in an enemy’s victory area scores nothing', () => {
    const s = withScenario(
      battle(
        ['Merchant Guard'],
        ['Dire Wolf'],
        [
          [11, 1],
          [0, 10],
        ],
        map,
      ),
      'uncontested-victory',
    );
    endRound(s);
    expect(s.vp).toEqual([0, 0]);
  });
});

describe('scenario configuration', () => {
  it('the presets and --scenario choose the scenario; the text view names it', () => {
    for (const sc of ['bounty', 'quick-raid', 'uncontested-victory'] as const) {
      const preset = ddmModule.presets[sc];
      if (!preset) throw new Error(`no preset ${sc}`);
      const r = game.setup(preset(), 3);
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value.state.scenario).toBe(sc);
      expect(ddmModule.renderText(game.observe(r.value.state, 0)).split('\n')[0]).toMatch(/\((Bounty|Quick Raid|Uncontested Victory)\)/);
    }
    const assault = game.setup(starterConfig(), 3);
    if (!assault.ok) throw new Error(assault.error.message);
    expect('scenario' in assault.value.state).toBe(false);
    const fromArgs = ddmModule.configFromArgs?.({ scenario: 'bounty' }, () => '');
    expect(fromArgs?.ok && fromArgs.value.scenario).toBe('bounty');
  });
  it('an unknown scenario is refused with its name, in the config and on the command line', () => {
    const r = game.setup({ ...starterConfig(), scenario: 'capture-the-flag' } as unknown as Parameters<typeof game.setup>[0], 1);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/scenario/);
    const bad = ddmModule.configFromArgs?.({ scenario: 'capture-the-flag' }, () => '');
    expect(bad?.ok).toBe(false);
    if (bad && !bad.ok) expect(bad.error).toContain('capture-the-flag');
  });
});

describe('whole battles under each variant scenario', () => {
  for (const sc of ['bounty', 'quick-raid', 'uncontested-victory'] as const) {
    it(`a seeded random ${sc} battle ends by the victory conditions and replays to the same hash`, () => {
      const config = { ...starterConfig(), scenario: sc };
      const run = randomBattle(config, 7, battleInvariants);
      expectEndedAndReplays(config, 7, run.choices, run.state, true);
    }, 120_000);
  }
});
