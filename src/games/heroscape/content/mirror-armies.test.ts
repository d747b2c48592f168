import { describe, expect, it } from 'vitest';
import { game } from '../battle/game.js';
import { heroscapeModule } from '../module.js';
import { MIRROR_ARMIES_ID, mirrorArmiesConfig } from './mirror-armies.js';

/** Half a turn about the 10 × 10 field's centre, in axial coordinates. */
const turn = (h: { q: number; r: number }) => ({ q: 9 - h.q, r: 9 - h.r });

describe('the mirror-armies set-up (equal armies on a point-symmetric field)', () => {
  it('is a preset that loads and starts a battle', () => {
    const preset = heroscapeModule.presets?.[MIRROR_ARMIES_ID];
    expect(preset, 'preset mirror-armies').toBeDefined();
    const config = preset!();
    const r = game.setup(config, 1);
    if (!r.ok) throw new Error(r.error.message);
    expect(game.pending(r.value.state, { labels: false }).terminal).toBe(false);
  });

  it('fields the same cards at the same points on both sides', () => {
    const [red, blue] = mirrorArmiesConfig().armies;
    expect(red!.cards.map((c) => c.name)).toEqual(blue!.cards.map((c) => c.name));
    const points = (a: typeof red) => a!.cards.reduce((n, c) => n + c.points, 0);
    expect(points(red)).toBe(320);
    expect(points(blue)).toBe(points(red));
    expect(red!.zone).not.toBe(blue!.zone);
  });

  it('turning the field half a turn gives back every column and swaps the starting zones', () => {
    const { map, armies } = mirrorArmiesConfig();
    const key = (q: number, r: number) => `${q},${r}`;
    const columns = new Map(map.columns.map((c) => [key(c.q, c.r), c.cells.map((x) => `${x.z}:${x.terrain}`).join(' ')]));
    expect(columns.size).toBe(100);
    for (const c of map.columns) {
      const t = turn(c);
      expect(columns.get(key(t.q, t.r)), `column ${key(c.q, c.r)} against ${key(t.q, t.r)}`).toBe(columns.get(key(c.q, c.r)));
    }
    const zone = (colour: string) =>
      map.startZones
        .find((z) => z.colour === colour)!
        .hexes.map((h) => key(h.q, h.r))
        .sort();
    const turned = (colour: string) =>
      map.startZones
        .find((z) => z.colour === colour)!
        .hexes.map((h) => turn(h))
        .map((h) => key(h.q, h.r))
        .sort();
    expect(turned(armies[0]!.zone)).toEqual(zone(armies[1]!.zone));
  });
});
