/**
 * The glyphs and treasure glyphs that add attack dice to a normal attack on a Destructible Object
 * (the Fortress Door): those that do not depend on the defender.
 * Rulebook: heroscape-master-game-guide — "Attacking and Defending" under "The Fortress Door" ("The
 * Door may be attacked by a normal attack … Destructible Objects may be targeted and attacked much
 * the same way a figure is targeted and attacked"), "ATTACKING" (add "any extra dice for … Glyphs"),
 * "Permanent Glyphs", "Permanent Treasure Glyphs". The Door has no size and is no Undead ("The Door
 * does not have a size", the Door rulings in docs/heroscape.md): the Giant Hunter Stone and the Holy
 * Symbol of Pelor add nothing against it; Gerda and Jalgard defend figures, not the Door.
 */
import { holdsGlyph } from './glyph-holders.js';
import { carries } from './treasure-glyphs.js';
import { cardOf, type FigureState, type HsState } from './state.js';

/** Extra attack dice for `f`'s normal attack on a Destructible Object: Astrid, Crevcor, Ulaniva, the Heroic Rune. */
export function objectAttackDice(s: HsState, f: FigureState): number {
  let n = 0;
  if (s.glyphs.length > 0) {
    const unique = cardOf(s, f).card.rarity !== 'common';
    if (holdsGlyph(s, f.owner, 'A')) n += 1;
    if (holdsGlyph(s, f.owner, 'C') && !unique) n += 1;
    if (holdsGlyph(s, f.owner, 'U') && unique) n += 1;
  }
  if (s.treasures && carries(s, f.id, 'heroic-rune')) n += 1;
  return n;
}
