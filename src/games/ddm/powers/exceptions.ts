// Implements ddm-battle-rules-2011, "CORE RULES AND EXCEPTIONS" level 3 for movement: a creature that
// "can move N squares while Immobilized" stops after N squares. The continuous powers' handlers (each
// at its level's core Tier: permissive card +Speed < restrictive rule Immobilized/Slowed < card that
// breaks a rule < restrictive card "cannot shift", also as an aura) are the modules in
// abilities/continuous/.
import { has } from '../rules/conditions.js';
import type { CreatureState, DdmState } from '../state.js';
import { powerAnswers } from '../abilities/queries.js';

/** How far "can move N squares while Immobilized" lets this creature move while Immobilized (0: not at all). */
const movesWhileImmobilized = (s: DdmState, c: CreatureState): number => powerAnswers(s, c).moveTraits.whileImmobilized;

/** Movement stops for Immobilized ("IMMOBILIZED") unless a level-3 power lets it move `squaresMoved` + 1 squares. */
export function immobilizedStops(s: DdmState, c: CreatureState, squaresMoved: number): boolean {
  if (!has(c, 'Immobilized')) return false;
  return squaresMoved >= movesWhileImmobilized(s, c);
}
