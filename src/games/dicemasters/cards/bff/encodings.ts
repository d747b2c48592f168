// Implements: dice-masters-battle-for-faerun — "CARDS" (card text), "SHORTHAND CARD ABILITIES".
// Our encodings of Battle for Faerûn cards beyond the shipped catalogue, by card id: the abilities as
// data in our vocabulary (cards/types.ts), never the printed wording. A card's facts come from the
// TeamBuilder file at run time (import/teambuilder.ts); a card with no encoding here nor in the
// catalogue is "not enforced" (cards/bff/set.ts). Each row names the test that plays it.
import type { Ability } from '../types.js';

export interface Encoding {
  readonly abilities: readonly Ability[];
  /** The test file (from the repository root) whose cases play this card's abilities through the engine. */
  readonly test: string;
}

export const BFF_ENCODINGS: Readonly<Record<string, Encoding>> = {};
