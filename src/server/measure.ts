/**
 * DDM range and line-of-sight measuring for the board (issue 22, "DDM board"): from a creature to a
 * square or another creature, on the table's current position (or, in the replay viewer, on any
 * position of a finished game: the replay worker measures there with the same function), with the game's own geometry
 * (src/games/ddm/geo.ts, geometry/, and the cover test of rules/tactics.ts) — the numbers the engine
 * itself would use, never a second copy in the browser. Creature positions and the map are public
 * in DDM, so anyone at the table (a spectator too) may measure.
 *   GET /api/tables/:id/measure?from=<creature>&to=<creature>   or   …&x=<col>&y=<row>
 *   GET /api/tables/:id/replay/:n/measure?…   (the same, after n choices of a finished game)
 * Rulebook: ddm-battle-rules-2011 — "Counting Squares" (range), "Line of Sight", "Line of Effect", "Cover".
 */
import type { Express, Request, Response } from 'express';
import { z } from 'zod';
import { err, ok, type Result } from '../core/index.js';
import { attackSchema, type Attack } from '../games/ddm/cards/schema.js';
import { dist, geo, reaches, sees, spaceOf } from '../games/ddm/geo.js';
import { distanceToSquare, lineOfEffect, lineOfSight } from '../games/ddm/geometry/index.js';
import { onMap } from '../games/ddm/rules/common.js';
import { coverAgainst } from '../games/ddm/rules/tactics.js';
import type { DdmState } from '../games/ddm/state.js';
import type { GameState } from '../core/index.js';
import type { LiveTable } from './table.js';

export interface Measure {
  readonly from: string;
  readonly to: string;
  /** Squares counted as the rules count range. */
  readonly range: number;
  readonly lineOfSight: boolean;
  readonly lineOfEffect: boolean;
  /** Cover the target would have against a ranged attack (creature targets only), and against a melee attack when adjacent. */
  readonly rangedCover: boolean | null;
  readonly meleeCover: boolean | null;
}

const num = z.coerce.number().int().min(0).max(999);
const querySchema = z.object({ from: num, to: num.optional(), x: num.optional(), y: num.optional() }).strict();

// Attacks that exist only to ask the engine's cover test which cover a target has against each kind.
const probe = (range: Attack['range']): Attack => attackSchema.parse({ name: 'measure', range, bonus: 0, vs: 'AC' });

/** What to measure: from a creature to a creature or a square. */
export interface MeasureQuery {
  readonly from: number;
  readonly to: { readonly creature: number } | { readonly x: number; readonly y: number };
}

/** The measuring tool of `game` on `state` (DDM only). */
export function measureIn(game: string, state: GameState, q: MeasureQuery): Result<Measure, string> {
  return game === 'ddm' ? measureDdm(state, q.from, q.to) : err(`measuring is for DDM tables, not ${game}`);
}

/** The query string's `from` and `to` or `x`,`y`, or null when it does not say both ends. */
function parseQuery(query: unknown): MeasureQuery | null {
  const q = querySchema.safeParse(query);
  if (!q.success) return null;
  if (q.data.to !== undefined) return { from: q.data.from, to: { creature: q.data.to } };
  if (q.data.x !== undefined && q.data.y !== undefined) return { from: q.data.from, to: { x: q.data.x, y: q.data.y } };
  return null;
}

/** Range, sight, effect and cover from creature `from` to a creature or a square, on this position. */
export function measureDdm(state: GameState, from: number, to: MeasureQuery['to']): Result<Measure, string> {
  const s = state as DdmState;
  const c = s.creatures.find((x) => x.id === from);
  if (!c || !onMap(c)) return err(`creature ${from} is not on the map`);
  const g = geo(s);
  if ('creature' in to) {
    const t = s.creatures.find((x) => x.id === to.creature);
    if (!t || !onMap(t)) return err(`creature ${to.creature} is not on the map`);
    if (t.id === c.id) return err('measure from a creature to another creature or a square');
    const range = dist(g, c, t);
    return ok({
      from: c.label,
      to: t.label,
      range,
      lineOfSight: sees(g, c, t),
      lineOfEffect: reaches(g, c, t),
      rangedCover: coverAgainst(g, c, t, probe({ kind: 'ranged', range: 99 }), null),
      meleeCover: range <= 1 ? coverAgainst(g, c, t, probe({ kind: 'melee' }), null) : null,
    });
  }
  if (to.x >= s.map.width || to.y >= s.map.height) return err(`square (${to.x},${to.y}) is off the ${s.map.width}×${s.map.height} map`);
  const sq = { x: to.x, y: to.y, side: 1 };
  return ok({
    from: c.label,
    to: `(${to.x},${to.y})`,
    range: distanceToSquare(g.board, spaceOf(c), sq),
    lineOfSight: lineOfSight(g.board, spaceOf(c), sq),
    lineOfEffect: lineOfEffect(g.board, spaceOf(c), sq),
    rangedCover: null,
    meleeCover: null,
  });
}

const ASK = 'Give from=<creature> and to=<creature> or x=<column>&y=<row>.';

/** Measuring on a finished game's positions (ReplayCache.measure, in the replay worker). */
export interface ReplayMeasure {
  measure(
    id: string,
    n: number,
    q: MeasureQuery,
  ): Promise<{ ok: true; measure: Measure } | { ok: false; status: number; error: { readonly code: string; readonly message: string } }>;
}

export function attachMeasure(app: Express, peek: (id: string) => LiveTable | undefined, replays: ReplayMeasure): void {
  const bad = (res: Response, status: number, code: string, message: string): void => void res.status(status).json({ error: { code, message } });
  app.get('/api/tables/:id/measure', (req: Request, res: Response) => {
    const t = peek(String(req.params.id));
    if (!t) return bad(res, 404, 'no-table', 'That table is not open on this server; open the table first.');
    if (t.module.game.id !== 'ddm') return bad(res, 400, 'no-measure', 'Measuring is for DDM tables.');
    const q = parseQuery(req.query);
    if (!q) return bad(res, 400, 'bad-request', ASK);
    const m = measureDdm(t.state, q.from, q.to);
    if (!m.ok) return bad(res, 400, 'bad-request', `Cannot measure: ${m.error}.`);
    res.json(m.value);
  });
  // A finished game's positions are public in the replay viewer, so measuring on them is too.
  app.get('/api/tables/:id/replay/:n/measure', async (req: Request, res: Response) => {
    const q = parseQuery(req.query);
    if (!q) return bad(res, 400, 'bad-request', ASK);
    const n = Number(req.params.n);
    if (!Number.isInteger(n) || n < 0) return bad(res, 400, 'bad-request', `Position "${String(req.params.n)}" is not a number of choices.`);
    const r = await replays.measure(String(req.params.id), n, q);
    if (!r.ok) return bad(res, r.status, r.error.code, r.error.message);
    res.json(r.measure);
  });
}
