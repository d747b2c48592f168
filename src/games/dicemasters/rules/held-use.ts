// Implements: dice-masters-battle-for-faerun — "PREVENTING AND REDIRECTING" ("Some powers prevent a
// game effect (damage, drawing a die, etc.) ... When an action is prevented, all of the effects of that
// ability are canceled") for the triggered and shorthand abilities that happen inline: Swarm's extra
// draw, Energy Drain, Regenerate's roll, an Experience token, an Equip attachment, a capture, the
// first-attacking-damage gain. Each module builds its own ability use (player, title, classes) and the
// plain-data rest of it (`HeldUse`); this file knows no ability kind.
//
// The use normally happens at once. Only when some prevention could answer it *now* (a standing
// prevention, or a reaction whose holder can pay — `preventable`) is it announced (`AbilityResolving`,
// through rules/prevent.ts `announcedUse`) with its rest held in an `ability-resolve` step, which the
// module that owns its `what` resolves if nobody prevents it (abilities/index.ts). So nobody is asked a
// question they cannot answer, and games without preventions take no extra step.
import type { DmStep, HeldUse } from '../steps.js';
import type { DmState } from '../types.js';
import { announcedUse, mayPrevent, preventable, type AbilityUse } from './prevent.js';

/**
 * The steps that announce `use` and hold `rest` until nobody prevents it, or null when nothing could
 * prevent it now (the caller then resolves it at once). `first`: the player asked first, when not
 * whoever is active once the window opens (see `announcedUse`).
 */
export function holdUse(s: DmState, use: AbilityUse, rest: HeldUse, first?: number): DmStep[] | null {
  if (!mayPrevent(s) || !preventable(s, use)) return null;
  return announcedUse(s, use, [{ kind: 'ability-resolve', ...rest }], first);
}
