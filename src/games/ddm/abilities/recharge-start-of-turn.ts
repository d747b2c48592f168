// Implements ddm-battle-rules-2011, "Rechargeable Powers" (a spent limited attack regains a use when
// its recharge condition occurs) for attacks printed "RECHARGE when no enemies can see this creature
// at the start of its turn": at the start of its own turn ("Start of Turn Phase", 3), if no enemy on
// the map can see it ("Line of Sight", geo.ts sees), the spent attack is usable again. Only cards that
// print such a recharge are looked at beyond one field read per attack.
import { geo, sees } from '../geo.js';
import type { DdmCtx } from '../ctx.js';
import { cardOf, enemies, onMap } from '../rules/common.js';
import type { CreatureState } from '../state.js';

/** Whether no enemy on the map can see `c`. */
function unseen(ctx: DdmCtx, c: CreatureState): boolean {
  const s = ctx.state;
  const g = geo(s);
  return !s.creatures.some((e) => e.id !== c.id && onMap(e) && enemies(s, c, e) && sees(g, e, c));
}

/** At the start of `c`'s turn: its spent attacks that recharge when no enemy can see it, if none can. */
export function rechargeAtStartOfTurn(ctx: DdmCtx, c: CreatureState): void {
  if (!onMap(c)) return;
  for (const a of cardOf(ctx.state, c).attacks) {
    const k = `${c.id}:${a.name}`;
    if (a.recharge?.kind !== 'start-of-turn' || ctx.counters.spentCount(k) === 0 || !unseen(ctx, c)) continue;
    ctx.counters.restore(k);
    ctx.emit('recharge', { creature: c.id, label: c.label, attack: a.name });
  }
}
