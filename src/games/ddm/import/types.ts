// What the importer reports about every printed power: enforced (encoded in cards/schema.ts and
// played by the engine) or not, and then under which family and why. A creature is enforced only if
// every one of its powers is.
import type { CreatureCard } from '../cards/schema.js';

export type PowerSection = 'attack' | 'special' | 'ability' | 'champion';

export interface PowerReport {
  /** The power's name as the file gives it (the part before the first colon), or its section and position. */
  readonly name: string;
  readonly section: PowerSection;
  readonly enforced: boolean;
  /** For a power not enforced: the family it belongs to (what the power language lacks), numbers folded. */
  readonly family?: string;
  /** For a power not enforced: why, in our own words. */
  readonly reason?: string;
  /** For an enforced power translated from pre-2011 wording: which "Reading Old-Style Cards" rule applied. */
  readonly translated?: readonly string[];
}

export interface ImportedCreature {
  readonly name: string;
  readonly set: string;
  /** The card in our encoding, or null when the encoding cannot hold it at all (no attack). */
  readonly card: CreatureCard | null;
  readonly powers: readonly PowerReport[];
  /** Every power enforced and the card encodable. */
  readonly enforced: boolean;
}

/** A power not enforced: `family` groups it with its kind, `reason` says what is missing. */
export interface Gap {
  readonly family: string;
  readonly reason: string;
}

/**
 * At most this many words of a folded clause name a family: enough to group powers worded alike, too
 * few to reproduce printed card text (the wording belongs to its publisher).
 */
const FAMILY_WORDS = 5;

/** A family's name: its kind, then at most FAMILY_WORDS words of the folded clause. */
export function familyName(family: string): string {
  const colon = family.indexOf(': ');
  if (colon < 0) return family;
  const words = family.slice(colon + 2).split(' ');
  if (words.length <= FAMILY_WORDS) return family;
  return `${family.slice(0, colon)}: ${words.slice(0, FAMILY_WORDS).join(' ')} …`;
}

export const gap = (family: string, reason: string): Gap => ({ family: familyName(family), reason });
export const isGap = (v: object): v is Gap => 'family' in v && 'reason' in v;
