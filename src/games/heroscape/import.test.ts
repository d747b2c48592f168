// Tests for the .hsc reader and importer (heroscape-master-game-guide — "Set Up Your Battlefield").
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileBoard, SF } from './board.js';
import { moveRange } from './movement.js';
import { HscFormatError, parseHsc } from './hsc.js';
import { Writer } from './hsc-testkit.js';
import { importHsc } from './import.js';
import { mapSchema } from './map-model.js';
import { mapStats } from './stats.js';
import { allTileDefs, footprint, tileDef } from './tiles.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const shared = join(root, '..', 'shared', 'data', 'heroscape');
const mapsDir = join(shared, 'maps');
const haveShared = existsSync(mapsDir) && existsSync(join(shared, 'virtualscape-tiles.json'));
if (!haveShared) console.warn(`heroscape import tests: ${mapsDir} is absent, so the tests on the eight community maps are skipped`);

describe('tile table', () => {
  it('covers all 106 Virtualscape type codes with a meaning and a footprint per rotation', () => {
    const defs = allTileDefs();
    expect(defs).toHaveLength(106);
    for (const d of defs) for (let rot = 0; rot < 6; rot++) expect(footprint(d, rot, 4, 5).length).toBeGreaterThan(0);
    expect(tileDef(14120)?.meaning).toEqual({ role: 'glyph', letter: 'x' });
    expect(tileDef(99999)).toBeUndefined();
  });

  it.skipIf(!haveShared)('agrees with the shared fact sheet on every footprint (hex counts and places)', () => {
    const facts = JSON.parse(readFileSync(join(shared, 'virtualscape-tiles.json'), 'utf8')) as {
      types: { type: number; rotations: Record<string, number[][]> }[];
    };
    for (const f of facts.types) {
      if (f.type === 17000) continue;
      const def = tileDef(f.type)!;
      for (let rot = 0; rot < 6; rot++) {
        for (const y of [4, 5]) {
          const ours = footprint(def, rot, 3, y).map((h) => `${h.q},${h.r}`);
          const theirs = f.rotations[String(rot)]!.map(([dx, dy]) => {
            const col = 3 + dx! + ((y & 1) === 1 && (dy! & 1) === 1 ? 1 : 0);
            const row = y + dy!;
            return `${col - (row - (row & 1)) / 2},${row}`;
          });
          expect([...ours].sort()).toEqual([...theirs].sort());
        }
      }
    }
  });
});

describe('.hsc reader: versions, names, markers', () => {
  it('reads a version 0.0001 file (no header strings, tile version 0.0001)', () => {
    const bytes = new Writer().f64(0.0001).i32(2).tile(1003, 0.0001, 1, 2, 3, 0).tile(4001, 0.0001, 0, 5, 5, 1).done();
    const doc = parseHsc(bytes, 'old.hsc');
    expect(doc.version).toBe(0.0001);
    expect(doc.name).toBe('');
    expect(doc.tiles.map((t) => [t.type, t.rotation, t.x, t.y, t.z])).toEqual([
      [1003, 1, 2, 3, 0],
      [4001, 0, 5, 5, 1],
    ]);
  });

  it('decodes ANSI names as Windows-1252 and Unicode names as UTF-16', () => {
    const ansi = new Writer().f64(0.0002).ansi('Chat perch\u00e9').ansi('Auteur').i32(6).i32(80).i32(1).i32(0).done();
    expect(parseHsc(ansi, 'a.hsc').name).toBe('Chat perché');
    const uni = new Writer().f64(0.0003).unicode('Tombe \u0153').unicode('H').unicode('2').unicode('').i32(6).i32(80).i32(1).i32(0).done();
    expect(parseHsc(uni, 'u.hsc').name).toBe('Tombe œ');
  });

  it('reads 0.0004–0.0007 headers, glyph letters, start-zone colours, custom and figure tiles', () => {
    for (const version of [0.0004, 0.0005, 0.0006, 0.0007]) {
      const w = new Writer().f64(version).unicode('M').unicode('A').unicode('2').i32(3).u8(0x7b).u8(0x5c).u8(0x7d).i32(6).i32(80).i32(1);
      if (version >= 0.0005) w.i32(0);
      if (version >= 0.0007) w.i32(1);
      w.i32(5);
      w.tile(1007, 0.0003, 0, 0, 0, 0, (t) => t.u8(0).unicode('').unicode('').i32(0x00a000));
      w.tile(14065, 0.0003, 0, 1, 1, 1, (t) => t.u8(65).unicode('Astrid').unicode('').i32(0));
      w.tile(15001, 0.0003, 0, 0, 1, 1, (t) => t.u8(0).unicode('').unicode('Red').i32(0x0000ff));
      w.tile(17000, 0.0003, 0, 0, 2, 1, (t) =>
        t.u8(0).unicode('').unicode('').i32(0x808080).i32(2).unicode('tex.bmp').unicode('side.bmp').unicode('X').unicode('Slab'),
      );
      w.tile(18002, 0.0003, 0, 1, 0, 1, (t) => t.u8(0).unicode('').unicode('').i32(0).unicode('Grimnak').unicode('grimnak.sgl'));
      const map = importHsc(w.done(), `v${version}.hsc`);
      expect(mapSchema.safeParse(map).success).toBe(true);
      expect(map.source?.documentVersion).toBe(version);
      expect(map.glyphs).toEqual([{ q: 1, r: 1, z: 1, letter: 'A', name: 'Astrid', treasure: false, piece: 1 }]);
      expect(map.startZones).toEqual([{ name: 'Red', colour: '#ff0000', hexes: [{ q: 0, r: 1, z: 1 }] }]);
      expect(map.figures).toEqual([
        {
          name: 'Grimnak',
          file: 'grimnak.sgl',
          hexes: [
            { q: 1, r: 0, z: 1 },
            { q: 2, r: 0, z: 1 },
          ],
        },
      ]);
      const customCells = map.columns.flatMap((c) => c.cells.filter((x) => x.terrain === 'custom').map(() => `${c.q},${c.r}`));
      expect(customCells.sort()).toEqual(['-1,2', '0,2']);
    }
  });
});

describe('.hsc reader: errors name the file, the tile index and the byte offset', () => {
  it('rejects an unknown type code', () => {
    const w = new Writer().f64(0.0001).i32(2).tile(1001, 0.0001, 0, 0, 0, 0);
    const at = w.length;
    const bytes = w.tile(4242, 0.0001, 0, 1, 0, 0).done();
    expect(() => parseHsc(bytes, 'bad.hsc')).toThrow(HscFormatError);
    try {
      parseHsc(bytes, 'bad.hsc');
    } catch (e) {
      const err = e as HscFormatError;
      expect([err.file, err.tileIndex, err.offset]).toEqual(['bad.hsc', 1, at]);
      expect(err.message).toBe(`bad.hsc: byte ${at} (tile 1): unknown tile type code 4242 (expected a Virtualscape tile type, family × 1000 + variant)`);
    }
  });

  it('rejects a truncated file', () => {
    // A 0.0002 tile: its glyph letter and two (empty) strings follow the 28 fixed bytes.
    const full = new Writer()
      .f64(0.0001)
      .i32(1)
      .tile(1001, 0.0002, 0, 0, 0, 0, (w) => w.u8(0).ansi('').ansi(''))
      .done();
    const cut = full.subarray(0, full.length - 2);
    expect(() => parseHsc(cut, 'cut.hsc')).toThrow(/^cut\.hsc: byte 41 \(tile 0\): the file ends inside the glyph name \(expected 1 byte\(s\), 0 left\)$/);
    // A tile count the remaining bytes cannot hold is refused before any tile is read.
    expect(() => parseHsc(full.subarray(0, 30), 'few.hsc')).toThrow(
      /^few\.hsc: byte 8: tile count 1 is larger than the file \(expected at most 0: each tile takes 28 bytes or more\)$/,
    );
    expect(() => parseHsc(full.subarray(0, 5), 'tiny.hsc')).toThrow(/^tiny\.hsc: byte 0: the file ends inside the document version/);
  });

  it('rejects overlapping terrain tiles, naming the second tile', () => {
    const w = new Writer().f64(0.0001).i32(2).tile(1002, 0.0001, 0, 0, 0, 0);
    const at = w.length;
    const bytes = w.tile(2001, 0.0001, 0, 1, 0, 0).done();
    expect(() => importHsc(bytes, 'o.hsc')).toThrow(
      `o.hsc: byte ${at} (tile 1): terrain overlaps tile 0 at hex (q 1, r 0) level 0 (expected one terrain tile per hex and level)`,
    );
  });

  it('rejects a bad rotation and trailing bytes', () => {
    expect(() => parseHsc(new Writer().f64(0.0001).i32(1).tile(1001, 0.0001, 7, 0, 0, 0).done(), 'r.hsc')).toThrow(
      /byte 24 \(tile 0\): rotation 7 is out of range \(expected 0 to 5\)/,
    );
    expect(() => parseHsc(new Writer().f64(0.0001).i32(0).u8(1).done(), 't.hsc')).toThrow(
      /^t\.hsc: byte 12: 1 unexpected byte\(s\) after the last tile \(expected the file to end\)$/,
    );
  });
});

/** Independent count: straight from the fact sheet's footprints and kinds, not our tables. */
function independentLandCells(file: string): Record<string, number> {
  const facts = JSON.parse(readFileSync(join(shared, 'virtualscape-tiles.json'), 'utf8')) as {
    types: { type: number; kind: string; rotations: Record<string, number[][]> }[];
  };
  const byType = new Map(facts.types.map((t) => [t.type, t]));
  const doc = parseHsc(readFileSync(join(mapsDir, file)), file);
  const perZ = new Map<number, Set<string>>();
  const owners = new Map<string, number>();
  for (const t of doc.tiles) {
    const f = byType.get(t.type);
    if (!f || (f.kind !== 'land' && f.kind !== 'water')) continue;
    for (const [dx, dy] of f.rotations[String(t.rotation)]!) {
      const col = t.x + dx! + ((t.y & 1) === 1 && (dy! & 1) === 1 ? 1 : 0);
      const key = `${col},${t.y + dy!}`;
      const cellKey = `${key},${t.z}`;
      expect(owners.has(cellKey), `${file}: two land tiles (${owners.get(cellKey)} and ${t.index}) in cell ${cellKey}`).toBe(false);
      owners.set(cellKey, t.index);
      let s = perZ.get(t.z);
      if (!s) perZ.set(t.z, (s = new Set()));
      s.add(key);
    }
  }
  return Object.fromEntries([...perZ].sort((a, b) => a[0] - b[0]).map(([z, s]) => [String(z), s.size]));
}

describe.skipIf(!haveShared)('the eight community maps', () => {
  const files = haveShared
    ? readdirSync(mapsDir)
        .filter((f) => f.endsWith('.hsc'))
        .sort()
    : [];
  it('are all there', () => expect(files).toHaveLength(8));
  for (const file of files) {
    it(`${file}: imports, validates, compiles, and counts land cells per level independently`, () => {
      const map = importHsc(readFileSync(join(mapsDir, file)), file);
      expect(mapSchema.safeParse(map).success).toBe(true);
      const stats = mapStats(map);
      expect(stats.landCellsPerLevel).toEqual(independentLandCells(file));
      expect(stats.tiles).toBe(parseHsc(readFileSync(join(mapsDir, file)), file).tiles.length);
      const board = compileBoard(map);
      expect(board.nSpaces).toBeGreaterThan(0);
      // plain JSON that survives a round trip, and the same bytes give the same map
      expect(mapSchema.parse(JSON.parse(JSON.stringify(map)))).toEqual(map);
      expect(JSON.stringify(importHsc(readFileSync(join(mapsDir, file)), file))).toBe(JSON.stringify(map));
    });
  }

  it('Flag test: the flag is a marker and the battlement an edge piece on its hex', () => {
    const map = importHsc(readFileSync(join(mapsDir, 'Flag test.hsc')), 'Flag test.hsc');
    expect(map.flags).toHaveLength(1);
    expect(map.edges.map((e) => [e.kind, e.inside, e.outside])).toEqual([['battlement', 2, 3]]);
  });

  it('Table des geants2: name, version and counts', () => {
    const stats = mapStats(importHsc(readFileSync(join(mapsDir, 'Table des geants2.hsc')), 'Table des geants2.hsc'));
    expect(stats).toMatchObject({ name: 'La table des geants', version: 0.0007, tiles: 86 });
  });

  it("Example 12 on Migol's Tomb: Finn (height 5) can move under the overhang, Grimnak (height 11) cannot", () => {
    const board = compileBoard(importHsc(readFileSync(join(mapsDir, 'Tombe de Migol.hsc')), 'Tombe de Migol.hsc'));
    const covered: number[] = [];
    for (let s = 0; s < board.nSpaces; s++) if (board.spHeadroom[s]! >= 5 && board.spHeadroom[s]! < 11) covered.push(s);
    expect(covered.length).toBeGreaterThan(0);
    // Finn, standing anywhere next to a covered space, reaches it; Grimnak never ends on one.
    let finnReached = 0;
    for (const s of covered) {
      for (let k = board.adjStart[s]!; k < board.adjStart[s + 1]!; k++) {
        const from = board.adjTo[k]!;
        if (board.spHeadroom[from] !== Infinity || board.spFlags[from]! & SF.STOP) continue;
        const finn = { id: 'finn', side: 'a', height: 5, size: 'medium' as const, double: false, move: 5, flying: false, head: from, tail: -1 };
        if (moveRange(board, finn, [finn]).destinations.some((d) => d.head === s)) finnReached++;
        for (let k2 = board.adjStart[from]!; k2 < board.adjStart[from + 1]!; k2++) {
          const tail = board.adjTo[k2]!;
          if (board.spLevel[tail] !== board.spLevel[from] || board.spHeadroom[tail] !== Infinity) continue;
          const grim = { id: 'grimnak', side: 'a', height: 11, size: 'huge' as const, double: true, move: 5, flying: false, head: from, tail };
          for (const d of moveRange(board, grim, [grim]).destinations) expect(covered.includes(d.head) || covered.includes(d.tail)).toBe(false);
        }
      }
    }
    expect(finnReached).toBeGreaterThan(0);
  });

  it('Rotten Ice: start zones by colour, glyph letters, Chat perché: Unicode name', () => {
    const ice = importHsc(readFileSync(join(mapsDir, 'Rotten Ice.hsc')), 'Rotten Ice.hsc');
    expect(ice.startZones.map((z) => z.colour).sort()).toContain('#ff0000');
    expect(ice.glyphs.map((g) => g.letter).sort()).toContain('B');
    expect(importHsc(readFileSync(join(mapsDir, 'Chat perche.hsc')), 'Chat perche.hsc').name).toBe('Chat perché');
  });
});
