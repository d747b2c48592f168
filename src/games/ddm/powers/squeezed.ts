// Implements ddm-battle-rules-2011, "Squeezing": whether a Huge creature occupies less than its
// 3×3 space (it grants combat advantage and has -2 Speed and -5 Attack while it does), and "MOUNT",
// Squeezing: the rider of a squeezed mount takes the same penalties. A leaf asked by attacks,
// speeds and the squeeze step (powers/squeeze.ts).
import { SPACE } from '../cards/schema.js';
import { cardOf } from '../rules/common.js';
import { anyMounted, mountOf } from '../rules/mount-links.js';
import type { CreatureState, DdmState } from '../state.js';

/** Squeezed itself (its own space is smaller than its size), not merely riding a squeezed mount. */
export function ownSqueeze(s: DdmState, c: CreatureState): boolean {
  return c.size < SPACE[cardOf(s, c).size];
}

/** Squeezed: a Huge creature occupying less than its 3×3 space — or the rider of one ("MOUNT", Squeezing: both take the penalties). */
export function squeezed(s: DdmState, c: CreatureState): boolean {
  if (c.size < SPACE[cardOf(s, c).size]) return true;
  const m = anyMounted(s) ? mountOf(s, c) : null;
  return m !== null && m.size < SPACE[cardOf(s, m).size];
}
