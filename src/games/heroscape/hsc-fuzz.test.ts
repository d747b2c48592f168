// Fuzzing the .hsc reader (issue 23, item 10): truncations, byte flips, overwritten length and
// coordinate fields and plain garbage must each give either a clean HscFormatError naming the file
// and the byte offset, or a map that passes its schema and compiles into a battlefield — never a raw
// JS exception (the reported one was "Invalid typed array length: 576460767872680000").
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HscFormatError } from './hsc.js';
import { sampleHsc } from './hsc-testkit.js';
import { importHsc } from './import.js';
import { mapSchema } from './map-model.js';
import { mapStats } from './stats.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const mapsDir = join(root, '..', 'shared', 'data', 'heroscape', 'maps');
const haveMaps = existsSync(mapsDir);
if (!haveMaps) console.warn(`.hsc fuzz tests: ${mapsDir} is absent, so only the generated sample file is fuzzed`);

const CLEAN = /^f\.hsc: byte (\d+)( \(tile \d+\))?: \S.*$/s;

/** Loads as `skirmish map stats` does; returns 'map' or 'error', and throws on anything unclean. */
function load(bytes: Uint8Array): 'map' | 'error' {
  let map;
  try {
    map = importHsc(bytes, 'f.hsc');
  } catch (e) {
    if (!(e instanceof HscFormatError)) throw e;
    const m = CLEAN.exec(e.message);
    if (!m) throw new Error(`unclean message: ${e.message}`);
    if (Number(m[1]) > bytes.length) throw new Error(`offset past the end: ${e.message}`);
    return 'error';
  }
  const parsed = mapSchema.safeParse(map);
  if (!parsed.success) throw new Error(`an imported map fails its schema: ${parsed.error.message}`);
  mapStats(parsed.data); // compiles the battlefield
  return 'map';
}

function withInt32(bytes: Uint8Array, at: number, v: number): Uint8Array {
  const b = bytes.slice();
  new DataView(b.buffer).setInt32(Math.min(at, b.length - 4), v, true);
  return b;
}

function fuzz(name: string, bytes: Uint8Array, runs: number): void {
  describe(`${name} (${bytes.length} bytes)`, () => {
    it('loads unchanged', () => expect(load(bytes)).toBe('map'));

    it('every truncation is a clean error', () => {
      fc.assert(
        fc.property(fc.nat({ max: bytes.length - 1 }), (n) => {
          expect(load(bytes.subarray(0, n))).toBe('error');
        }),
        { numRuns: runs },
      );
    });

    it('byte flips give a clean error or a valid map', () => {
      const flip = fc.record({ at: fc.nat({ max: bytes.length - 1 }), value: fc.integer({ min: 0, max: 255 }) });
      fc.assert(
        fc.property(fc.array(flip, { minLength: 1, maxLength: 8 }), (flips) => {
          const b = bytes.slice();
          for (const f of flips) b[f.at] = f.value;
          load(b);
        }),
        { numRuns: runs },
      );
    });

    it('an overwritten 32-bit field (a length, a count, a coordinate) gives a clean error or a valid map', () => {
      const extreme = fc.oneof(
        fc.constantFrom(-1, 2 ** 31 - 1, -(2 ** 31), 0x0fffffff, 1001, -1001, 1000, 65536),
        fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
      );
      fc.assert(
        fc.property(fc.nat({ max: bytes.length - 4 }), extreme, (at, v) => {
          load(withInt32(bytes, at, v));
        }),
        { numRuns: runs },
      );
    });
  });
}

describe('.hsc reader under fuzzing: a clean error or a valid map, nothing else', () => {
  fuzz('a generated 0.0007 sample', sampleHsc(), 400);

  it('plain garbage is a clean error', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), (b) => {
        expect(load(b)).toBe('error');
      }),
      { numRuns: 300 },
    );
  });

  it('the reported case: a tile coordinate of 2³¹−1 is refused by the reader, naming the byte', () => {
    const bytes = sampleHsc();
    // The first tile's x: after the version (8 bytes), the Unicode strings "Sample", "Skirmish" and "2"
    // (4-byte marker and length, 2 bytes a character), the 3-byte scenario and its length, five ints,
    // the tile count, then the tile's type, version and rotation.
    const at = 8 + (4 + 12) + (4 + 16) + (4 + 2) + (4 + 3) + 5 * 4 + 4 + (4 + 8 + 4);
    expect(() => importHsc(withInt32(bytes, at, 2 ** 31 - 1), 'map.hsc')).toThrow(
      `map.hsc: byte ${at} (tile 0): x 2147483647 is off the battlefield (expected -1000 to 1000)`,
    );
  });

  if (haveMaps) for (const f of readdirSync(mapsDir).filter((n) => n.endsWith('.hsc'))) fuzz(f, new Uint8Array(readFileSync(join(mapsDir, f))), 60);
});
