// The words of the printed cards and what they mean in our encoding: defenses, damage types,
// conditions, durations, and the pre-2011 wording that ddm-battle-rules-2011 "APPENDIX A. READING
// OLD-STYLE CARDS" translates (DEF(...), Enervated, Staggered, small/large cone).
import { CONDITIONS, DAMAGE_TYPES, type ConditionName, type DamageType, type Defense, type Duration } from '../cards/schema.js';

/** Defense names as printed, old "DEF(Ref)" style included (Appendix A, "Defenses"). */
export function defenseOf(word: string): Defense | null {
  // "DEF Ref)": the file sometimes loses the opening parenthesis.
  const w = word.replace(/^DEF\s*\(?\s*|\s*\)$/g, '').toLowerCase();
  if (w === 'ac') return 'AC';
  // "Foritude": the file's misspelling.
  if (w === 'fort' || w === 'fortitude' || w === 'foritude') return 'Fort';
  // "Refex", "Wil": the file's misspellings.
  if (w === 'ref' || w === 'reflex' || w === 'refex') return 'Ref';
  if (w === 'will' || w === 'wil') return 'Will';
  return null;
}

/** Misspellings in the file, read as the type they name. */
const TYPE_SPELLINGS: Readonly<Record<string, DamageType>> = { lighting: 'lightning' };

export function damageTypeOf(word: string): DamageType | null {
  const w = word.toLowerCase();
  const spelled = TYPE_SPELLINGS[w];
  if (spelled) return spelled;
  return (DAMAGE_TYPES as readonly string[]).includes(w) && w !== 'untyped' ? (w as DamageType) : null;
}

/** Old condition names the Appendix replaces: "Enervated" is Weakened, "Staggered" is Dazed. */
export const OLD_CONDITIONS: Readonly<Record<string, ConditionName>> = { enervated: 'Weakened', staggered: 'Dazed' };

export interface ConditionWord {
  readonly condition: ConditionName;
  /** The Appendix A rule used, when the word was an old one. */
  readonly translated?: string;
}

export function conditionOf(word: string): ConditionWord | null {
  const w = word.toLowerCase();
  const old = OLD_CONDITIONS[w];
  if (old) return { condition: old, translated: `${word} is played as ${old} (Appendix A, "${word[0]?.toUpperCase()}${w.slice(1)}")` };
  const found = CONDITIONS.find((c) => c.toLowerCase() === w);
  return found ? { condition: found } : null;
}

/** Printed durations ("Conditions", Duration); none given is the end of the affected creature's next turn. */
export function durationOf(words: string): Duration | null {
  const w = words
    .toLowerCase()
    .replace(/[()]/g, '')
    .replace(/\b(the )?(target's|its|that creature's|that enemy's|the target's)\b/g, 'its')
    .trim();
  if (w === '' || w === 'until end of its next turn') return 'end-of-next-turn';
  if (w === 'save ends') return 'save-ends';
  if (w === 'until start of its next turn') return 'start-of-next-turn';
  if (w === 'until end of round') return 'end-of-round';
  if (w === 'until end of battle') return 'end-of-battle';
  return null;
}

/** "Small Cone" / "Large Cone" close attacks are blasts 3 and 5 (Appendix A). */
export const CONE_BLAST: Readonly<Record<string, number>> = { small: 3, large: 5 };

/** Old keywords renamed by Appendix A, "Keywords". */
export const OLD_KEYWORDS: Readonly<Record<string, string>> = {
  Aberration: 'Aberrant',
  Animate: 'Construct',
  Cleric: 'Divine',
  Fighter: 'Martial',
  Paladin: 'Divine',
  Ranger: 'Martial',
  Rogue: 'Martial',
  Warlock: 'Arcane',
  Warlord: 'Martial',
  Wizard: 'Arcane',
};

/** Folds a clause into its family: numbers to N, damage types to TYPE, lower case, trimmed. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/[+\u2013-]?\d+/g, 'N')
    .replace(new RegExp(`\\b(${DAMAGE_TYPES.filter((t) => t !== 'untyped').join('|')})\\b`, 'g'), 'TYPE')
    .replace(/\s+/g, ' ')
    .replace(/[.;:,\s]+$/, '')
    .trim();
}

/**
 * "Name: text" of a special power with no use limit: the name and the text after the colon, lower-cased,
 * without its final full stop; null when the line has no short name or a use limit (an always-on power).
 */
export function namedUnlimited(text: string, limit: number | undefined): { readonly name: string; readonly body: string } | null {
  const colon = text.indexOf(':');
  if (colon <= 0 || colon > 50 || limit !== undefined) return null;
  return {
    name: text.slice(0, colon).trim(),
    body: text
      .slice(colon + 1)
      .trim()
      .toLowerCase()
      .replace(/\.$/, ''),
  };
}
