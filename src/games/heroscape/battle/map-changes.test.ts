/**
 * What the battle changed on the battlefield, as the view carries it (`map-changes.ts`, observe's
 * `changed`): a shadow tile Blend Into Shadow placed (the published card, read from ../shared at run
 * time), the Marro Hive's piece gone when it is destroyed ("Marro Hive Rules": the scenario's base
 * stays; an army's base came with it at set-up and goes with it), and nothing in a battle without them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { optionIds, toAfterMove } from '../abilities/rotv-testkit.js';
import { addCell, addObstacle } from '../build.js';
import type { HeroscapeMap } from '../map-model.js';
import { oneFigure } from '../pool/family-testkit.js';
import { play } from '../pool/field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from '../pool/units-fixture.js';
import { FACE } from './dice.js';
import { mapChanges } from './map-changes.js';
import { observeBattle } from './observe.js';
import type { HsState } from './state.js';
import { card, choose, config, fieldWith, figure, game, ofType, placeMarkers, start } from './testkit.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);

const changedOf = (s: HsState, viewer: number | null = 0): unknown => (observeBattle(s, viewer) as { changed: unknown }).changed;

describe('the view lists what the battle changed on the battlefield', () => {
  it.skipIf(!HAVE_UNITS)("Blend Into Shadow's shadow tile: its column with the tile on top, the same for every viewer; declined, nothing", () => {
    const mika = parsePublished(readFileSync(UNITS_FILE, 'utf8')).find((c) => c.name === 'Mika Connour');
    expect(mika, 'Mika Connour in the units file').toBeDefined();
    const battle = (answer: string): HsState => {
      const s = play(
        ['1 1 1 1 1 1 1 1 1 1 1'],
        [[0, 0]],
        [[5, 0]],
        [card({ name: 'Red', range: 9, attack: 2, life: 10 })],
        [oneFigure(mika!, { life: 10, move: 0 })],
      );
      expect(changedOf(s)).toBeNull();
      toAfterMove(s, 0, 1, true);
      expect(optionIds(s)).toContain('blend-into-shadow:place');
      choose(s, answer, 'use-power');
      return s;
    };
    const placed = battle('blend-into-shadow:place');
    const changed = changedOf(placed);
    expect(changed).toEqual({
      columns: [
        {
          q: 5,
          r: 0,
          cells: [
            { z: 0, terrain: 'grass' },
            { z: 1, terrain: 'shadow' },
          ],
        },
      ],
      removed: [],
      placed: [],
      doors: [],
    });
    // Nothing hidden: every seat and a spectator see the same.
    expect(changedOf(placed, 1)).toEqual(changed);
    expect(changedOf(placed, null)).toEqual(changed);
    // Control: declined, the battlefield is as it was set up.
    expect(changedOf(battle('skip'))).toBeNull();
  });

  /** A level-1 field with a scenario's Hive piece on its swamp water base (as hive.test.ts), Blue's soldier beside its east hex. */
  const HIVE = [
    { q: 3, r: 2 },
    { q: 4, r: 2 },
    { q: 5, r: 2 },
    { q: 2, r: 3 },
    { q: 3, r: 3 },
    { q: 4, r: 3 },
  ];
  const hiveCard = card({ name: 'Test Hive', size: 'huge', height: 17, life: 6, move: 0, range: 1, attack: 1, defense: 2, spaces: 6, points: 160 });
  const soldier = card({ name: 'Blue Soldier', life: 4, move: 5, range: 1, attack: 3, defense: 1 });
  function hiveField(): HeroscapeMap {
    const rows = Array.from({ length: 6 }, () => '1 1 1 1 1 1 1 1');
    const m = fieldWith(rows, [[0, 0]], [[6, 2]]);
    for (const h of HIVE) addCell(m, h.q, h.r, 1, 'swamp-water');
    return addObstacle(m, 'hive', HIVE, 1, 14);
  }
  /** Blue's soldier destroys the Hive (one wound left) with three skulls against blanks. */
  function destroyHive(s: HsState): void {
    placeMarkers(s, [1, 1, 1, 1], [2, 2, 2, 2], [1, 20]);
    figure(s, 'a1').wounds = 5;
    choose(s, 'done', 'choose-mover');
    game.forceChance(s, [FACE.skull, FACE.skull, FACE.skull, FACE.blank, FACE.blank, FACE.blank]);
    expect(ofType(choose(s, 'b1>a1', 'choose-attack'), 'Destroyed')[0]?.data).toMatchObject({ figure: 'a1' });
  }

  it("the scenario's Hive destroyed: its piece is listed as removed, its base stays (no column listed); before, nothing", () => {
    const s = start({ ...config(hiveField(), [hiveCard, card({ name: 'Red Scout' })], [soldier]), hives: [0] });
    expect(changedOf(s)).toBeNull();
    destroyHive(s);
    expect(changedOf(s)).toEqual({ columns: [], removed: [{ kind: 'hive', hexes: HIVE.map((h) => ({ ...h, base: 1, height: 14 })) }], placed: [], doors: [] });
  });

  it("an army's Hive: its base and piece are listed from set-up on; destroyed, both go and the battlefield is as set up again", () => {
    // Red's zone: rows 0 and 1, columns 0..3 (room for the base); Blue's soldier just south of it.
    const red: [number, number][] = [];
    for (let r = 0; r < 2; r++) for (let q = 0; q < 4; q++) red.push([q, r]);
    const map = fieldWith(['1 1 1 1 1 1', '1 1 1 1 1 1', '1 1 1 1 1 1', '1 1 1 1 1 1'], red, [
      [2, 2],
      [5, 3],
    ]);
    const s = start(config(map, [hiveCard], [soldier, card({ name: 'Blue Reserve' })]));
    const f = figure(s, 'a1');
    const at = observeBattle(s, 0) as { figures: { id: string; at: { extra?: unknown[] } | null }[] };
    // The Hive's figure names its six spaces: the head and the five others.
    expect(at.figures.find((x) => x.id === 'a1')?.at?.extra).toHaveLength(5);
    const changed = changedOf(s) as { columns: { cells: { terrain: string }[] }[]; placed: { kind: string; hexes: unknown[] }[] };
    expect(changed.columns).toHaveLength(6);
    for (const c of changed.columns) expect(c.cells.at(-1)?.terrain).toBe('swamp-water');
    expect(changed.placed).toHaveLength(1);
    expect(changed.placed[0]).toMatchObject({ kind: 'hive' });
    expect(changed.placed[0]!.hexes).toHaveLength(6);
    expect(f.ownBase).toBe(true);
    // Destroyed: Blue's soldier beside its south row.
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1], [1, 20]);
    f.wounds = 5;
    choose(s, 'done', 'choose-mover');
    game.forceChance(s, [FACE.skull, FACE.skull, FACE.skull, FACE.blank, FACE.blank, FACE.blank]);
    expect(ofType(choose(s, 'b1>a1', 'choose-attack'), 'Destroyed')[0]?.data).toMatchObject({ figure: 'a1' });
    expect(changedOf(s)).toBeNull();
  });

  it('a battle where nothing changes the battlefield lists nothing, and the answer is kept per map object', () => {
    const s = start(config(fieldWith(['1 1 1 1 1 1'], [[0, 0]], [[5, 0]]), [card({ name: 'Red' })], [card({ name: 'Blue' })]));
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1], [1, 20]);
    expect(changedOf(s)).toBeNull();
    expect(s.setUpMap).toBe(s.map);
    // A map that differs only in a Door-less, piece-less column: listed once, the same object asked again.
    const other: HeroscapeMap = {
      ...s.map,
      columns: s.map.columns.map((c, i) => (i === 2 ? { ...c, cells: [...c.cells, { z: 1, terrain: 'shadow', piece: -1 }] } : c)),
    };
    const first = mapChanges(s.map, other);
    expect(first?.columns).toEqual([
      {
        q: 2,
        r: 0,
        cells: [
          { z: 0, terrain: 'grass' },
          { z: 1, terrain: 'shadow' },
        ],
      },
    ]);
    expect(mapChanges(s.map, other)).toBe(first);
  });
});
