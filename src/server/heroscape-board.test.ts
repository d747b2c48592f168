import { describe, expect, it } from 'vitest';
import { addGlyph } from '../games/heroscape/build.js';
import { game } from '../games/heroscape/battle/game.js';
import { testArmiesConfig } from '../games/heroscape/module.js';
import { fortress } from '../games/heroscape/door-fixture.js';
import { FACE } from '../games/heroscape/battle/dice.js';
import { observeBattle } from '../games/heroscape/battle/observe.js';
import { placeThinTile, type HsState } from '../games/heroscape/battle/state.js';
import { withChanges, type HsChanges } from '../web/views/heroscape-board.js';
import { BLUE, card, choose, config, placeMarkers, RED, start } from '../games/heroscape/battle/testkit.js';
import { battlefieldOf } from './heroscape-board.js';

/** The test armies on the test field with one glyph on hex (4, 5), its given side up. */
function battle(glyphSide: 'power' | 'symbol') {
  const config = testArmiesConfig();
  addGlyph(config.map, 4, 5, 1, 'A');
  const started = game.setup({ ...config, glyphSide }, 1);
  if (!started.ok) throw new Error(started.error.message);
  return { config, state: started.value.state };
}

describe('the Heroscape battlefield sent to the web board', () => {
  it('carries every hex column with its stacked terrain cells, and the starting zones', () => {
    const { config, state } = battle('power');
    const view = battlefieldOf(state);
    expect(view.name).toBe(config.map.name);
    expect(view.columns).toHaveLength(config.map.columns.length);
    const hill = config.map.columns.find((c) => c.cells.length === 3)!;
    expect(view.columns.find((c) => c.q === hill.q && c.r === hill.r)?.cells).toEqual(hill.cells.map((c) => ({ z: c.z, terrain: c.terrain })));
    expect(view.startZones.map((z) => z.hexes.length)).toEqual([20, 20]);
    expect(view.sides).toEqual(config.armies.map((a) => a.zone));
  });

  it("names a power-side glyph, and hides what a symbol-side glyph is ('Glyphs': its power is unknown until a figure stops on it)", () => {
    const shown = battlefieldOf(battle('power').state).glyphs;
    expect(shown).toEqual([{ q: 4, r: 5, level: 1, side: 'power', letter: 'A', name: 'glyph A' }]);
    const hidden = battlefieldOf(battle('symbol').state).glyphs;
    expect(hidden).toEqual([{ q: 4, r: 5, level: 1, side: 'symbol' }]);
  });

  it("sends the terrain as set up: a tile placed during the battle is the view's `changed`, laid over it by the board", () => {
    const { state } = battle('power');
    const before = battlefieldOf(state).columns;
    const col = state.map.columns[0]!;
    const top = col.cells[col.cells.length - 1]!;
    placeThinTile(state, col.q, col.r, top.z + 1, 'shadow');
    expect(battlefieldOf(state).columns).toEqual(before);
    const changed = (observeBattle(state, 0) as unknown as { changed: HsChanges }).changed;
    expect(changed.columns).toEqual([
      { q: col.q, r: col.r, cells: [...col.cells.map((c) => ({ z: c.z, terrain: c.terrain })), { z: top.z + 1, terrain: 'shadow' }] },
    ]);
    const drawn = withChanges(battlefieldOf(state), changed).columns.find((c) => c.q === col.q && c.r === col.r);
    expect(drawn?.cells.at(-1)).toEqual({ z: top.z + 1, terrain: 'shadow' });
  });
});

/**
 * The fortress test field (door-fixture.ts: the Door on Doorway Space #1 at (2, 2), a wall along r = 2)
 * with Red's Knight on (2, 1) next to the Door, Blue inside on row 4, a Heroic Rune treasure glyph
 * at (3, 1) with `treasureSide` up.
 */
function fortressBattle(treasureSide: 'power' | 'symbol'): HsState {
  const m = fortress('closed');
  m.startZones.push(
    { name: 'Red', colour: RED, hexes: [{ q: 2, r: 1, z: 1 }] },
    { name: 'Blue', colour: BLUE, hexes: [0, 1, 2, 3, 4].map((q) => ({ q, r: 4, z: 1 })) },
  );
  m.glyphs.push({ q: 3, r: 1, z: 1, letter: '?', name: 'Heroic Rune', treasure: true, piece: -1 });
  return start({ ...config(m, [card({ name: 'Knight', attack: 3 })], [card({ name: 'Blue' })]), treasureSide });
}

describe('treasure glyphs and the Fortress Door on the battlefield sent to the web board', () => {
  it("a treasure glyph lying symbol side up is shown without its name ('Treasure Glyphs'); power side up, named; carried, on its carrier", () => {
    expect(battlefieldOf(fortressBattle('symbol')).treasures).toEqual([{ at: { q: 3, r: 1, level: 1 }, side: 'symbol', carrier: null }]);
    const s = fortressBattle('power');
    expect(battlefieldOf(s).treasures).toEqual([{ at: { q: 3, r: 1, level: 1 }, side: 'power', carrier: null, id: 'heroic-rune', name: 'Heroic Rune' }]);
    // Taken by a1 (as treasure-glyphs.ts leaves it): off the battlefield, on the figure.
    Object.assign(s.treasures![0]!, { carrier: 'a1', space: -1, side: 'power' });
    expect(battlefieldOf(s).treasures).toEqual([{ at: null, side: 'power', carrier: 'a1', id: 'heroic-rune', name: 'Heroic Rune' }]);
  });

  it("the Door on Doorway Space #1 with its height, state and wound markers against its Life of 10 ('Destroying the Door'), after an attack on it through the engine", () => {
    const s = fortressBattle('symbol');
    expect(battlefieldOf(s).doors).toEqual([
      { at: { q: 2, r: 2, level: 1 }, height: 10, state: 'closed', wounds: 0, life: 10, controller: null, barred: false },
    ]);
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    choose(s, 'done');
    // 3 skulls against 4 blank defense dice and 2 automatic shields: 1 wound marker.
    game.forceChance(s, [FACE.skull, FACE.skull, FACE.skull, FACE.blank, FACE.blank, FACE.blank, FACE.blank]);
    choose(s, 'a1@door0');
    expect(battlefieldOf(s).doors[0]).toMatchObject({ state: 'closed', wounds: 1, life: 10 });
  });
});
