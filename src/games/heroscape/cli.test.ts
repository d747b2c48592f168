// `skirmish map import|stats` (src/cli/commands/map.ts), run with an in-memory Io.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { command } from '../../cli/commands/map.js';
import type { Io } from '../../cli/io.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const mapsDir = join(root, '..', 'shared', 'data', 'heroscape', 'maps');
const haveMaps = existsSync(mapsDir);
if (!haveMaps) console.warn(`heroscape CLI tests: ${mapsDir} is absent, so the tests on real maps are skipped`);

function fakeIo(files: Record<string, Uint8Array | string>) {
  const out: string[] = [];
  const err: string[] = [];
  const written: Record<string, string> = {};
  const io: Io & { readBytes(p: string): Uint8Array } = {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    readFile: (p) => {
      const f = files[p];
      if (f === undefined) throw new Error(`${p}: no such file`);
      return typeof f === 'string' ? f : new TextDecoder().decode(f);
    },
    readBytes: (p) => {
      const f = files[p];
      if (f === undefined) throw new Error(`${p}: no such file`);
      return typeof f === 'string' ? new TextEncoder().encode(f) : f;
    },
    writeFile: (p, t) => {
      written[p] = t;
    },
    isTTY: false,
  };
  return { io, out, err, written };
}

// 0.0001 document, one grass-7 tile at level 0
function tinyHsc(): Uint8Array {
  const b = new Uint8Array(8 + 4 + 4 + 8 + 16);
  const v = new DataView(b.buffer);
  v.setFloat64(0, 0.0001, true);
  v.setInt32(8, 1, true);
  v.setInt32(12, 1007, true);
  v.setFloat64(16, 0.0001, true);
  return b;
}

describe('skirmish map', () => {
  it('imports to stdout and to --out, and prints stats for .hsc and map.json', async () => {
    const { io, out, written } = fakeIo({ 'tiny.hsc': tinyHsc() });
    expect(await command.run(['import', 'tiny.hsc'], io)).toBe(0);
    const map = JSON.parse(out.join('\n')) as { columns: unknown[] };
    expect(map.columns).toHaveLength(7);
    expect(await command.run(['import', 'tiny.hsc', '--out', 'tiny.json'], io)).toBe(0);
    expect(JSON.parse(written['tiny.json']!)).toEqual(map);
    const files = fakeIo({ 'tiny.hsc': tinyHsc(), 'tiny.json': written['tiny.json']! });
    expect(await command.run(['stats', 'tiny.json'], files.io)).toBe(0);
    expect(await command.run(['stats', 'tiny.hsc'], files.io)).toBe(0);
    const [a, b] = files.out.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(a).toEqual(b);
    expect(a).toMatchObject({ name: '', version: 0.0001, tiles: 1, landCellsPerLevel: { '0': 7 } });
  });

  it('a bad .hsc is a validation error (exit 1) naming the file, the byte offset and the tile', async () => {
    const bytes = tinyHsc();
    new DataView(bytes.buffer).setInt32(12, 4242, true);
    const { io, err } = fakeIo({ 'bad.hsc': bytes, 'bad.json': '{"format":"x"}' });
    expect(await command.run(['stats', 'bad.hsc'], io)).toBe(1);
    expect(err[0]).toBe('bad.hsc: byte 12 (tile 0): unknown tile type code 4242 (expected a Virtualscape tile type, family × 1000 + variant)');
    expect(await command.run(['stats', 'bad.json'], io)).toBe(1);
    expect(err[1]).toMatch(/^bad\.json: not a Heroscape map:\nbad\.json at \$\.format/);
  });

  it('usage errors exit 2', async () => {
    const { io } = fakeIo({});
    expect(await command.run([], io)).toBe(2);
    expect(await command.run(['import'], io)).toBe(2);
    expect(await command.run(['frobnicate', 'x.hsc'], io)).toBe(2);
    expect(await command.run(['import', 'x.json'], io)).toBe(2);
    expect(await command.run(['stats', 'x.hsc', '--bogus'], io)).toBe(2);
  });

  it.skipIf(!haveMaps)('stats of Table des geants2 prints name, version, tiles and land cells per level', async () => {
    const p = join(mapsDir, 'Table des geants2.hsc');
    const { io, out } = fakeIo({ [p]: new Uint8Array(readFileSync(p)) });
    expect(await command.run(['stats', p], io)).toBe(0);
    expect(JSON.parse(out[0]!)).toMatchObject({
      name: 'La table des geants',
      version: 0.0007,
      tiles: 86,
      landCellsPerLevel: { '0': 223, '1': 71, '2': 18, '3': 18, '4': 14, '5': 14 },
    });
  });
});
