// Implements ddm-battle-rules-2011, "Rechargeable Powers" (a spent limited attack regains a use when
// its recharge condition occurs) for attacks printed "RECHARGE when no enemies can see this creature
// at the start of its turn": at the start of its own turn ("Start of Turn Phase", 3), if no enemy on
// the map can see it ("Line of Sight", geo.ts sees), the spent attack is usable again; likewise "…
// if no enemy is adjacent to it" and "… if no enemy is within N squares of it" (counted distance,
// "Counting Distance"), "RECHARGE when this creature starts its turn with no other creatures adjacent to it" (either
// side), and "… if it has line of sight to an enemy within N squares of it" (an enemy on
// the map it sees, geo.ts sees, within N counted squares). Only cards that print such a recharge are looked at beyond one field read per attack.
import { dist, geo, isAdjacent, sees } from '../geo.js';
import type { StartOfTurnRecharge } from '../cards/schema.js';
import type { DdmCtx } from '../ctx.js';
import { cardOf, enemies, onMap } from '../rules/common.js';
import type { CreatureState } from '../state.js';

type StartOfTurn = StartOfTurnRecharge;

/**
 * Whether the recharge's condition holds: no enemy on the map sees `c` (is adjacent to it, within N
 * squares of it); for `sees-enemy-within`, `c` has line of sight to an enemy within N squares of it.
 */
function holds(ctx: DdmCtx, c: CreatureState, r: StartOfTurn): boolean {
  const s = ctx.state;
  const g = geo(s);
  // "with no other creatures adjacent to it": allies count too.
  if (r.if === 'no-adjacent-creature') return !s.creatures.some((e) => e.id !== c.id && onMap(e) && isAdjacent(g, e, c));
  if (r.if === 'sees-enemy-within')
    return s.creatures.some((e) => e.id !== c.id && onMap(e) && enemies(s, c, e) && dist(g, c, e) <= (r.within ?? 0) && sees(g, c, e));
  const near = (e: CreatureState) =>
    r.if === 'unseen' ? sees(g, e, c) : r.if === 'no-adjacent-enemy' ? isAdjacent(g, e, c) : dist(g, c, e) <= (r.within ?? 0);
  return !s.creatures.some((e) => e.id !== c.id && onMap(e) && enemies(s, c, e) && near(e));
}

/**
 * At the start of `c`'s turn: its spent attacks that recharge then, if their condition holds; likewise
 * its spent action powers printed among the attacks with such a recharge (Spring Attack).
 */
export function rechargeAtStartOfTurn(ctx: DdmCtx, c: CreatureState): void {
  if (!onMap(c)) return;
  const card = cardOf(ctx.state, c);
  const rechargeable = [
    ...card.attacks.map((a) => ({ name: a.name, recharge: a.recharge })),
    ...card.powers.flatMap((p) => (p.kind === 'action' && typeof p.recharge === 'object' ? [{ name: p.name, recharge: p.recharge }] : [])),
  ];
  for (const a of rechargeable) {
    const k = `${c.id}:${a.name}`;
    if (a.recharge?.kind !== 'start-of-turn' || ctx.counters.spentCount(k) === 0 || !holds(ctx, c, a.recharge)) continue;
    ctx.counters.restore(k);
    ctx.emit('recharge', { creature: c.id, label: c.label, attack: a.name });
  }
}
