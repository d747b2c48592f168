/**
 * DDM range and line-of-sight measuring for the board (issue 22, "DDM board"): from a creature to a
 * square or another creature, on the table's current position, with the game's own geometry
 * (src/games/ddm/geo.ts, geometry/, and the cover test of rules/tactics.ts) — the numbers the engine
 * itself would use, never a second copy in the browser. Creature positions and the map are public
 * in DDM, so anyone at the table (a spectator too) may measure.
 *   GET /api/tables/:id/measure?from=<creature>&to=<creature>   or   …&x=<col>&y=<row>
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

/** Range, sight, effect and cover from creature `from` to a creature or a square, on this position. */
export function measureDdm(state: GameState, from: number, to: { creature: number } | { x: number; y: number }): Result<Measure, string> {
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

export function attachMeasure(app: Express, peek: (id: string) => LiveTable | undefined): void {
  app.get('/api/tables/:id/measure', (req: Request, res: Response) => {
    const bad = (status: number, code: string, message: string): void => void res.status(status).json({ error: { code, message } });
    const t = peek(String(req.params.id));
    if (!t) return bad(404, 'no-table', 'That table is not open on this server; open the table first.');
    if (t.module.game.id !== 'ddm') return bad(400, 'no-measure', 'Measuring is for DDM tables.');
    const q = querySchema.safeParse(req.query);
    const to = q.success
      ? q.data.to !== undefined
        ? { creature: q.data.to }
        : q.data.x !== undefined && q.data.y !== undefined
          ? { x: q.data.x, y: q.data.y }
          : null
      : null;
    if (!q.success || !to) return bad(400, 'bad-request', 'Give from=<creature> and to=<creature> or x=<column>&y=<row>.');
    const m = measureDdm(t.state, q.data.from, to);
    if (!m.ok) return bad(400, 'bad-request', `Cannot measure: ${m.error}.`);
    res.json(m.value);
  });
}
