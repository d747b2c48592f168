// Whether a push, pull or slide by `forcer` leaves `target` where it is: a power of the target says
// such effects (of its enemies) do not affect it (Solid Footing: abilities/continuous/
// immune-forced-movement.ts) — ddm-battle-rules-2011, "Forced-Movement Effects".
import { powerAnswers } from '../abilities/queries.js';
import type { CreatureState, DdmState } from '../state.js';
import { enemies } from './common.js';

export function resistsForcedMovement(s: DdmState, forcer: CreatureState, target: CreatureState): boolean {
  const immunity = powerAnswers(s, target).forcedImmunity;
  if (immunity === null) return false;
  return immunity === 'all' || enemies(s, forcer, target);
}
