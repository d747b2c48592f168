/**
 * The Heroscape battlefield of a live table, for the web table's 3D board (issue 17, "The web table"):
 * the stacked terrain of each hex column, the obstacles, the glyphs with the side that is up, the
 * treasure glyphs (lying, or carried by a figure), the Fortress Doors with their wound markers, and
 * the starting zones. The battle engine's `observe` names the map but does not carry it, and the page
 * has no engine code, so the board asks here once per table. The terrain and pieces sent are the map
 * as the battle was set up; what the battle changed since (a tile placed, a Hive's piece and base
 * gone) is in the view's `changed` (battle/map-changes.ts), which the board lays over them.
 * Everything on the battlefield is open to every player ("Set Up Your Battlefield"), except what a
 * glyph does while its symbol side is up ("Glyphs": turned power-side up when a figure stops on it),
 * so such a glyph is sent without its letter or name.
 *   GET /api/tables/:id/battlefield
 *   GET /api/tables/:id/replay/:n/battlefield   (a finished game's battlefield after n choices, for the
 *   replay viewer: computed in the replay worker like its frames; glyphs turned as they were then)
 * Rulebook: heroscape-master-game-guide — "Set Up Your Battlefield", "Glyphs (setup)", "Treasure Glyphs",
 * "The Fortress Door" ("Destroying the Door": wound markers on the Door Card, 10 life), the terrain sections.
 */
import type { Express, Request, Response } from 'express';
import type { GameState } from '../core/index.js';
import { DOOR_CARD } from '../games/heroscape/battle/door-attack.js';
import { boardOf, whereIs, type HsState } from '../games/heroscape/battle/state.js';
import { TREASURES } from '../games/heroscape/battle/treasure-list.js';
import type { LiveTable } from './table.js';

/** The battlefield on a finished game's positions (ReplayCache.battlefield, in the replay worker). */
export interface ReplayBattlefield {
  battlefield(
    id: string,
    n: number,
  ): Promise<{ ok: true; battlefield: BattlefieldView } | { ok: false; status: number; error: { readonly code: string; readonly message: string } }>;
}

export interface BattlefieldView {
  readonly name: string;
  /** Each hex column's terrain cells, lowest first: land fills [z, z+1), water-like tiles lie at z. */
  readonly columns: readonly { readonly q: number; readonly r: number; readonly cells: readonly { readonly z: number; readonly terrain: string }[] }[];
  readonly obstacles: readonly {
    readonly kind: string;
    readonly hexes: readonly { readonly q: number; readonly r: number; readonly base: number; readonly height: number }[];
  }[];
  /** Glyphs on their space; `letter` and `name` only while the power side is up. */
  readonly glyphs: readonly {
    readonly q: number;
    readonly r: number;
    readonly level: number;
    readonly side: string;
    readonly letter?: string;
    readonly name?: string;
  }[];
  /**
   * The Treasure Glyphs: lying on a space (`at`; `id` and `name` only while the power side is up), or
   * carried by the figure `carrier` (then power side up, named, and `at` is null).
   */
  readonly treasures: readonly {
    readonly at: { readonly q: number; readonly r: number; readonly level: number } | null;
    readonly side: string;
    readonly carrier: string | null;
    readonly id?: string;
    readonly name?: string;
  }[];
  /**
   * The Fortress Doors: Doorway Space #1 (where the closed Door stands, `at`), the Door's height in
   * levels, whether it is closed, open or destroyed, its wound markers against its Life, the player
   * controlling its Door Card (null: none yet) and the bar.
   */
  readonly doors: readonly {
    readonly at: { readonly q: number; readonly r: number; readonly level: number };
    readonly height: number;
    readonly state: string;
    readonly wounds: number;
    readonly life: number;
    readonly controller: number | null;
    readonly barred: boolean;
  }[];
  readonly startZones: readonly { readonly name: string; readonly colour: string; readonly hexes: readonly { readonly q: number; readonly r: number }[] }[];
  /** Each player's starting-zone colour (the army's colour on the battlefield), by seat. */
  readonly sides: readonly string[];
}

/** The battlefield as the board draws it, on this position (glyph sides change as figures stop on them). */
export function battlefieldOf(state: GameState): BattlefieldView {
  const s = state as HsState;
  const board = boardOf(s);
  const setUp = s.setUpMap ?? s.map;
  return {
    name: s.map.name,
    columns: setUp.columns.map((c) => ({ q: c.q, r: c.r, cells: c.cells.map((x) => ({ z: x.z, terrain: x.terrain })) })),
    obstacles: setUp.obstacles.map((o) => ({ kind: o.kind, hexes: o.hexes.map((h) => ({ q: h.q, r: h.r, base: h.base, height: h.height })) })),
    glyphs: s.glyphs.map((g) => {
      const at = whereIs(board, g.space);
      const shown = g.side === 'power' ? { letter: g.letter, name: board.spGlyph[g.space]?.name ?? g.letter } : {};
      return { q: at.q, r: at.r, level: at.level, side: g.side, ...shown };
    }),
    // A treasure's identity is hidden while its symbol side is up, as a glyph's is ("Treasure Glyphs").
    treasures: (s.treasures ?? []).map((t) => {
      const shown = t.side === 'power' ? { id: t.id, name: TREASURES[t.id]?.name ?? t.id } : {};
      return { at: t.carrier === null && t.space >= 0 ? whereIs(board, t.space) : null, side: t.side, carrier: t.carrier, ...shown };
    }),
    doors: s.map.doors.map((d, i) => {
      const card = s.doorCards?.[i];
      const first = d.spaces[0]!;
      return {
        at: { q: first.q, r: first.r, level: first.z },
        height: d.height,
        state: d.state,
        wounds: card?.wounds ?? 0,
        life: DOOR_CARD.life,
        controller: card?.controller ?? null,
        barred: card?.barred ?? false,
      };
    }),
    startZones: s.map.startZones.map((z) => ({ name: z.name, colour: z.colour, hexes: z.hexes.map((h) => ({ q: h.q, r: h.r })) })),
    sides: [...s.zones],
  };
}

export function attachHeroscapeBoard(app: Express, peek: (id: string) => LiveTable | undefined, replays: ReplayBattlefield): void {
  app.get('/api/tables/:id/battlefield', (req: Request, res: Response) => {
    const bad = (status: number, code: string, message: string): void => void res.status(status).json({ error: { code, message } });
    const t = peek(String(req.params.id));
    if (!t) return bad(404, 'no-table', 'That table is not open on this server; open the table first.');
    if (t.module.game.id !== 'heroscape') return bad(400, 'no-battlefield', 'The battlefield is for Heroscape tables.');
    res.json(battlefieldOf(t.state));
  });
  // Only finished games are replayed (replay.ts): their whole battlefield is public by then.
  app.get('/api/tables/:id/replay/:n/battlefield', async (req: Request, res: Response) => {
    const n = Number(req.params.n);
    if (!Number.isInteger(n) || n < 0)
      return void res.status(400).json({ error: { code: 'bad-request', message: `Position "${String(req.params.n)}" is not a number of choices.` } });
    const r = await replays.battlefield(String(req.params.id), n);
    if (!r.ok) return void res.status(r.status).json({ error: r.error });
    res.json(r.battlefield);
  });
}
