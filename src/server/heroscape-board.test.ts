import { describe, expect, it } from 'vitest';
import { addGlyph } from '../games/heroscape/build.js';
import { game } from '../games/heroscape/battle/game.js';
import { testArmiesConfig } from '../games/heroscape/module.js';
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
});
