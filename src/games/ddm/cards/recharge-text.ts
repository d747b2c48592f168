// The words of a start-of-turn recharge (ddm-battle-rules-2011, "Rechargeable Powers"), shared by an
// attack's line (cards/render.ts) and an action power's (abilities/powers/action.ts).
import type { StartOfTurnRecharge } from './attack-schema.js';

/** "; recharges at the start of its turn when …". */
export function startOfTurnRechargeText(r: StartOfTurnRecharge): string {
  if (r.if === 'sees-enemy-within') return `; recharges at the start of its turn when it has line of sight to an enemy within ${r.within ?? 0} squares of it`;
  if (r.if === 'no-adjacent-creature') return '; recharges at the start of its turn when no other creature is adjacent to it';
  const when = r.if === 'unseen' ? 'can see it' : r.if === 'no-adjacent-enemy' ? 'is adjacent to it' : `is within ${r.within ?? 0} squares of it`;
  return `; recharges at the start of its turn when no enemy ${when}`;
}
