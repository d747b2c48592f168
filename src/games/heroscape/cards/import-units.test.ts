import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseUnits } from './import-units.js';

const UNITS = new URL('../../../../../shared/data/heroscape/heroscape-json-units.json', import.meta.url);
const HAVE_UNITS = existsSync(UNITS);

const unit = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: 'Test Knight',
  general: 'jandar',
  race: 'human',
  type: 'unique hero',
  cardClass: 'knight',
  personality: 'valiant',
  height: 'medium 5',
  life: 4,
  move: 5,
  range: 1,
  attack: 3,
  defense: 4,
  points: 90,
  figures: 1,
  hexes: 1,
  abilities: [{ name: 'Flying', description: 'our own words' }],
  ...over,
});

describe('parseUnits ("About the Army Cards", Example 1)', () => {
  it('Example 1: reads unique/common, hero/squad, size and height, the numbers, figure count and spaces', () => {
    const r = parseUnits(JSON.stringify([unit(), unit({ name: 'Test Archers', type: 'common squad', height: 'small3', figures: 3, hexes: 2 })]), 'u.json');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const [a, b] = r.value;
    expect(a).toMatchObject({
      rarity: 'unique',
      kind: 'hero',
      size: 'medium',
      height: 5,
      life: 4,
      move: 5,
      range: 1,
      attack: 3,
      defense: 4,
      points: 90,
      figures: 1,
      spaces: 1,
    });
    expect(a?.powers).toEqual([{ name: 'Flying', text: 'our own words' }]);
    expect(b).toMatchObject({ rarity: 'common', kind: 'squad', size: 'small', height: 3, figures: 3, spaces: 2 });
  });

  it('names the file and the JSON path of a bad field, and returns no cards', () => {
    const r = parseUnits(JSON.stringify([unit(), unit({ name: 'B', life: 'four' }), unit({ name: 'C', height: 'tall' })]), 'units.json');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toContain('units.json at $[1].life');
    expect(r.error).toContain('units.json at $[2].height');
  });

  it('reports a value the card facts forbid at the field the file calls it', () => {
    const r = parseUnits(JSON.stringify([unit({ hexes: 0 })]), 'units.json');
    expect(!r.ok && r.error).toContain('units.json at $[0].hexes');
  });

  it('rejects bad JSON, a non-array and duplicate names', () => {
    expect(parseUnits('{', 'x.json')).toMatchObject({ ok: false, error: expect.stringContaining('x.json: not valid JSON') });
    expect(parseUnits('{}', 'x.json')).toMatchObject({ ok: false, error: 'x.json at $: expected an array of units' });
    const dup = parseUnits(JSON.stringify([unit(), unit()]), 'x.json');
    expect(!dup.ok && dup.error).toContain('x.json at $[1].name');
  });

  it.skipIf(!HAVE_UNITS)('imports every unit of the shared heroscape-json file (skipped when ../shared/data is absent)', () => {
    const r = parseUnits(readFileSync(UNITS, 'utf8'), 'heroscape-json-units.json');
    if (!r.ok) throw new Error(r.error);
    expect(r.value.length).toBe(207);
    const grimnak = r.value.find((c) => c.name === 'Grimnak');
    expect(grimnak).toMatchObject({ rarity: 'unique', kind: 'hero', spaces: 2, size: 'huge', height: 11 });
    const warriors = r.value.find((c) => c.name === 'Marro Warriors');
    expect(warriors).toMatchObject({ kind: 'squad', figures: 4, life: 1, move: 6, range: 6, attack: 2, defense: 3, points: 50, height: 4 });
  });
});
