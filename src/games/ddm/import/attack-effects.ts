// The hit, miss and "AND" clauses of an attack line (ddm-battle-rules-2011, "Applying Damage",
// "Conditions", "ONGOING DAMAGE", forced movement) read into cards/schema.ts attack effects. A clause
// the encoding cannot hold exactly is a gap, never an approximation.
import type { AttackEffect, DamagePart } from '../cards/schema.js';
import type { Defense } from '../cards/schema-basics.js';
import { gap, type Gap } from './types.js';
import { conditionOf, damageTypeOf, defenseOf, durationOf, fold } from './wording.js';

export interface HitPart {
  readonly damage: DamagePart[];
  readonly effects: AttackEffect[];
  readonly translated: string[];
}

/** Splits on "AND"/"and" (and "," before a condition) outside parentheses. */
export function splitClauses(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  const words = text.split(/(\s+|[()])/);
  for (let i = 0; i < words.length; i++) {
    const w = words[i] ?? '';
    if (w === '(') depth++;
    if (w === ')') depth = Math.max(0, depth - 1);
    // "each enemy and ally adjacent to target": one clause, not two.
    const pair = w === 'and' && /\beach enemy\s*$/i.test(cur) && words[i + 2] === 'ally';
    // "-2 Fortitude, -2 Reflex, and -2 Will", "this creature has +2 AC and +2 DEF": one list, not two clauses.
    const list = w === 'and' && (/,\s*$/.test(cur) || /^\s*(?:target|this creature) has\b/i.test(cur)) && /^[-+\u2013]\d/.test(words[i + 2] ?? '');
    // "-2 to Reflex, Fortitude and Will": one penalty on the defenses listed.
    const defenses = w === 'and' && /^\s*[-\u2013]\d+ to [a-z]+(?:,\s*[a-z]+)*\s*$/i.test(cur) && defenseOf(words[i + 2] ?? '') !== null;
    if (depth === 0 && /^(AND|and)$/.test(w) && !pair && !list && !defenses) {
      out.push(cur.trim());
      cur = '';
      continue;
    }
    cur += w;
  }
  out.push(cur.trim());
  return out.filter((c) => c.length > 0);
}

/** "5 + 15 poison damage": every part a number with an optional type; the type before "damage" is the last part's. */
export function parseDamage(clause: string): DamagePart[] | null {
  // "Damagee" is a misspelling in the file.
  const m = /^(.*?)\s*damagee?\.?$/i.exec(clause.trim());
  if (!m) return null;
  const parts: DamagePart[] = [];
  for (const p of (m[1] ?? '').split(/\s*\+\s*/)) {
    const pm = /^(\d+)(?:\s+([a-z]+))?$/i.exec(p.trim());
    if (!pm) return null;
    const amount = Number(pm[1]);
    const type = pm[2] === undefined ? 'untyped' : damageTypeOf(pm[2]);
    if (type === null || amount <= 0 || amount % 5 !== 0) return null;
    parts.push({ amount, type });
  }
  return parts.length > 0 ? parts : null;
}

/**
 * Descriptors in a condition's parentheses ("(Fear, save ends)"): the power's type, which matters only
 * against immunities. Fear is kept on the effect (`fear`: Immune Fear, continuous `immune-fear`); the
 * others are dropped, no immunity of the vocabulary reading them.
 */
const DESCRIPTORS = new Set(['fear', 'charm', 'poison', 'sleep', 'illusion', 'mind-affecting', 'gaze', 'compulsion']);

function parseCondition(clause: string, translated: string[]): AttackEffect | null {
  const m = /^(?:(?:the )?target is |is )?([A-Za-z]+)(?:\s*\(([^)]*)\))?(?:\s+(until [a-z' ]+))?\.?$/i.exec(clause.trim());
  if (!m) return null;
  const word = conditionOf(m[1] ?? '');
  if (!word) return null;
  const items = (m[2] ?? '').split(/\s*,\s*/);
  const inside = items.filter((x) => x !== '' && !DESCRIPTORS.has(x.toLowerCase())).join(', ');
  const fear = items.some((x) => x.toLowerCase() === 'fear');
  if (inside !== '' && m[3] !== undefined) return null;
  const duration = durationOf(m[3] ?? inside);
  if (!duration) return null;
  if (word.translated) translated.push(word.translated);
  return { kind: 'condition', condition: word.condition, duration, ...(fear ? { fear: true as const } : {}) };
}

/** "'AS IF' DOMINATED": the target makes a basic attack ({M}: a melee basic attack) as though Dominated. */
function parseAsIfDominated(clause: string): AttackEffect | null {
  const m = /^(?:the )?target makes an? (\{[mb]\}|melee basic|basic) attack as (?:though|if) dominated$/i.exec(clause.trim().replace(/\.$/, ''));
  if (!m) return null;
  return { kind: 'as-if-dominated', melee: /\{m\}|melee/i.test(m[1] ?? '') };
}

function parseOngoing(clause: string): AttackEffect | null {
  const m =
    /^(\d+)\s+ongoing\s+(?:([a-z]+)\s+)?damage(?:\s*\((?:([a-z-]+),\s*)?save ends\))?\.?$/i.exec(clause.trim()) ??
    /^ongoing\s+(\d+)\s+(?:([a-z]+)\s+)?damage(?:\s*\((?:([a-z-]+),\s*)?save ends\))?\.?$/i.exec(clause.trim());
  if (!m) return null;
  const amount = Number(m[1]);
  const type = m[2] === undefined ? 'untyped' : damageTypeOf(m[2]);
  if (type === null || amount % 5 !== 0) return null;
  return { kind: 'ongoing', amount, type, ...((m[3] ?? '').toLowerCase() === 'fear' ? { fear: true as const } : {}) };
}

/** Push/pull/slide N: our forced movement moves the target up to N squares, so "up to" reads the same. */
function parseForced(clause: string): AttackEffect | null {
  // "pull target to a space adjacent to this creature": as far as it takes, ending adjacent (our reading:
  // up to the 10 squares no reach in the file exceeds).
  if (/^pull (?:the )?target to a (?:space|square) adjacent to this creature\.?$/i.test(clause.trim())) return { kind: 'pull', squares: 10, endAdjacent: true };
  // "pull target exactly 3 squares".
  const exact = /^pull (?:the )?target exactly (\d+) squares?\.?$/i.exec(clause.trim());
  if (exact && Number(exact[1]) > 0) return { kind: 'pull', squares: Number(exact[1]), exactly: true };
  // "slide target 1 square (must end adjacent to this creature)".
  const ends = /^(.*?)\s*\(must end adjacent to this creature\)\.?$/i.exec(clause.trim());
  if (ends) {
    const e = parseForced(ends[1] ?? '');
    return e && (e.kind === 'slide' || e.kind === 'pull') ? { ...e, endAdjacent: true } : null;
  }
  const m = /^(push|pull|slide)(?:es|s)?\s+(?:the\s+)?(?:target\s+)?(?:up to\s+)?(\d+|one|two|three)(?:\s+squares?)?\.?$/i.exec(clause.trim());
  if (!m) return null;
  const kind = (m[1] ?? '').toLowerCase() as 'push' | 'pull' | 'slide';
  const words: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3 };
  return { kind, squares: words[(m[2] ?? '').toLowerCase()] ?? Number(m[2]) };
}

function parseRepeat(clause: string): AttackEffect | null {
  const c = clause.trim().replace(/\.$/, '').toLowerCase();
  const m =
    /^(?:repeat (?:this )?attack|make this attack again)(?: (?:against|vs\.) (the same target|a different (?:target|enemy)))?(?: \((?:maximum|max\.?) (\d+|once) (?:times )?per turn\))?$/.exec(
      c,
    );
  if (!m) return null;
  const target = m[1] === undefined ? 'any' : m[1] === 'the same target' ? 'same' : 'different';
  const perTurn = m[2] === undefined ? undefined : m[2] === 'once' ? 1 : Number(m[2]);
  return { kind: 'repeat', target, ...(perTurn === undefined ? {} : { perTurn }) };
}

/** "-2 to all defenses (save ends)": the schema's penalty applies to every defense, AC included. */
function parseDefensePenalty(clause: string): AttackEffect | null {
  const m = /^(?:target has\s+)?[-\u2013](\d+)\s+(?:to\s+)?all defenses(?:\s*(\(save ends\)|until [a-z' ]+))?\.?$/i.exec(clause.trim());
  if (!m) return null;
  const duration = durationOf(m[2] ?? '');
  return duration ? { kind: 'defense-penalty', amount: Number(m[1]), duration } : null;
}

/**
 * "target has -2 Fortitude, -2 Reflex, and -2 Will until end of its next turn": the penalty on the
 * defenses named only, one amount for all of them (different amounts stay a gap).
 */
function parseNamedDefensePenalty(clause: string): AttackEffect | null {
  const to = parsePenaltyToDefenses(clause);
  if (to) return to;
  const m = /^target has\s+(.+?)(?:\s+(\(save ends\)|until [a-z' ]+))?\.?$/i.exec(clause.trim());
  if (!m) return null;
  const names: Readonly<Record<string, Defense>> = { ac: 'AC', fortitude: 'Fort', fort: 'Fort', reflex: 'Ref', ref: 'Ref', will: 'Will' };
  const amounts = new Set<number>();
  const defenses: Defense[] = [];
  for (const part of (m[1] ?? '').split(/\s*,\s*(?:and\s+)?|\s+and\s+/)) {
    const pm = /^[-\u2013](\d+)\s+([a-z]+)$/i.exec(part.trim());
    const defense = pm ? names[(pm[2] ?? '').toLowerCase()] : undefined;
    if (!pm || !defense || defenses.includes(defense)) return null;
    amounts.add(Number(pm[1]));
    defenses.push(defense);
  }
  const duration = durationOf(m[2] ?? '');
  const amount = [...amounts][0];
  if (!duration || amounts.size !== 1 || amount === undefined || amount <= 0) return null;
  return { kind: 'defense-penalty', amount, duration, defenses };
}

/** "-2 to Reflex, Fortitude and Will until end of battle": one amount on the defenses listed (misspellings as defenseOf reads them). */
function parsePenaltyToDefenses(clause: string): AttackEffect | null {
  const m = /^[-\u2013](\d+)\s+to\s+([a-z ,]+?)(?:\s+(\(save ends\)|until [a-z' ]+))?\.?$/i.exec(clause.trim());
  if (!m || /^all defenses$/i.test(m[2] ?? '')) return null;
  const defenses: Defense[] = [];
  for (const word of (m[2] ?? '').split(/\s*,\s*(?:and\s+)?|\s+and\s+/)) {
    const d = defenseOf(word.trim());
    if (!d || defenses.includes(d)) return null;
    defenses.push(d);
  }
  const duration = durationOf(m[3] ?? '');
  const amount = Number(m[1]);
  return duration && amount > 0 ? { kind: 'defense-penalty', amount, duration, defenses } : null;
}

/**
 * "this creature has +2 AC [and +2 DEF] until end of its next turn": the attacker's own defenses
 * (DEF: Fortitude, Reflex and Will), one signed amount for all of them; "against target's attacks"
 * and other limits stay gaps.
 */
function parseDefenseAttacker(clause: string): AttackEffect | null {
  const m = /^this creature has\s+(.+?)\s+(until [a-z' ]+)\.?$/i.exec(clause.trim());
  if (!m) return null;
  const names: Readonly<Record<string, readonly Defense[]>> = {
    ac: ['AC'],
    def: ['Fort', 'Ref', 'Will'],
    fortitude: ['Fort'],
    reflex: ['Ref'],
    will: ['Will'],
  };
  const amounts = new Set<number>();
  const defenses: Defense[] = [];
  for (const part of (m[1] ?? '').split(/\s*,\s*(?:and\s+)?|\s+and\s+/)) {
    const pm = /^([+-\u2013])(\d+)\s+([a-z]+)$/i.exec(part.trim());
    const named = pm ? names[(pm[3] ?? '').toLowerCase()] : undefined;
    if (!pm || !named || named.some((d) => defenses.includes(d))) return null;
    amounts.add((pm[1] === '+' ? 1 : -1) * Number(pm[2]));
    defenses.push(...named);
  }
  const duration = durationOf(m[2] ?? '');
  const amount = [...amounts][0];
  if (!duration || amounts.size !== 1 || amount === undefined || amount === 0) return null;
  return { kind: 'defense-attacker', amount, duration, ...(defenses.length === 4 ? {} : { defenses }) };
}

/**
 * "this creature shifts N squares" (also "shifts up to N", "may shift N"): the attacker shifts up to
 * N squares (abilities/attack-effects/shift-attacker.ts).
 */
function parseShiftAttacker(clause: string): AttackEffect | null {
  const m = /^this creature (?:shifts|may shift) (?:up to )?(\d+|one|two) squares?\.?$/i.exec(clause.trim());
  if (!m) return null;
  const words: Readonly<Record<string, number>> = { one: 1, two: 2 };
  const squares = words[(m[1] ?? '').toLowerCase()] ?? Number(m[1]);
  return squares > 0 ? { kind: 'shift-attacker', squares } : null;
}

/**
 * "each enemy and ally adjacent to target takes N TYPE damage", and "each creature adjacent to target …"
 * — every creature, the attacker too when it is beside the target (abilities/attack-effects/damage-adjacent-to-target.ts).
 */
function parseDamageAdjacentToTarget(clause: string): AttackEffect | null {
  const m = /^each (enemy and ally|creature) adjacent to (?:the )?target takes (\d+) (?:([a-z]+) )?damage\.?$/i.exec(clause.trim());
  if (!m) return null;
  const amount = Number(m[2]);
  const type = m[3] === undefined ? 'untyped' : damageTypeOf(m[3]);
  const every = /^creature$/i.test(m[1] ?? '') ? { includesAttacker: true as const } : {};
  return type && amount > 0 && amount % 5 === 0 ? { kind: 'damage-adjacent-to-target', amount, type, ...every } : null;
}

/** "each ally within N squares of this creature heals M HP": the attacker's allies near it heal. */
function parseHealAlliesWithin(clause: string): AttackEffect | null {
  const m = /^each ally within (\d+) squares? of this creature heals (\d+) (?:hp|hit points)\.?$/i.exec(clause.trim());
  if (!m) return null;
  const amount = Number(m[2]);
  return amount > 0 && amount % 5 === 0 && Number(m[1]) > 0 ? { kind: 'heal-allies-within', amount, within: Number(m[1]) } : null;
}

/** "Bloodied target is Staggered": the condition, only on a target bloodied once the hit's damage is dealt. */
function parseBloodiedCondition(clause: string, translated: string[]): AttackEffect | null {
  const m = /^(?:a |the )?bloodied target is (.+)$/i.exec(clause.trim());
  if (!m) return null;
  const e = parseCondition(m[1] ?? '', translated);
  return e?.kind === 'condition' ? { ...e, ifBloodied: true } : null;
}

/** "this creature is Immobilized until end of its next turn": the attacker gains the condition (default duration: end of its next turn). */
function parseConditionAttacker(clause: string, translated: string[]): AttackEffect | null {
  const m = /^this creature is ([a-z]+)(?:\s+(until [a-z' ]+))?\.?$/i.exec(clause.trim());
  if (!m) return null;
  const word = conditionOf(m[1] ?? '');
  const duration = durationOf(m[2] ?? '');
  if (!word || !duration) return null;
  if (word.translated) translated.push(word.translated);
  return { kind: 'condition-attacker', condition: word.condition, duration };
}

/** "this creature heals N HP": the attacker heals. */
function parseHealAttacker(clause: string): AttackEffect | null {
  const m = /^this creature heals (\d+) (?:hp|hit points)\.?$/i.exec(clause.trim());
  if (!m) return null;
  const amount = Number(m[1]);
  return amount > 0 && amount % 5 === 0 ? { kind: 'heal-attacker', amount } : null;
}

/** "… AND <effect> (save ends both)" — or "(save ends all)" — at the end of a hit text. */
const SAVE_ENDS_BOTH = /\s*,?\s*\(save ends (both|all)\)\.?$/i;

/**
 * "(save ends both)": the two lasting effects of the hit (conditions, ongoing damage, defense
 * penalties) are both save ends and end on one save (`together`); any other number of them is a gap.
 */
function saveEndsBoth(effects: AttackEffect[], all: boolean): AttackEffect[] | null {
  const lasting = (e: AttackEffect) => e.kind === 'condition' || e.kind === 'ongoing' || e.kind === 'defense-penalty';
  // "(save ends all)": every lasting effect of the hit, two or more, ends on the one save ("Saving Throws").
  const n = effects.filter(lasting).length;
  if (all ? n < 2 : n !== 2) return null;
  return effects.map((e) =>
    e.kind === 'condition' || e.kind === 'defense-penalty'
      ? { ...e, duration: 'save-ends', together: true }
      : e.kind === 'ongoing'
        ? { ...e, together: true }
        : e,
  );
}

/** One hit (or miss) text: optional base damage first, then AND effects. */
function parseHit(raw: string): HitPart {
  const translated: string[] = [];
  const ends = SAVE_ENDS_BOTH.exec(raw.trim());
  const both = ends !== null;
  const text = both ? raw.trim().replace(SAVE_ENDS_BOTH, '') : raw;
  const clauses = splitClauses(text.trim().replace(/\.$/, ''));
  const damage: DamagePart[] = [];
  const effects: AttackEffect[] = [];
  clauses.forEach((clause, i) => {
    if (i === 0) {
      const d = parseDamage(clause);
      if (d) {
        damage.push(...d);
        return;
      }
    }
    const e =
      parseCondition(clause, translated) ??
      parseOngoing(clause) ??
      parseForced(clause) ??
      parseRepeat(clause) ??
      parseDefensePenalty(clause) ??
      parseNamedDefensePenalty(clause) ??
      parseDefenseAttacker(clause) ??
      parseAsIfDominated(clause) ??
      parseHealAttacker(clause) ??
      parseHealAlliesWithin(clause) ??
      parseBloodiedCondition(clause, translated) ??
      parseDamageAdjacentToTarget(clause) ??
      parseShiftAttacker(clause) ??
      parseConditionAttacker(clause, translated) ??
      (/^this creature is destroyed\.?$/i.test(clause.trim()) ? ({ kind: 'destroy-attacker' } as const) : null);
    if (e) effects.push(e);
    else throw new ClauseGap(clause);
  });
  if (!both) return { damage, effects, translated };
  const all = (ends[1] ?? '').toLowerCase() === 'all';
  const joined = saveEndsBoth(effects, all);
  if (!joined) throw new ClauseGap(`${clauses[clauses.length - 1] ?? ''} (save ends ${all ? 'all' : 'both'})`);
  return { damage, effects: joined, translated };
}

/** Thrown inside parseHit's loop and caught by `hitOrGap`. */
class ClauseGap extends Error {
  constructor(readonly clause: string) {
    super(clause);
  }
}

export function hitOrGap(text: string, where: 'hit' | 'miss'): HitPart | Gap {
  try {
    return parseHit(text);
  } catch (e) {
    if (e instanceof ClauseGap) return gap(`attack ${where} clause: ${fold(e.clause)}`, `this ${where} clause has no encoding yet`);
    throw e;
  }
}
