/**
 * Known data errors of the heroscape-json units file: a power whose description there is not the
 * card's printed text (another card's or another power's words). Each entry is bound to one card, one
 * power name and the hash of that erroneous text (pool/text-hash.ts), so it never applies to another
 * card, nor to this card once the file is corrected (a corrected text is bound by the card's set table
 * or reported as differing). `standard` is the module of the standard power the card really carries,
 * played as on every other card; absent, the printed card has no such power and it is not played.
 * Card data (it names cards), read by pool/bind.ts.
 * Rulebook: heroscape-master-game-guide — "Special Powers" (the guide has no glossary of powers: the
 * standard wording is the one the other cards print under the same name).
 */
export interface DataError {
  /** The card's name as the units file spells it. */
  readonly card: string;
  /** The power's name as the units file lists it. */
  readonly power: string;
  /** `textHash` of the erroneous description in the units file. */
  readonly text: string;
  /** The key of the standard power's module (abilities/index.ts); absent: the printed card has no such power. */
  readonly standard?: string;
  /** Why the text is taken for an error, and what the card really carries. */
  readonly why: string;
}

export const DATA_ERRORS: readonly DataError[] = [
  {
    card: 'Einar Imperium',
    power: 'Stealth Flying',
    text: '0228dafc',
    standard: 'stealth-flying',
    why:
      'the description runs two clauses of the standard Stealth Flying together and drops the one on passing over ' +
      'figures without becoming engaged, which the six other Stealth Flying cards print',
  },
  {
    card: 'Mezzodemon Warmongers',
    power: 'Exoskeleton',
    text: '9bf8ecfa',
    standard: 'exoskeleton',
    why:
      'the description ends with the stray words "Orc Battle Rush", the name of a power of the Death Chasers of Thesk (same set) ' +
      'that the Mezzodemon Warmongers do not have; the words before them are the whole of the printed Exoskeleton',
  },
  {
    card: 'Fire Elemental',
    power: 'Lava Resistant',
    text: '7b64b1a9',
    standard: 'lava-resistant',
    why:
      "the description is the second half of the Earth Elemental's Earth Slam Special Attack (it names the Earth Elemental); " +
      "the card's own Searing Intensity spares figures with Lava Resistant, and five other cards print the standard wording",
  },
  {
    card: 'Iron Golem',
    power: 'Flying',
    text: 'bd94e36a',
    why: "the description is Raelin's Flying, naming Raelin; the printed Iron Golem card has Iron Tough and Lava Resistant only",
  },
  {
    card: 'Fen Hydra',
    power: 'Hydra Heads',
    text: '811c9dc5',
    standard: 'hydra-heads',
    why:
      'the description is empty; the printed card (as given by https://hs.hlad.org/units/164 and ' +
      'http://heroscape.wikia.com/wiki/Fen_Hydra) lets the Fen Hydra attack up to 4 times, 1 fewer for each wound marker on its card',
  },
];
