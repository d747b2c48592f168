// Implements: dice-masters-battle-for-faerun — "LEXICON" (Adventurer: any character with the Experience
// ability; Opposing: owned or controlled by the other player), "EXPERIENCE" (a monster: a character with
// the Monster allegiance banner), "GAME STATES" (text that names a character only considers your
// characters). Which characters in the field a card's effect picks among, as data.

export type CharFilter = {
  /** Whose characters: yours, your opponent's, or either player's. */
  readonly whose: 'own' | 'opposing' | 'any';
  /** true: NPCs only; false: no NPCs; absent: either. */
  readonly npc?: boolean;
  /** Adventurers only (characters whose card has Experience). */
  readonly adventurer?: boolean;
  /** Monsters only (the Monsters affiliation). */
  readonly monster?: boolean;
  /** A word of the card's subtitle, e.g. a creature type. */
  readonly subtype?: string;
  /** At most this level, or at most the source die's level. */
  readonly maxLevel?: number | 'source';
  /** At most this purchase cost (an NPC's is 0). */
  readonly maxCost?: number;
  /** Dice of cards with this title (text naming a character: yours only, GAME STATES). */
  readonly title?: string;
  /** Not the source die itself. */
  readonly others?: boolean;
  /** Not of this energy type. */
  readonly notEnergy?: 'fist' | 'bolt' | 'mask' | 'shield';
};
