// Implements a card's "(Medium or smaller target only)" on an attack: ddm-battle-rules-2011, "How to
// Choose Targets" narrowed by the attack's own text ("CORE RULES AND EXCEPTIONS": the card states
// otherwise), sizes as "Creature Size" orders them (Small < Medium < Large < Huge < Gargantuan < Colossal).
import { SIZES, type Attack } from '../cards/schema.js';
import type { CreatureState, DdmState } from '../state.js';

/** Whether `t` is small enough to be a target of `a` (always, without a size limit). */
export function sizeAllows(s: DdmState, t: CreatureState, a: Attack): boolean {
  if (a.maxTargetSize === undefined) return true;
  return SIZES.indexOf(s.cards[t.card]?.size ?? 'Medium') <= SIZES.indexOf(a.maxTargetSize);
}
