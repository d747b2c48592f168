// DDM measuring (issue 22, "DDM board"): range counted as the rules count squares, line of sight
// stopped by a wall, cover from a creature in between, and refusals naming what is wrong.
import { describe, expect, it } from 'vitest';
import { battle, openMap } from '../games/ddm/testkit.js';
import { ddmModule } from '../games/ddm/module.js';
import { useTestServer } from './fixtures/duel-server.js';
import { measureDdm } from './measure.js';

describe('measureDdm', () => {
  it('counts range in squares (a diagonal step counts as one square)', () => {
    const s = battle(
      ['Dwarf Battlemaster'],
      ['Gnoll Marauder'],
      [
        [1, 1],
        [4, 5],
      ],
    );
    const m = measureDdm(s, 0, { creature: 1 });
    expect(m).toMatchObject({
      ok: true,
      value: { from: 'Dwarf Battlemaster', to: 'Gnoll Marauder', range: 4, lineOfSight: true, lineOfEffect: true, rangedCover: false },
    });
    expect(measureDdm(s, 0, { x: 1, y: 9 })).toMatchObject({ ok: true, value: { range: 8, lineOfSight: true, meleeCover: null } });
  });

  it('a wall square between them blocks line of sight and line of effect', () => {
    const walls: [number, number][] = [
      [3, 0],
      [3, 1],
      [3, 2],
    ];
    const s = battle(
      ['Dwarf Battlemaster'],
      ['Gnoll Marauder'],
      [
        [1, 1],
        [5, 1],
      ],
      openMap(12, 12, walls),
    );
    expect(measureDdm(s, 0, { creature: 1 })).toMatchObject({ ok: true, value: { range: 4, lineOfSight: false, lineOfEffect: false } });
    expect(measureDdm(s, 0, { x: 1, y: 5 })).toMatchObject({ ok: true, value: { lineOfSight: true } });
  });

  it('a creature in between gives the target cover against a ranged attack', () => {
    const s = battle(
      ['Drow Archer'],
      ['Gnoll Marauder', 'Dire Wolf'],
      [
        [1, 1],
        [1, 6],
        [1, 4],
      ],
    );
    expect(measureDdm(s, 0, { creature: 1 })).toMatchObject({ ok: true, value: { range: 5, lineOfSight: true, rangedCover: true } });
  });

  it('refuses a creature off the map, itself, and a square off the map', () => {
    const s = battle(['Dwarf Battlemaster'], ['Gnoll Marauder'], [[1, 1]]);
    expect(measureDdm(s, 1, { x: 0, y: 0 })).toEqual({ ok: false, error: 'creature 1 is not on the map' });
    expect(measureDdm(s, 0, { creature: 0 }).ok).toBe(false);
    expect(measureDdm(s, 0, { x: 12, y: 0 })).toEqual({ ok: false, error: 'square (12,0) is off the 12×12 map' });
  });
});

// Measuring in the replay viewer: on any position of a finished game, the same numbers as the
// engine's own geometry gives on that position; refused while the game is played, off its length,
// and without both ends.
describe('measuring on a replay position', () => {
  const t = useTestServer('replay-measure', () => ({ modules: [ddmModule] }));
  it('measures after n choices as measureDdm does on that position', async () => {
    const made = await t.server.tables.create({ game: 'ddm', preset: 'starter', seed: 4, seats: [{ kind: 'human' }, { kind: 'human' }] });
    if (!made.ok) throw new Error(made.error.message);
    const table = (await t.server.tables.get(made.id))!;
    const game = table.game;
    type C = { id: number; pos: unknown; owner: number };
    const onMap = (s: typeof table.state): C[] => (game.observe(s, null).view as unknown as { creatures: C[] }).creatures.filter((c) => c.pos);
    // Play on (the last option each time) until both sides have creatures on the map, and a few choices more.
    let placedAt = -1;
    for (let n = 0; n < 300 && (placedAt < 0 || n < placedAt + 6); n++) {
      const p = game.pending(table.state);
      if (p.terminal) break;
      expect(await table.submit([p.player], p.rqid, p.options[p.options.length - 1]!.id)).toEqual({ ok: true });
      const cs = onMap(table.state);
      if (placedAt < 0 && cs.some((c) => c.owner === 0) && cs.some((c) => c.owner === 1)) placedAt = n + 1;
    }
    expect(placedAt).toBeGreaterThan(0);
    const ask = (n: number | string, q: string): Promise<Response> => fetch(`${t.url}/api/tables/${made.id}/replay/${n}/measure?${q}`);
    expect((await ask(placedAt, 'from=0&to=1')).status).toBe(409); // still being played
    await t.store.finish(made.id, 'finished', [1, -1], 'test over');
    // Rebuild the position after `placedAt` choices to know what the engine measures there.
    const choices = await t.store.choices(made.id);
    const s = game.setup(ddmModule.presets['starter']!(), 4);
    if (!s.ok) throw new Error(s.error.message);
    for (const c of choices.slice(0, placedAt)) expect(game.apply(s.value.state, c.rqid, c.option).ok).toBe(true);
    const cs = onMap(s.value.state);
    const a = cs.find((c) => c.owner === 0)!;
    const b = cs.find((c) => c.owner === 1)!;
    const expected = measureDdm(s.value.state, a.id, { creature: b.id });
    if (!expected.ok) throw new Error(expected.error);
    const r = await ask(placedAt, `from=${a.id}&to=${b.id}`);
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual(expected.value);
    const sq = measureDdm(s.value.state, a.id, { x: 0, y: 0 });
    expect(await (await ask(placedAt, `from=${a.id}&x=0&y=0`)).json()).toEqual(sq.ok ? sq.value : null);
    // At position 0 nobody stands on the map yet; off the game's length; no second end.
    expect(((await (await ask(0, `from=${a.id}&to=${b.id}`)).json()) as { error: { message: string } }).error.message).toMatch(/not on the map/);
    expect((await ask(choices.length + 1, `from=${a.id}&to=${b.id}`)).status).toBe(400);
    expect((await ask(placedAt, `from=${a.id}`)).status).toBe(400);
  });
});
