/**
 * The pool encoding: which of our ability modules plays each printed power of each published army
 * card. A power is enforced on a card only where its card's entry says so — never because another
 * card's power of the same name is encoded (two cards' "Counter Strike" may be worded differently).
 * Rulebook: heroscape-master-game-guide — "Special Powers" ("Special Power References on Army
 * Cards"); the powers' texts are on the cards (read from the units file, never copied here).
 */

/** Parameters a shared module reads from its effect (`effect.params`), e.g. Counter Strike's excluded class. */
export type PowerParams = Readonly<Record<string, string | number>>;

export interface PowerEncoding {
  /** The power's printed name. */
  readonly power: string;
  /** The key of the ability module that plays it (`abilityKey` of the module's name, abilities/index.ts). */
  readonly ability: string;
  readonly params?: PowerParams;
  /**
   * `textHash` of the printed text this encoding was made from: a units file with other wording for
   * this card's power shows it as "text differs" (not enforced) instead of guessing.
   */
  readonly text: string;
}

export interface CardEncoding {
  /** The card's name as the units file spells it. */
  readonly card: string;
  readonly powers: readonly PowerEncoding[];
}

/** The printed facts a binding reads: a card's name and its powers (name, text, and for our own cards the module). */
export interface PrintedCard {
  readonly name: string;
  readonly powers: readonly {
    readonly name: string;
    readonly text: string;
    readonly ability?: string | undefined;
    readonly params?: PowerParams | undefined;
  }[];
}
