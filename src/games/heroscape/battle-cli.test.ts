// `skirmish play|sim|cards heroscape` through the CLI with an in-memory Io (src/cli/test-io.ts).
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { main } from '../../cli/main.js';
import { memoryIo } from '../../cli/test-io.js';

const UNITS = new URL('../../../../shared/data/heroscape/heroscape-json-units.json', import.meta.url);
const HAVE_UNITS = existsSync(UNITS);
if (!HAVE_UNITS) console.warn('heroscape battle CLI: ../shared/data/heroscape/heroscape-json-units.json is absent, so the --cards test is skipped');

describe('skirmish … heroscape', () => {
  it('cards: the test cards with their stats and their enforced powers in our own words', async () => {
    const io = memoryIo();
    expect(await main(['cards', 'heroscape'], io)).toBe(0);
    const text = io.stdout.join('\n');
    expect(text).toContain('Test Agents');
    expect(text).toContain('Stealth Dodge: Defending against an attack from a figure that is not adjacent');
    expect(text).toContain('Life 4  Move 5  Range 1  Attack 4  Defense 3  Points 90');
  });

  it('--cards with a file that is not there, or a bad --rounds, is refused with the reason', async () => {
    const io = memoryIo();
    expect(await main(['play', 'heroscape', '--p1', 'random', '--cards', 'nope.json'], io)).toBe(1);
    expect(io.stderr.join('')).toContain('nope.json: cannot read the file');
    const io2 = memoryIo();
    // A bad flag value is a usage error (exit 2); an unreadable file is not (exit 1).
    expect(await main(['play', 'heroscape', '--p1', 'random', '--rounds', 'zero'], io2)).toBe(2);
    expect(io2.stderr.join('')).toContain('--rounds zero');
    for (const typo of ['1e1', '0x10', '2.5', '101']) {
      const io3 = memoryIo();
      expect(await main(['play', 'heroscape', '--p1', 'random', '--rounds', typo], io3)).toBe(2);
      expect(io3.stderr.join('')).toContain(`--rounds ${typo}: expected a whole number of rounds from 1 to 100`);
    }
  });

  it.skipIf(!HAVE_UNITS)('play --cards FILE: the armies of Examples 2, 3 and 16 from the imported units, to the end', async () => {
    const io = memoryIo({ 'units.json': readFileSync(UNITS, 'utf8') });
    expect(await main(['play', 'heroscape', '--p1', 'random', '--p2', 'random', '--cards', 'units.json', '--rounds', '2', '--seed', '1'], io)).toBe(0);
    const text = io.stdout.join('\n');
    expect(text).toContain('Grimnak');
    expect(text).toContain('Krav Maga Agents');
    expect(text).toContain('Game over:');
  });
});

const MAP = new URL('../../../../shared/data/heroscape/maps/Table des geants.hsc', import.meta.url);
const HAVE_SCENARIO = HAVE_UNITS && existsSync(MAP);
if (!HAVE_SCENARIO) console.warn('heroscape battle CLI: the shared units file or Table des geants.hsc is absent, so the default-scenario test is skipped');

describe.skipIf(!HAVE_SCENARIO)('skirmish play heroscape with no set-up flags', () => {
  it('plays the first-time scenario, Clashing Fronts on the Table of the Giants, read from the shared data (the .hsc map as bytes)', async () => {
    const io = memoryIo();
    const files: Record<string, URL> = {
      '../shared/data/heroscape/heroscape-json-units.json': UNITS,
      '../shared/data/heroscape/maps/Table des geants.hsc': MAP,
    };
    const read = (p: string): URL => {
      const url = files[p];
      if (!url) throw new Error(`ENOENT: no such file '${p}'`);
      return url;
    };
    io.readFile = (p) => readFileSync(read(p), 'utf8');
    io.readBytes = (p) => new Uint8Array(readFileSync(read(p)));
    expect(await main(['play', 'heroscape', '--p1', 'random', '--p2', 'random', '--rounds', '1', '--seed', '3'], io)).toBe(0);
    const text = io.stdout.join('\n');
    // The Example 2 armies of the scenario, not the test armies of the test field.
    expect(text).not.toContain('Test Archers');
    expect(text).toContain('Game over:');
  });
});
