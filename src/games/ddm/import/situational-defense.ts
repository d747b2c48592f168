// "+A AC and +D DEF <situation>" read into the continuous `situational-defense`
// (abilities/continuous/situational-defense.ts; ddm-battle-rules-2011, "Bonuses and Penalties";
// Appendix A: DEF is Fortitude, Reflex and Will). The bonus: "+A AC and +D DEF", "+A AC and +D
// Reflex", "+A AC and Reflex", "+A to all defenses", "+A AC", "+A DEF", "+A DEF(Will)"; the situation:
// "against (vs.) {r} [and {a}] attacks" (also "Ranged attacks") [" while [not] bloodied"], "while [not]
// bloodied", "while only 1 enemy is adjacent [to this creature]", "while adjacent to a(n) <Keyword>
// ally", "while within N squares of an allied <Keyword> champion", "vs. enemies without Flight",
// "against {c} or {a} attacks from <Keyword>s" (Dragonkin: close or area attacks by a creature with the
// keyword). Other situations stay gaps.
import type { Continuous, PowerInput } from '../cards/schema.js';

type Situational = Extract<Continuous, { kind: 'situational-defense' }>;
type Amounts = Situational['amounts'];

const keywordOf = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();
const ONE: Readonly<Record<string, keyof Amounts>> = { fort: 'Fort', fortitude: 'Fort', ref: 'Ref', reflex: 'Ref', will: 'Will' };
const DEFS = ['Fort', 'Ref', 'Will'] as const;

/** The bonus at the start of the text, and the rest. */
function amounts(t: string): { amounts: Amounts; rest: string } | null {
  let m: RegExpExecArray | null;
  if ((m = /^\+(\d+) to all defenses (.+)$/.exec(t))) {
    const n = Number(m[1]);
    return { amounts: { AC: n, Fort: n, Ref: n, Will: n }, rest: m[2] ?? '' };
  }
  if ((m = /^\+(\d+) ac and \+(\d+) def (.+)$/.exec(t))) {
    const n = Number(m[2]);
    return { amounts: { AC: Number(m[1]), Fort: n, Ref: n, Will: n }, rest: m[3] ?? '' };
  }
  if ((m = /^\+(\d+) ac and (?:\+(\d+) )?(fort|fortitude|ref|reflex|will) (.+)$/.exec(t))) {
    const d = ONE[m[3] ?? ''];
    return d ? { amounts: { AC: Number(m[1]), [d]: Number(m[2] ?? m[1]) }, rest: m[4] ?? '' } : null;
  }
  if ((m = /^\+(\d+) ac (.+)$/.exec(t))) return { amounts: { AC: Number(m[1]) }, rest: m[2] ?? '' };
  if ((m = /^\+(\d+) def (.+)$/.exec(t))) {
    const n = Number(m[1]);
    return { amounts: Object.fromEntries(DEFS.map((d) => [d, n])) as Amounts, rest: m[2] ?? '' };
  }
  if ((m = /^\+(\d+) def\((fort|fortitude|ref|reflex|will)\) (.+)$/.exec(t))) {
    const d = ONE[m[2] ?? ''];
    return d ? { amounts: { [d]: Number(m[1]) }, rest: m[3] ?? '' } : null;
  }
  return null;
}

type Part = Pick<Situational, 'against' | 'when' | 'keyword' | 'within'>;

function whenOf(w: string): Part | null {
  let m: RegExpExecArray | null;
  if (/^while (?:this creature is )?bloodied$/.test(w)) return { when: 'self-bloodied' };
  if (/^while (?:this creature is )?not bloodied$/.test(w)) return { when: 'self-not-bloodied' };
  if (/^while only (?:1|one) enemy is adjacent(?: to this creature)?$/.test(w)) return { when: 'one-enemy-adjacent' };
  if ((m = /^while adjacent to an? ([a-z]+) ally$/.exec(w))) return { when: 'adjacent-ally-keyword', keyword: keywordOf(m[1] ?? '') };
  if ((m = /^while within (\d+) squares of an allied ([a-z]+) champion$/.exec(w)))
    return { when: 'near-champion-ally-keyword', within: Number(m[1]), keyword: keywordOf(m[2] ?? '') };
  if (/^(?:against|vs\.?) enemies without flight$/.test(w)) return { when: 'attacker-not-flying' };
  return null;
}

function situation(rest: string): Part | null {
  const from = /^(?:against|vs\.?) (?:\{c\}|close) or (?:\{a\}|area) attacks from ([a-z]+?)s$/.exec(rest);
  if (from) return { against: ['close', 'area'], when: 'attacker-keyword', keyword: keywordOf(from[1] ?? '') };
  const m = /^(?:against|vs\.?) (?:\{r\}|ranged)( and (?:\{a\}|area))? attacks(?: (.+))?$/.exec(rest);
  if (!m) return whenOf(rest);
  const against: Situational['against'] = m[1] ? ['ranged', 'area'] : ['ranged'];
  if (!m[2]) return { against };
  const w = whenOf(m[2]);
  return w && w.when !== 'attacker-not-flying' ? { against, ...w } : null;
}

export function readSituationalDefense(body: string, name: string): PowerInput | null {
  const t = body
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[.\s]+$/, '')
    .trim();
  const a = amounts(t);
  const s = a ? situation(a.rest) : null;
  if (!a || !s) return null;
  return { kind: 'continuous', name, effect: { kind: 'situational-defense', amounts: a.amounts, ...s } };
}
