/**
 * The carried treasure glyphs that add attack dice to a normal attack on a Destructible Object (the
 * Fortress Door): those that do not depend on the defender. The glyphs' and army cards' dice reach
 * the Door's attack through the `attackDice` query (asked with `door`; `door-attack.ts`).
 * Rulebook: heroscape-master-game-guide — "Attacking and Defending" under "The Fortress Door" ("The
 * Door may be attacked by a normal attack … Destructible Objects may be targeted and attacked much
 * the same way a figure is targeted and attacked"), "ATTACKING" (add "any extra dice for … Glyphs"),
 * "Permanent Glyphs", "Permanent Treasure Glyphs". The Door has no size and is no Undead ("The Door
 * does not have a size", the Door rulings in docs/heroscape.md): the Giant Hunter Stone and the Holy
 * Symbol of Pelor add nothing against it; Gerda and Jalgard defend figures, not the Door.
 */
import { carries } from './treasure-glyphs.js';
import type { HsState } from './state.js';

/** Extra attack dice for `attacker`'s normal attack on a Destructible Object from its carried treasure glyphs: the Heroic Rune. */
export function objectTreasureDice(s: HsState, attacker: string): number {
  return s.treasures && carries(s, attacker, 'heroic-rune') ? 1 : 0;
}
