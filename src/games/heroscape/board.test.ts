// The compiled battlefield: spaces, levels, headroom, markers and map validation
// (heroscape-master-game-guide — "Moving", "Overhangs", "Glyphs", "Molten Lava").
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { anySpaceFlagged, anySpaceOf, compileBoard, SF, terrainOf } from './board.js';
import { addCell, addGlyph, fromRows, spaceOn } from './build.js';
import { importHsc } from './import.js';
import type { HeroscapeMap } from './map-model.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const giants = join(root, '..', 'shared', 'data', 'heroscape', 'maps', 'Table des geants.hsc');
if (!existsSync(giants)) console.warn(`heroscape board tests: ${giants} is absent, so the real-map test is skipped`);

describe('standing spaces', () => {
  it('land tops, water overlays that add no height, and several spaces in one column', () => {
    const m = fromRows(['3 2~ ~']);
    addCell(m, 0, 0, 6, 'rock'); // a slab above the first column: a second space at level 7
    const b = compileBoard(m);
    expect([b.spLevel[spaceOn(b, 0, 0, 3)], b.spHeadroom[spaceOn(b, 0, 0, 3)]]).toEqual([3, 3]);
    expect([b.spLevel[spaceOn(b, 0, 0)], b.spHeadroom[spaceOn(b, 0, 0)]]).toEqual([7, Infinity]);
    expect([b.spLevel[spaceOn(b, 1, 0)], terrainOf(b, spaceOn(b, 1, 0))]).toEqual([2, 'water']);
    expect([b.spLevel[spaceOn(b, 2, 0)], terrainOf(b, spaceOn(b, 2, 0))]).toEqual([0, 'water']);
  });
  it('a space whose level above is filled is not a space', () => {
    const m = fromRows(['1']);
    addCell(m, 0, 0, 1, 'rock');
    const b = compileBoard(m);
    expect(b.nSpaces).toBe(1);
    expect(b.spLevel[0]).toBe(2);
  });
});

describe('terrain present on the battlefield (lava fields and wellspring water are looked for only where they occur)', () => {
  it('names the flags and terrains of some space, and only those', () => {
    const plain = compileBoard(fromRows(['1 1 2']));
    expect([anySpaceFlagged(plain, SF.LAVA_FIELD), anySpaceOf(plain, 'wellspring-water'), anySpaceOf(plain, 'grass')]).toEqual([false, false, true]);
    const hot = compileBoard(fromRows(['1 1l 2e']));
    expect([anySpaceFlagged(hot, SF.LAVA_FIELD), anySpaceFlagged(hot, SF.SHADOW), anySpaceOf(hot, 'wellspring-water')]).toEqual([true, false, true]);
  });
});

describe('map validation', () => {
  it('rejects a schema error with its JSON path', () => {
    const m = fromRows(['1']) as unknown as { columns: { cells: { terrain: string }[] }[] };
    m.columns[0]!.cells[0]!.terrain = 'lava';
    expect(() => compileBoard(m as unknown as HeroscapeMap)).toThrow(/^invalid map at \$\.columns\.0\.cells\.0\.terrain/);
  });
  it('rejects two terrain cells at one level of a hex', () => {
    const m = fromRows(['1']);
    m.columns[0]!.cells.push({ z: 0, terrain: 'rock', piece: -1 });
    expect(() => compileBoard(m)).toThrow('invalid map at $.columns[0].cells[1]: two terrain cells at level 0 of hex (q 0, r 0)');
  });
  it('rejects a glyph on molten lava ("You cannot place Glyphs … on molten lava spaces")', () => {
    expect(() => compileBoard(addGlyph(fromRows(['1m']), 0, 0, 1))).toThrow(
      'invalid map at $.glyphs[0]: a glyph cannot be placed on molten lava (hex q 0, r 0)',
    );
  });
  it('keeps a glyph with no space under it as a warning', () => {
    const b = compileBoard(addGlyph(fromRows(['1']), 0, 0, 5));
    expect(b.warnings).toEqual(['$.glyphs[0]: no space at hex (q 0, r 0) level 5; the glyph is ignored']);
  });
});

describe.skipIf(!existsSync(giants))('markers on the real map', () => {
  it('Table des geants: every glyph finds its space, including the one standing on water', () => {
    const map = importHsc(readFileSync(giants), 'Table des geants.hsc');
    const b = compileBoard(map);
    expect(b.warnings).toEqual([]);
    const placed = b.spGlyph
      .filter((g) => g !== null)
      .map((g) => g.letter)
      .sort();
    expect(placed).toEqual(map.glyphs.map((g) => g.letter).sort());
    const onWater = map.glyphs.find((g) => b.spaceAt(g.q, g.r, g.z) < 0)!;
    expect(terrainOf(b, spaceOn(b, onWater.q, onWater.r))).toBe('water');
  });
});
