// Reads the words an attack line uses to narrow its targets — "Slowed or Immobilized target only",
// "(bloodied target only)", "(Undead targets only)", "(non-Fey living targets only)", "(Fey targets immune)",
// "(adjacent Immobilized enemy only)" — into the attack field targetLimit (rules/target-limit.ts):
// ddm-battle-rules-2011, "How to Choose Targets" narrowed by the card ("CORE RULES AND EXCEPTIONS").
// Old condition names are read as Appendix A translates them, old keywords likewise ("Keywords").
import { SIZES, type AttackInput } from '../cards/schema.js';
import { OLD_KEYWORDS, conditionOf } from './wording.js';

export type TargetLimit = NonNullable<AttackInput['targetLimit']>;

/** What a target phrase says: the limit, and whether it names enemies (a close or area attack then attacks only enemies). */
export interface TargetWords {
  readonly limit: TargetLimit;
  readonly enemies: boolean;
}

/** The nouns a limit ends with ("taret": a misspelling the file prints once). */
const NOUN = '(?:targets?|taret|enem(?:y|ies)|creatures?)';
const PHRASE = new RegExp(`^(adjacent\\s+)?(?:non-([A-Za-z-]+)\\s+)?(?:(.+?)\\s+)?(${NOUN})(?:\\s+only)?$`, 'i');
/** "Undead only", "non-Demons only": a word and "only", no noun. */
const BARE = /^(?:(non-)([A-Za-z-]+)|([A-Za-z-]+)) only$/i;
/** "Fey targets immune", "Achaierai creatures immune": those creatures are not attacked. */
const IMMUNE = /^([A-Za-z-]+) (?:targets|creatures) immune$/i;

const ALIGNMENTS = { evil: 'Evil', good: 'Good', unaligned: 'Unaligned' } as const;
type Alignment = (typeof ALIGNMENTS)[keyof typeof ALIGNMENTS];

type Word =
  | { kind: 'condition'; condition: NonNullable<TargetLimit['conditions']>[number]; translated?: string }
  | { kind: 'alignment'; alignment: Alignment }
  | { kind: 'keyword'; keyword: string }
  | { kind: 'bloodied' | 'living' | 'undamaged' };

/** A creature keyword as the card names it: capitalised, old names translated, "Demons" read as "Demon". */
function keywordOf(word: string): string | null {
  if (!/^[A-Z][A-Za-z-]*$/.test(word)) return null;
  // A size ("Large or smaller") is no keyword: the size limits are read elsewhere.
  if ((SIZES as readonly string[]).includes(word)) return null;
  // Petrified is a state the engine does not have: "non-Petrified" is no keyword.
  if (word.toLowerCase() === 'petrified') return null;
  const singular = /[^suop]s$/.test(word) ? word.slice(0, -1) : word;
  return OLD_KEYWORDS[singular] ?? singular;
}

function wordOf(word: string): Word | null {
  const w = word.trim();
  const lower = w.toLowerCase();
  const cond = conditionOf(w);
  if (cond) return { kind: 'condition', condition: cond.condition, ...(cond.translated ? { translated: cond.translated } : {}) };
  if (lower in ALIGNMENTS) return { kind: 'alignment', alignment: ALIGNMENTS[lower as keyof typeof ALIGNMENTS] };
  if (lower === 'bloodied' || lower === 'living' || lower === 'undamaged') return { kind: lower };
  const keyword = keywordOf(w);
  return keyword ? { kind: 'keyword', keyword } : null;
}

/** The words of "A, B, or C" / "A or B" / "A" (all of one kind, any one of them meets it). */
function listOf(text: string, translated: string[]): TargetLimit | null {
  const words = text.split(/\s*,\s*(?:or\s+)?|\s+or\s+/).map(wordOf);
  if (words.some((w) => w === null)) return null;
  const read = words as Word[];
  const kind = read[0]?.kind;
  if (!kind || read.some((w) => w.kind !== kind)) return null;
  if (kind === 'condition') {
    const conditions = read.flatMap((w) => (w.kind === 'condition' ? [w.condition] : []));
    for (const w of read) if (w.kind === 'condition' && w.translated) translated.push(w.translated);
    return { conditions: [...new Set(conditions)] };
  }
  if (kind === 'alignment') return { alignments: read.flatMap((w) => (w.kind === 'alignment' ? [w.alignment] : [])) };
  if (kind === 'keyword') return { keywords: read.flatMap((w) => (w.kind === 'keyword' ? [w.keyword] : [])) };
  // "bloodied", "living", "undamaged" stand alone.
  return read.length === 1 ? { [kind]: true } : null;
}

/** "non-X": any alignment but X, or none of keyword X. */
function negated(word: string): TargetLimit | null {
  const w = wordOf(word);
  if (w?.kind === 'alignment') return { alignments: Object.values(ALIGNMENTS).filter((a) => a !== w.alignment) };
  if (w?.kind === 'keyword') return { notKeywords: [w.keyword] };
  return null;
}

/**
 * A printed target phrase read as a limit, or null when a word is not one we read (a size, a state the
 * engine lacks, an unknown word): the caller then leaves the line to its other readers or reports a gap.
 */
export function readTargetWords(text: string, translated: string[]): TargetWords | null {
  const t = text.trim();
  let m = IMMUNE.exec(t);
  if (m) {
    const k = keywordOf(m[1] ?? '');
    return k ? { limit: { notKeywords: [k] }, enemies: false } : null;
  }
  m = BARE.exec(t);
  if (m) {
    if (m[1]) {
      const limit = negated(m[2] ?? '');
      return limit ? { limit, enemies: false } : null;
    }
    const limit = listOf(m[3] ?? '', translated);
    return limit ? { limit, enemies: false } : null;
  }
  m = PHRASE.exec(t);
  if (!m) return null;
  const mine: string[] = [];
  // "non-Plant targets only": the negation alone.
  const list = m[3] === undefined ? (m[2] ? {} : null) : listOf(m[3], mine);
  if (!list) return null;
  const not = m[2] ? negated(m[2]) : {};
  if (!not) return null;
  // "non-Evil Human … targets": both parts narrow (any of the keywords, and not Evil).
  if (not.alignments && list.alignments) return null;
  translated.push(...mine);
  const limit: TargetLimit = { ...list, ...not, ...(m[1] ? { adjacent: true as const } : {}) };
  return { limit, enemies: /^enem/i.test(m[4] ?? '') };
}
