/**
 * Placing the Marro Hive with its army (guide, "Marro Hive Rules": "When placing the Marro Hive, it is
 * always placed on its 6-hex swamp water tile base. When placing the 6-hex swamp water tile base, you
 * cannot create an overhang (no empty space can be under the base). The 6-hex base can only be placed
 * on land tiles."; "Placing your Army in the starting zone"; "Using a Premade Army").
 */
import { describe, expect, it } from 'vitest';
import { SF, terrainOf } from '../board.js';
import { FACE } from './dice.js';
import { hiveBasePlaces, hiveBaseProblem } from './hive.js';
import { boardOf, type HsState } from './state.js';
import { card, choose, config, fieldWith, figure, game, ofType, open, placeMarkers, start } from './testkit.js';

const hiveCard = card({ name: 'Test Hive', size: 'huge', height: 17, life: 6, move: 0, range: 1, attack: 1, defense: 2, spaces: 6, points: 160 });
const soldier = card({ name: 'Blue Soldier', life: 4, move: 5, range: 1, attack: 3, defense: 1 });

/** Every hex of rows 0..1, columns 0..3 (axial), as zone hexes. */
const RED_ROWS: [number, number][] = [];
for (let r = 0; r < 2; r++) for (let q = 0; q < 4; q++) RED_ROWS.push([q, r]);

/** Red's zone: two rows of four hexes; Blue's soldier just south of it. */
function field(rows = ['1 1 1 1 1 1', '1 1 1 1 1 1', '1 1 1 1 1 1', '1 1 1 1 1 1'], red = RED_ROWS) {
  return fieldWith(rows, red, [
    [2, 2],
    [5, 3],
  ]);
}

const hiveSpaces = (s: HsState): number[] => {
  const f = figure(s, 'a1');
  return [f.head, ...(f.extra ?? [])];
};

describe('placing the Marro Hive on its 6-hex swamp water base ("Marro Hive Rules")', () => {
  it('a pre-set army puts it in its zone on its base: the map gets the swamp water and the Hive piece', () => {
    const s = start(config(field(), [hiveCard], [soldier]));
    const board = boardOf(s);
    const spaces = hiveSpaces(s);
    expect(spaces).toHaveLength(6);
    expect(figure(s, 'a1').ownBase).toBe(true);
    for (const sp of spaces) {
      expect(board.startZoneOf[sp]).toBe('#c00000');
      expect(board.spFlags[sp]! & SF.HIVE).toBeTruthy();
      expect(terrainOf(board, sp)).toBe('swamp-water');
    }
    expect(s.map.obstacles.filter((o) => o.kind === 'hive')).toHaveLength(1);
  });

  it("placed with its army, it goes with its base when destroyed (the scenario's base stays: hive.test.ts)", () => {
    const s = start(config(field(), [hiveCard], [soldier, card({ name: 'Blue Reserve' })]));
    const spaces = hiveSpaces(s);
    // The soldier is beside the Hive's south row; the Hive has one wound left.
    figure(s, 'a1').wounds = 5;
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1], [1, 20]);
    choose(s, 'done', 'choose-mover');
    const target = open(s).options.find((o) => o.id === 'b1>a1');
    expect(target).toBeDefined();
    game.forceChance(s, [FACE.skull, FACE.skull, FACE.skull, FACE.blank, FACE.blank, FACE.blank]);
    const events = choose(s, 'b1>a1', 'choose-attack');
    expect(ofType(events, 'Destroyed')[0]?.data).toMatchObject({ figure: 'a1' });
    const board = boardOf(s);
    expect(s.map.obstacles).toEqual([]);
    for (const sp of spaces) {
      expect(terrainOf(board, sp)).toBe('grass');
      expect(board.spHeadroom[sp]).toBe(Infinity);
    }
  });

  it("only six free land spaces of the zone at one level, in the base's shape: water, a rise, an empty hex, an occupied space or a space outside the zone are refused", () => {
    const s = start(config(field(), [card({ name: 'Red Scout' })], [soldier]));
    const board = boardOf(s);
    const at = (q: number, r: number, level = 1) => board.spaceAt(q, r, level);
    const zone = new Set(RED_ROWS.map(([q, r]) => at(q, r)));
    const good = [at(1, 0), at(2, 0), at(3, 0), at(0, 1), at(1, 1), at(2, 1)];
    expect(hiveBaseProblem(board, good, zone, new Set())).toBeNull();
    expect(hiveBaseProblem(board, good, zone, new Set([at(2, 1)]))).toMatch(/is occupied/);
    expect(hiveBaseProblem(board, good, new Set([...zone].filter((x) => x !== at(3, 0))), new Set())).toMatch(/not in the army's starting zone/);
    expect(hiveBaseProblem(board, [at(0, 0), at(1, 0), at(2, 0), at(3, 0), at(0, 1), at(1, 1)], zone, new Set())).toMatch(/not in the shape/);
    expect(hiveBaseProblem(board, good.slice(1), zone, new Set())).toMatch(/6 different spaces/);

    const water = start(config(field(['1 1~ 1 1 1 1', '1 1 1 1 1 1', '1 1 1 1 1 1', '1 1 1 1 1 1']), [card({ name: 'Red Scout' })], [soldier]));
    const wb = boardOf(water);
    const wet = [wb.spaceAt(1, 0, 1), wb.spaceAt(2, 0, 1), wb.spaceAt(3, 0, 1), wb.spaceAt(0, 1, 1), wb.spaceAt(1, 1, 1), wb.spaceAt(2, 1, 1)];
    expect(hiveBaseProblem(wb, wet, new Set(wet), new Set())).toMatch(/water, not a land tile/);

    const rise = start(config(field(['1 2 1 1 1 1', '1 1 1 1 1 1', '1 1 1 1 1 1', '1 1 1 1 1 1']), [card({ name: 'Red Scout' })], [soldier]));
    const rb = boardOf(rise);
    const uneven = [rb.spaceAt(1, 0, 2), rb.spaceAt(2, 0, 1), rb.spaceAt(3, 0, 1), rb.spaceAt(0, 1, 1), rb.spaceAt(1, 1, 1), rb.spaceAt(2, 1, 1)];
    expect(hiveBaseProblem(rb, uneven, new Set(uneven), new Set())).toMatch(/no overhang/);
  });

  it('an empty hex in the zone is never under the base; with no room left the set-up says so and places nothing', () => {
    // (1, 0) and (2, 1) empty: no two-rows-of-three fits in the remaining zone.
    const holes = field(
      ['1 . 1 1 1 1', '1 1 . 1 1 1', '1 1 1 1 1 1', '1 1 1 1 1 1'],
      RED_ROWS.filter(([q, r]) => !(q === 1 && r === 0) && !(q === 2 && r === 1)),
    );
    const s = start(config(holes, [card({ name: 'Red Scout' })], [soldier]));
    const board = boardOf(s);
    const zone = [];
    for (let sp = 0; sp < board.nSpaces; sp++) if (board.startZoneOf[sp] === '#c00000') zone.push(sp);
    expect(zone).toHaveLength(6);
    expect(hiveBasePlaces(board, zone, new Set())).toEqual([]);
    const refused = game.setup(config(holes, [hiveCard], [soldier]), 1);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toMatch(/no room in starting zone #c00000 for the Marro Hive's base/);
    // Control: the full zone has room, once (two rows of four: (1..3, 0) and (0..2, 1)).
    const full = boardOf(start(config(field(), [card({ name: 'Red Scout' })], [soldier])));
    const fullZone = RED_ROWS.map(([q, r]) => full.spaceAt(q, r, 1));
    expect(hiveBasePlaces(full, fullZone, new Set()).map((p) => p.map((sp) => full.hexOf(sp)))).toEqual([
      [
        { q: 1, r: 0 },
        { q: 2, r: 0 },
        { q: 3, r: 0 },
        { q: 0, r: 1 },
        { q: 1, r: 1 },
        { q: 2, r: 1 },
      ],
    ]);
  });

  it('placed by its player (premade armies): placed first, anywhere its base fits; the map gets the base then', () => {
    const s = start({ ...config(field(), [card({ name: 'Red Scout' }), hiveCard], [soldier]), placement: 'players' });
    expect(s.map.obstacles).toEqual([]);
    // Whoever won the placement roll: Blue's soldier goes where it is offered first.
    if (open(s).player === 1) choose(s, open(s).options[0]!.id);
    const q = open(s);
    expect(q.kind).toBe('deploy-figure');
    expect(q.prompt).toMatch(/swamp water base/);
    const ids = q.options.map((o) => o.id);
    expect(ids).toHaveLength(1);
    expect(ids.every((id) => id.startsWith('hive:'))).toBe(true);
    choose(s, ids[0]!);
    expect(s.map.obstacles.filter((o) => o.kind === 'hive')).toHaveLength(1);
    expect(figure(s, 'a2').ownBase).toBe(true);
    // The scout is offered only the two zone spaces left.
    const left = open(s);
    expect(left.kind).toBe('deploy-figure');
    expect(left.options).toHaveLength(2);
  });

  it('drafted ("Drafting an Army": placed at once): offered only while its base fits in the zone, then placed by its player', () => {
    const drafting = (red: [number, number][]) => {
      const r = game.setup({ ...config(field(undefined, red), [], []), pointLimit: 400, draft: { pool: [hiveCard, soldier] } }, 1, { chance: [20, 1] });
      if (!r.ok) throw new Error(r.error.message);
      return r.value.state;
    };
    const s = drafting(RED_ROWS);
    const pick = open(s);
    expect(pick).toMatchObject({ kind: 'draft-pick', player: 0 });
    expect(pick.options.map((o) => o.id)).toContain('pool:0');
    choose(s, 'pool:0', 'draft-pick');
    const q = open(s);
    expect(q.kind).toBe('deploy-figure');
    expect(q.options.every((o) => o.id.startsWith('hive:'))).toBe(true);
    choose(s, q.options[0]!.id);
    expect(hiveSpaces(s)).toHaveLength(6);
    expect(figure(s, 'a1').ownBase).toBe(true);

    // Control: a zone of one row of four hexes has no room for the base, so the Hive is not offered.
    const narrow = drafting(RED_ROWS.filter(([, r]) => r === 0));
    expect(open(narrow).options.map((o) => o.id)).not.toContain('pool:0');
    expect(open(narrow).options.map((o) => o.id)).toContain('pool:1');
  });
});
