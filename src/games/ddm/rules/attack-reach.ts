// Implements ddm-battle-rules-2011, "Melee Attacks", Range: "A creature with Reach can target an
// adjacent enemy or an enemy no more than that number of squares away." A card may print the reach on
// one melee attack only ("Claws: (reach 2) …" beside an adjacent-only "Crushing Embrace"): that attack
// reaches its own distance, the others the creature's. A leaf (queries and types only), so the custom
// powers and tactics read it without importing the attack rules.
import { powerAnswers } from '../abilities/queries.js';
import type { Attack } from '../cards/schema.js';
import type { CreatureState, DdmState } from '../state.js';

/** How far melee attack `a` of `c` reaches: its own printed reach or the creature's Reach, whichever is larger (1: adjacent). */
export function attackReach(s: DdmState, c: CreatureState, a: Attack): number {
  const own = powerAnswers(s, c).reach;
  return a.range.kind === 'melee' && a.range.reach !== undefined ? Math.max(own, a.range.reach) : own;
}
