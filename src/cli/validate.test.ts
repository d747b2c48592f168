// One validation path (issue 23, item 10): `skirmish validate` runs the very check the loading
// command runs, so each bad file below is refused by both, with the same message.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { firstGameConfig } from '../games/dicemasters/setup.js';
import { sampleHsc } from '../games/heroscape/hsc-testkit.js';
import { main } from './main.js';
import { memoryIo } from './test-io.js';

const content = join(dirname(fileURLToPath(import.meta.url)), '..', 'games', 'ddm', 'content');
const mapText = readFileSync(join(content, 'maps', 'crossroads-keep.json'), 'utf8');
const warbandText = readFileSync(join(content, 'warbands', 'civilization-vanguard.json'), 'utf8');

interface MapJson {
  terrain: { squares: number[][] }[];
  startAreas: unknown;
}
interface WarbandJson {
  creatures: { card: string; items: string[] }[];
}
const map = (): MapJson => JSON.parse(mapText) as MapJson;
const warband = (): WarbandJson => JSON.parse(warbandText) as WarbandJson;

function bad<T>(make: () => T, edit: (v: T) => void): string {
  const v = make();
  edit(v);
  return JSON.stringify(v);
}

/** Runs a command on in-memory files; returns the exit code and what it wrote on stderr. */
async function run(args: string[], files: Record<string, string>): Promise<{ code: number; err: string }> {
  const io = memoryIo({ ...files });
  const code = await main(args, io);
  return { code, err: io.stderr.join('\n') };
}

/** A file, how `play` (or the command that loads it) is pointed at it, and what its error must say. */
const CASES: { name: string; file: string; text: string; load: string[]; says: RegExp }[] = [
  {
    name: 'a DDM map square at (999, 999)',
    file: 'far.json',
    text: bad(map, (m) => m.terrain[0]?.squares.push([999, 999])),
    load: ['play', 'ddm', '--p1', 'random', '--map', 'far.json'],
    says: /^far\.json at \$\.terrain\[0\]\.squares\[\d+\]: square \(999, 999\) is off the 21×28 map$/,
  },
  {
    name: 'a DDM map with no start areas',
    file: 'nostart.json',
    text: bad(map, (m) => (m.startAreas = { A: [], B: [] })),
    load: ['play', 'ddm', '--p1', 'random', '--map', 'nostart.json'],
    says: /^nostart\.json at \$\.startAreas\.A: every map has Start Area A\nnostart\.json at \$\.startAreas\.B: every map has Start Area B$/,
  },
  {
    name: 'a DDM warband with an unknown creature',
    file: 'unknown.json',
    text: bad(warband, (w) => ((w.creatures[0] as { card: string }).card = 'Tarrasque Supreme')),
    load: ['play', 'ddm', '--p1', 'random', '--warband', 'unknown.json'],
    says: /^unknown\.json: creature 1 \(Tarrasque Supreme\) is not a known creature card\.$/,
  },
  {
    name: 'a 10,000-creature DDM warband',
    file: 'horde.json',
    text: bad(warband, (w) => (w.creatures = Array.from({ length: 10_000 }, () => ({ card: 'Golden Wyvern Initiate', items: [] })))),
    load: ['play', 'ddm', '--p1', 'random', '--vs', 'horde.json'],
    says: /^horde\.json: 10000 creatures is more than the 10 allowed in a 200-point warband \(Number of Creatures\)\.\nhorde\.json: the creatures and items cost \d+ points, more than the 200-point limit \(Point Limit\)\.$/,
  },
  {
    name: 'a DDM warband with 10,000 unknown creatures (the message stays short)',
    file: 'junk.json',
    text: bad(warband, (w) => (w.creatures = Array.from({ length: 10_000 }, (_, i) => ({ card: `Nobody ${i}`, items: [] })))),
    load: ['play', 'ddm', '--p1', 'random', '--warband', 'junk.json'],
    says: /^junk\.json: 10000 creatures is more than[^\n]*(\njunk\.json: creature \d+ \(Nobody \d+\) is not a known creature card\.){19}\njunk\.json: … and 9981 more problems\.$/,
  },
  {
    name: 'a DDM set-up whose warband breaks the warband rules (caught by the game set-up, not the schema)',
    file: 'ddm-setup.json',
    text: JSON.stringify({
      warbands: [bad(warband, (w) => ((w.creatures[1] as { card: string }).card = 'Tarrasque Supreme')), warbandText].map((t) => JSON.parse(t) as unknown),
      maps: [JSON.parse(mapText) as unknown],
    }),
    load: ['play', 'ddm', '--p1', 'random', '--setup', 'ddm-setup.json'],
    says: /^ddm-setup\.json: warband 1 \(Civilization Vanguard\): creature 2 \(Tarrasque Supreme\) is not a known creature card\.$/,
  },
  {
    name: 'a Dice Masters team with an unknown card',
    file: 'team.json',
    text: bad(firstGameConfig, (c) => {
      const entry = c.players[0].cards[0];
      if (entry) entry.card = 'nobody/unknown';
    }),
    load: ['play', 'dicemasters', '--p1', 'random', '--setup', 'team.json'],
    says: /^team\.json at \$\.players\[0\]\.cards\[0\]\.card: unknown card "nobody\/unknown" \(known: /,
  },
  {
    name: 'a Heroscape map whose hex is far off any battlefield',
    file: 'hs.json',
    text: JSON.stringify({
      format: 'skirmish.heroscape-map',
      formatVersion: 1,
      name: 'x',
      author: '',
      source: null,
      settings: { ice: 'normal', snow: 'light' },
      columns: [{ q: 2 ** 30, r: 0, cells: [{ z: 0, terrain: 'grass', piece: 0 }] }],
      obstacles: [],
      edges: [],
      glyphs: [],
      startZones: [],
      flags: [],
      figures: [],
      pieces: [],
    }),
    load: ['map', 'stats', 'hs.json'],
    says: /^hs\.json: not a Heroscape map:\nhs\.json at \$\.columns\[0\]\.q: Too big: expected number to be <=1600$/,
  },
];

describe('skirmish validate runs the checks of the command that loads the file', () => {
  for (const c of CASES) {
    it(`${c.name}: refused by validate and by ${c.load[0]} with the same message`, async () => {
      const files = { [c.file]: c.text };
      const loaded = await run(c.load, files);
      const validated = await run(['validate', c.file], files);
      expect(loaded.code).toBe(1);
      expect(validated.code).toBe(1);
      expect(loaded.err).toMatch(c.says);
      expect(validated.err).toBe(loaded.err);
    });
  }

  it('sim loads a set-up file through the same check as play and validate', async () => {
    for (const c of CASES.filter((x) => x.load.includes('--setup'))) {
      const files = { [c.file]: c.text };
      const sim = await run(['sim', c.load[1] ?? '', '--setup', c.file, '--games', '1', '--workers', '0'], files);
      expect(sim).toEqual(await run(['validate', c.file], files));
    }
  });

  it('a preset is looked up by its own name only: __proto__ or toString is not a set-up', async () => {
    for (const name of ['__proto__', 'toString', 'constructor']) {
      const r = await run(['play', 'dicemasters', '--p1', 'random', '--setup', name], {});
      expect(r).toEqual({ code: 1, err: `dicemasters has no set-up "${name}" (presets: first-game, draft; or give a .json file)` });
    }
  });

  it('a tampered record: refused by validate and by replay with the same message', async () => {
    const io = memoryIo();
    expect(await main(['play', 'dicemasters', '--p1', 'random', '--p2', 'random', '--seed', '3', '--record', 'rec.json'], io)).toBe(0);
    const good = io.files['rec.json'] ?? '';
    expect((await run(['validate', 'rec.json'], { 'rec.json': good })).code).toBe(0);
    const rec = JSON.parse(good) as { choices: { option: string }[] };
    (rec.choices[2] as { option: string }).option = 'not-an-option';
    const files = { 'rec.json': JSON.stringify(rec) };
    const replayed = await run(['replay', 'rec.json'], files);
    const validated = await run(['validate', 'rec.json'], files);
    expect(replayed.code).toBe(1);
    expect(replayed.err).toMatch(/^rec\.json: Choice 3: /);
    expect(validated).toEqual(replayed);
    const chess = { ...JSON.parse(good), game: 'chess' } as unknown;
    const other = { 'c.json': JSON.stringify(chess) };
    const r2 = await run(['replay', 'c.json'], other);
    expect(r2.err).toMatch(/^c\.json: the record is for game "chess", which this build does not have/);
    expect(await run(['validate', 'c.json'], other)).toEqual(r2);
  });

  it('a corrupted .hsc: refused by validate, map stats and map import with the same message naming the byte', async () => {
    const bytes = sampleHsc();
    // The tile count sits after the version, three Unicode strings, the scenario and five ints.
    const at = 8 + (4 + 12) + (4 + 16) + (4 + 2) + (4 + 3) + 5 * 4;
    new DataView(bytes.buffer).setInt32(at, 2 ** 31 - 1, true);
    const results = [];
    for (const args of [
      ['validate', 'map.hsc'],
      ['map', 'stats', 'map.hsc'],
      ['map', 'import', 'map.hsc'],
    ]) {
      const io = { ...memoryIo(), readBytes: () => bytes };
      results.push({ code: await main(args, io), err: io.stderr.join('\n') });
    }
    const most = Math.floor((bytes.length - at - 4) / 28);
    expect(results[0]).toEqual({
      code: 1,
      err: `map.hsc: byte ${at}: tile count 2147483647 is larger than the file (expected at most ${most}: each tile takes 28 bytes or more)`,
    });
    expect(results[1]).toEqual(results[0]);
    expect(results[2]).toEqual(results[0]);
    const fine = { ...memoryIo(), readBytes: () => sampleHsc() };
    expect(await main(['validate', 'map.hsc'], fine)).toBe(0);
  });

  it('the good files are accepted by both (the checks are not simply stricter)', async () => {
    const files = { 'm.json': mapText, 'w.json': warbandText, 'dm.json': JSON.stringify(firstGameConfig()) };
    for (const f of Object.keys(files)) expect((await run(['validate', f], files)).code).toBe(0);
    const io = memoryIo({ ...files }, ['q']);
    expect(await main(['play', 'ddm', '--warband', 'w.json', '--map', 'm.json'], io)).toBe(0);
    const io2 = memoryIo({ ...files }, ['q']);
    expect(await main(['play', 'dicemasters', '--setup', 'dm.json'], io2)).toBe(0);
  });
});
