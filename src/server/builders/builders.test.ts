// The builders' server side: a build is judged by the game's own rules (the section they cite comes
// back with each problem), unenforced cards are refused until allowed, and two legal builds make a
// config the game starts and a table is created from.
import { describe, expect, it } from 'vitest';
import { ddmModule } from '../../games/ddm/module.js';
import { module as dicemasters } from '../../games/dicemasters/module.js';
import { heroscapeModule } from '../../games/heroscape/module.js';
import type { AnyGameModule } from '../../games/module.js';
import { useTestServer } from '../fixtures/duel-server.js';
import { STARTER_MAPS } from '../../games/ddm/content/maps.js';
import { SCENARIOS } from '../../games/ddm/rules/scenarios.js';
import { OMITTED } from '../../games/ddm/content/creatures.js';
import { buildSetup } from './index.js';
import { ddmWarbandBuilder } from './ddm-warband.js';
import { dmPartyBuilder } from './dm-party.js';
import { heroscapeArmyBuilder } from './heroscape-army.js';

const ddm = ddmModule as unknown as AnyGameModule;
const starter = (label: string) => ddmWarbandBuilder.pool().starters.find((s) => s.label === label)!.build;
const warband = (points: number, creatures: string[]) => ({
  name: 'Mine',
  faction: 'Civilization',
  points,
  creatures: creatures.map((card) => ({ card, items: [] })),
});

/** A legal warband with the one starter creature whose printed powers are not all enforced (content/creatures.ts OMITTED). */
const bladeWarband = () => ({ ...warband(100, ['Eternal Blade']), faction: 'Borderlands' });

describe('DDM warband builder', () => {
  it('lists the starter creatures and items, marking powers the engine does not enforce', () => {
    const pool = ddmWarbandBuilder.pool();
    expect(pool.cards.find((c) => c.name === 'Eternal Blade')?.unenforced).toEqual(OMITTED['Eternal Blade']);
    expect(pool.cards.find((c) => c.name === 'Treant')?.unenforced).toEqual([]);
    expect(pool.cards.find((c) => c.name === 'Dwarf Battlemaster')?.unenforced).toEqual([]);
    expect(pool.extras.map((i) => i.name)).toContain('Keen Whetstone');
  });

  it('reports the point limit and the faction rule with their sections, and the totals', () => {
    const v = ddmWarbandBuilder.check(warband(100, ['Dwarf Battlemaster', 'Halfling Cleric of Melora', 'Golden Wyvern Initiate', 'Gnoll Marauder']), false);
    expect(v.legal).toBe(false);
    expect(v.totals).toContainEqual({ label: 'points', value: 31 + 25 + 35 + 18, limit: 100 });
    expect(v.problems.find((p) => p.section === 'Faction')?.message).toContain('Gnoll Marauder');
    expect(v.problems.some((p) => /more than the 100-point limit/.test(p.message))).toBe(true);
  });

  it('offers the kinds of warband, the battle maps and the scenarios the engine has, each judged by its rules', () => {
    const pool = ddmWarbandBuilder.pool();
    expect(pool.kinds?.map((k) => k.id)).toEqual(['standard', 'arena', 'sealed']);
    expect(pool.maps?.map((m) => m.id)).toEqual(STARTER_MAPS.map((m) => m.id));
    expect(pool.scenarios?.map((x) => x.id)).toEqual([...SCENARIOS]);
    const six = ['Dwarf Battlemaster', 'Halfling Cleric of Melora', 'Golden Wyvern Initiate', 'Merchant Guard', 'Merchant Guard', 'Merchant Guard'];
    // "Arena": five creatures at most (a standard 200-point warband may have ten).
    expect(ddmWarbandBuilder.check({ ...warband(200, six), format: 'standard' }, false).legal).toBe(true);
    const arena = ddmWarbandBuilder.check({ ...warband(200, six), format: 'arena' }, false);
    expect(arena.totals).toContainEqual({ label: 'creatures', value: 6, limit: 5 });
    expect(arena.problems.find((p) => p.section === 'Arena')?.message).toMatch(/more than the 5 allowed/);
    // "Sealed-Booster Games": 400 points is a sealed limit only; factions do not apply.
    expect(
      ddmWarbandBuilder
        .check(warband(400, six), false)
        .problems.map((p) => p.message)
        .join(),
    ).toMatch(/100, 200 or 500 points, not 400/);
    const mixed = [...six.slice(0, 3), 'Gnoll Marauder'];
    expect(ddmWarbandBuilder.check({ ...warband(400, mixed), format: 'sealed' }, false).legal).toBe(true);
    expect(ddmWarbandBuilder.check({ ...warband(200, mixed), format: 'standard' }, false).problems.some((p) => p.section === 'Faction')).toBe(true);
    // The warband's own battle map: one of the server's maps.
    expect(ddmWarbandBuilder.check({ ...warband(200, six), map: 'nowhere' }, false).problems).toContainEqual(
      expect.objectContaining({ section: 'Battle Map', message: expect.stringContaining('"nowhere"') }),
    );
  });

  it('sets up the chosen scenario and map; an Arena warband on a full-size map is refused by the game itself', () => {
    const five = ['Dwarf Battlemaster', 'Halfling Cleric of Melora', 'Golden Wyvern Initiate', 'Merchant Guard', 'Merchant Guard'];
    const half = STARTER_MAPS.find((m) => m.width <= 22 && m.height <= 17)!;
    const full = STARTER_MAPS.find((m) => m.width > 22 || m.height > 17)!;
    const mine = { ...warband(200, five), format: 'arena', map: half.id };
    const made = buildSetup(ddm, ddmWarbandBuilder, [mine, { ...mine, name: 'Theirs' }], false, { scenario: 'bounty' });
    expect(made).toMatchObject({ ok: true, config: { scenario: 'bounty', maps: [{ id: half.id }] } });
    const onFull = buildSetup(
      ddm,
      ddmWarbandBuilder,
      [
        { ...mine, map: full.id },
        { ...mine, map: full.id },
      ],
      false,
    );
    expect(onFull.ok).toBe(false);
    if (!onFull.ok) expect(onFull.problems[0]).toMatchObject({ section: 'Arena', message: expect.stringMatching(/half-size map/) });
    const nosuch = buildSetup(ddm, ddmWarbandBuilder, [mine, mine], false, { scenario: 'siege' });
    expect(nosuch.ok).toBe(false);
    if (!nosuch.ok)
      expect(nosuch.problems[0]).toMatchObject({ section: 'SCENARIOS AND VARIANTS', message: expect.stringContaining('"siege" is not a scenario') });
  });

  it('refuses a creature with unenforced powers unless the player allows it', () => {
    const w = bladeWarband();
    expect(
      ddmWarbandBuilder
        .check(w, false)
        .problems.map((p) => p.message)
        .join(),
    ).toMatch(/Eternal Blade: some powers are not enforced/);
    expect(ddmWarbandBuilder.check(w, true)).toMatchObject({ legal: true, unenforced: ['Eternal Blade'] });
  });

  it('two legal warbands make a config the game starts; a different point limit is the engine’s refusal', () => {
    const made = buildSetup(ddm, ddmWarbandBuilder, [starter('Civilization Vanguard'), starter('Wild Hunt')], true);
    expect(made.ok).toBe(true);
    if (made.ok) expect(ddmModule.game.setup(made.config, 5).ok).toBe(true);
    const other = buildSetup(ddm, ddmWarbandBuilder, [warband(100, ['Dwarf Battlemaster']), starter('Wild Hunt')], true);
    expect(other.ok).toBe(false);
    if (!other.ok) expect(other.problems[0]?.message).toMatch(/same point limit/);
  });
});

describe('Dice Masters party builder', () => {
  it('reports a duplicate title, too many dice and a wrong basic action count, citing BASIC PARTIES', () => {
    const v = dmPartyBuilder.check(
      {
        format: 'basic',
        basicActions: ['dimension-door'],
        cards: [
          { card: 'vampire/minion-undead', dice: 2 },
          { card: 'troll/master-humanoid', dice: 9 },
        ],
      },
      false,
    );
    expect(v.legal).toBe(false);
    expect(v.problems.every((p) => p.section === 'BASIC PARTIES')).toBe(true);
    expect(v.problems.map((p) => p.message).join('\n')).toMatch(/choose 2 different basic action cards/);
    expect(v.problems.map((p) => p.message).join('\n')).toMatch(/allows at most \d dice, not 9/);
    expect(v.totals).toContainEqual({ label: 'dice', value: 11, limit: 15 });
  });

  it('the First Game parties are legal Basic parties and start a game', () => {
    const [a, b] = dmPartyBuilder.pool().starters.map((s) => s.build);
    expect(dmPartyBuilder.check(a, false).legal).toBe(true);
    const made = buildSetup(dicemasters as unknown as AnyGameModule, dmPartyBuilder, [a, b], false);
    expect(made).toMatchObject({ ok: true, config: { format: 'basic', life: 15 } });
  });
});

describe('Heroscape army builder', () => {
  it('refuses a second copy of a Unique card and an army over its points', () => {
    const v = heroscapeArmyBuilder.check({ pointLimit: 100, cards: ['Test Champion', 'Test Champion'] }, true);
    expect(v.totals).toEqual([{ label: 'points', value: 180, limit: 100 }]);
    expect(v.problems.map((p) => p.message).join('\n')).toMatch(/more than the limit of 100/);
    const u = heroscapeArmyBuilder.check({ pointLimit: 500, cards: ['Test Champion', 'Test Champion'] }, true);
    expect(u.problems.map((p) => p.message).join('\n')).toMatch(/Unique Army Card already/);
  });

  it('the pre-set armies start a battle', () => {
    const [a, b] = heroscapeArmyBuilder.pool().starters.map((s) => s.build);
    expect(buildSetup(heroscapeModule as unknown as AnyGameModule, heroscapeArmyBuilder, [a, b], false).ok).toBe(true);
  });
});

describe('builder HTTP API', () => {
  const t = useTestServer('builders', () => ({ modules: [ddm] }));
  const post = (path: string, body: unknown) =>
    fetch(`${t.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('serves the pool, judges a build, and its set-up creates a table', async () => {
    expect((await fetch(`${t.url}/api/games/ddm/builder`).then((r) => r.json())).noun).toBe('warband');
    expect((await fetch(`${t.url}/api/games/nosuch/builder`)).status).toBe(404);
    const verdict = await post('/api/games/ddm/builder/check', { build: warband(100, ['Dwarf Battlemaster']) }).then((r) => r.json());
    expect(verdict).toMatchObject({
      legal: true,
      totals: [
        { label: 'points', value: 31, limit: 100 },
        { label: 'creatures', value: 1, limit: 8 },
      ],
    });
    const refused = await post('/api/games/ddm/builder/setup', { builds: [bladeWarband(), starter('Wild Hunt')] });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toMatch(/not enforced/);
    const made = await post('/api/games/ddm/builder/setup', { builds: [bladeWarband(), starter('Wild Hunt')], allowUnenforced: true }).then((r) => r.json());
    const table = await post('/api/tables', { game: 'ddm', config: made.config, seats: [{ kind: 'human' }, { kind: 'ai', agent: 'random' }] });
    expect(table.status).toBe(201);
    expect((await post('/api/games/ddm/builder/check', { build: {}, extra: 1 })).status).toBe(400);
  });
});
