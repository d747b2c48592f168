// The movement exceptions a creature's powers grant, as parameters of the movement geometry
// (ddm-battle-rules-2011, "Legal Position" (Enemy), "Difficult Terrain" (Other Powers); the powers
// answer the `movement` query: abilities/continuous/move-through-enemies.ts, terrain-walk.ts,
// occupy-statue.ts; "STATUE"). The
// geometry stays card-free: it is told which enemies it may pass and which terrain costs nothing extra.
import { powerAnswers } from '../abilities/queries.js';
import { SPACE } from '../cards/schema.js';
import { NO_MOVE_POWERS, type DdmCtx, type MovePowers } from '../ctx.js';
import type { MoveOptions } from '../geometry/index.js';
import type { Geo } from '../geo.js';
import type { CreatureState } from '../state.js';
import { cardOf, enemies, onMap } from './common.js';

export interface MoveExceptions {
  /** The geometry's options for them (empty when the creature has none). */
  readonly opts: Pick<MoveOptions, 'through' | 'ignoreDifficult' | 'statueLegal'>;
  /** Memo-key part for movement searches ('' when none). */
  readonly key: string;
}

const NONE: MoveExceptions = { opts: {}, key: '' };

/** How many squares a shift of `c` moves ("SHIFT": 1, unless a power says otherwise — Beast Step). */
export function shiftSquaresOf(ctx: DdmCtx, c: CreatureState): number {
  if (!powerAnswers(ctx.state, c).changesMovement) return 1;
  return ctx.query('movement', NO_MOVE_POWERS, { creature: c.id, shifting: true }).shiftSquares ?? 1;
}

/** `shifting`: the movement is a shift (a power may change only shifts: Elven Step). */
export function moveExceptions(ctx: DdmCtx, g: Geo, c: CreatureState, shifting = false): MoveExceptions {
  // Only powers that say so answer the query (abilities/queries.ts `changesMovement`): a per-card
  // answer, so most moves skip the fold over the effects in play.
  if (!powerAnswers(ctx.state, c).changesMovement) return NONE;
  const m: MovePowers = ctx.query('movement', NO_MOVE_POWERS, shifting ? { creature: c.id, shifting } : { creature: c.id });
  if (m === NO_MOVE_POWERS || (m.throughEnemies === 0 && m.ignoreTerrain.length === 0 && !m.statue)) return NONE;
  const s = ctx.state;
  let through: Set<string> | undefined;
  if (m.throughEnemies > 0) {
    through = new Set();
    // By the enemy's size on its card (a squeezed Huge creature is still Huge): "Large or smaller".
    for (const o of s.creatures)
      if (onMap(o) && enemies(s, c, o) && SPACE[cardOf(s, o).size] <= m.throughEnemies && g.byId.has(o.id)) through.add(String(o.id));
  }
  const ignoreDifficult = m.ignoreTerrain.length > 0 ? m.ignoreTerrain : undefined;
  // "STATUE": a creature that can occupy statue terrain may end its own movement there (still paying 2).
  const statueLegal = m.statue ? true : undefined;
  return { opts: { through, ignoreDifficult, statueLegal }, key: `|mp${m.throughEnemies}:${m.ignoreTerrain.join()}${m.statue ? ':st' : ''}` };
}
