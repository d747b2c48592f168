// Implements: dice-masters-battle-for-faerun — "CARDS", "CUSTOMIZING YOUR PARTY" (the 138 cards of the
// set). The Battle for Faerûn set as the engine plays it: each imported card's facts (import/
// teambuilder.ts) joined to our encoding of its abilities — the shipped catalogue's row when there is
// one, else cards/bff/encodings.ts or the card's own file in cards/custom/. A card with ability lines and no encoding is *not enforced*: it has
// no abilities in play, and party building refuses it unless the player allows it explicitly.
import type { ImportedCard } from '../../import/teambuilder.js';
import { ALL_CARDS, registerCards } from '../catalogue.js';
import type { CardDef } from '../types.js';
import { BFF_ENCODINGS, type Encoding } from './encodings.js';
import { CUSTOM_CARDS } from '../custom/index.js';

export interface SetCard {
  readonly facts: ImportedCard;
  readonly def: CardDef;
  /** Every ability line of the card is encoded (a card with no ability lines is enforced as it is). */
  readonly enforced: boolean;
  /** Where the encoding lives. */
  readonly source: 'catalogue' | 'encoding' | 'none';
  /** What of an encoded card's text is not enforced yet (then `enforced` is false). */
  readonly partial?: string;
}

function defFrom(facts: ImportedCard, abilities: CardDef['abilities']): CardDef {
  return {
    key: facts.key,
    title: facts.title,
    subtitle: facts.subtitle,
    kind: facts.kind,
    cost: facts.cost,
    energy: facts.energy,
    affiliation: facts.affiliation,
    alignment: facts.basic ? null : facts.alignment,
    max: facts.max,
    basic: facts.basic,
    faces: facts.faces,
    abilities,
    ...(facts.equipSlot ? { equipSlot: true as const } : {}),
  };
}

/** The shipped catalogue by id (not the registry, which also holds cards registered from an imported set). */
const SHIPPED = new Map(ALL_CARDS.map((c) => [c.key, c]));

/**
 * The set, in the file's order. `extra` encodings (tests only) stand in front of ours: a test may list a
 * partly encoded card (`Encoding.partial`) once every card of the set is wholly encoded.
 */
export function buildSet(imported: readonly ImportedCard[], extra: Readonly<Record<string, Encoding>> = {}): SetCard[] {
  return imported.map((facts): SetCard => {
    const shipped = SHIPPED.get(facts.key);
    if (shipped) return { facts, def: shipped, enforced: true, source: 'catalogue' };
    // A card with unique text has its data row in its own file (cards/custom/).
    const enc = extra[facts.key] ?? BFF_ENCODINGS[facts.key] ?? CUSTOM_CARDS.get(facts.key);
    const partial = enc && 'partial' in enc ? enc.partial : undefined;
    if (enc) return { facts, def: defFrom(facts, enc.abilities), enforced: !partial, source: 'encoding', ...(partial ? { partial } : {}) };
    return { facts, def: defFrom(facts, []), enforced: facts.abilityLines.length === 0, source: 'none' };
  });
}

/** Makes the set's cards known to the engine (set-up files, drafts and records may name them). */
export function registerSet(set: readonly SetCard[]): void {
  registerCards(set.map((c) => c.def));
}
