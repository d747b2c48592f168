// `skirmish cards ddm --coverage [--creatures FILE] [--json]` on invented rows: the totals, each
// creature's powers enforced or not, the families sorted by how many creatures they would complete.
import { describe, expect, it } from 'vitest';
import { main } from '../../../cli/main.js';
import { memoryIo } from '../../../cli/test-io.js';
import { coverage, coverageMarkdown } from './coverage.js';
import { BOG_WISP, entry, MOSS_HOUND, SIGNPOST } from './fixtures.test-data.js';
import { parseDdmwi } from './parse.js';

const SECOND_WISP = entry({
  name: 'Fen Wisp',
  powers: [
    { type: 'ATTACK', text: 'Zap: +6 vs. Will; 5 lightning damage.' },
    { type: 'SPECIAL', text: 'Mire Dance: It dances.' },
  ],
});
const FILE = JSON.stringify([MOSS_HOUND, BOG_WISP, SIGNPOST, SECOND_WISP]);

describe('skirmish cards ddm --coverage', () => {
  it('prints one JSON object with total, enforced and the per-creature list', async () => {
    const io = memoryIo({ 'mine.json': FILE });
    expect(await main(['cards', 'ddm', '--coverage', '--creatures', 'mine.json', '--json'], io)).toBe(0);
    const cov = JSON.parse(io.stdout.join('')) as ReturnType<typeof coverage>;
    expect(cov).toMatchObject({ total: 4, enforced: 1 });
    expect(cov.creatures.map((c) => [c.name, c.enforced])).toEqual([
      ['Moss Hound', true],
      ['Bog Wisp', false],
      ['Talking Signpost', false],
      ['Fen Wisp', false],
    ]);
    expect(cov.creatures[1]?.powers).toContainEqual({ name: 'Mire Dance', section: 'special', enforced: false, family: 'power: mire dance' });
    // "Mire Dance" alone would complete Fen Wisp; Bog Wisp also misses an immunity.
    expect(cov.families[0]).toEqual({ family: 'power: mire dance', completes: 1, creatures: 2, powers: 2 });
  });
  it('prints a line per creature, marking what is not enforced', async () => {
    const io = memoryIo({ 'mine.json': FILE });
    expect(await main(['cards', 'ddm', '--coverage', '--creatures', 'mine.json'], io)).toBe(0);
    const text = io.stdout.join('\n');
    expect(text).toMatch(/^DDM creature pool: 1 of 4 creatures enforced/);
    expect(text).toContain('not enforced  Bog Wisp (Test Set): Mire Dance ✗ (power: mire dance)');
  });
  it('names the file when it cannot be read or parsed', async () => {
    const io = memoryIo({ 'bad.json': '[{"name": "X"}]' });
    expect(await main(['cards', 'ddm', '--coverage', '--creatures', 'nope.json'], io)).not.toBe(0);
    expect(io.stderr.join('\n')).toMatch(/^nope\.json: cannot read/);
    expect(await main(['cards', 'ddm', '--coverage', '--creatures', 'bad.json'], io)).not.toBe(0);
    expect(io.stderr.join('\n')).toMatch(/bad\.json: entry 1 \(X\): /);
  });
  it('renders docs/ddm-cards.md with the family table and every creature', () => {
    const pool = parseDdmwi(FILE, 'mine.json');
    if (!pool.ok) throw new Error(pool.error);
    const md = coverageMarkdown(coverage(pool.value), { 'a family': 'a/test.ts' });
    expect(md).toContain('**1 of 4** creatures are enforced');
    expect(md).toContain('| a family | `a/test.ts` |');
    expect(md).toContain('| power: mire dance | 1 | 2 | 2 |');
    expect(md).toContain('| Fen Wisp | Test Set | 10 | not enforced | Zap; Mire Dance ✗ (power: mire dance) |');
  });
});
