// Keen Critical N and its kin (Keen Axe, Keen Blade, Keen Edge, Keen Scimitar, Wild Surge, Bloody
// Critical, Precise Aim), read into the continuous `keen-critical` of cards/schema.ts
// (ddm-battle-rules-2011, "Attack Roll", Critical Hit): "Scores critical hits (criticals) [with {m}
// attacks] on [a] [{m} | melee basic] [attack] rolls of natural (unmodified) N+ / N-20 / 19 or 20 /
// 18, 19 or 20 [with {r} and {c} attacks] [against bloodied targets]", "Scores critical hits on
// natural attack rolls of 18, 19 or 20", "Keen Critical N on {r} attacks". Wordings that add anything
// else (automatic hits, a target's keyword or size, the terrain) are not read.
import type { Continuous, PowerInput } from '../cards/schema.js';

type Keen = Extract<Continuous, { kind: 'keen-critical' }>;
type Range = NonNullable<Keen['ranges']>[number];

const SYMBOLS: Readonly<Record<string, Range>> = { m: 'melee', r: 'ranged', c: 'close', a: 'area' };

/** "melee", "ranged and close": the attack kinds named (the symbols already spelt out). */
function rangesOf(words: string): Range[] {
  return words.split(' and ').map((w) => w as Range);
}

/** The lowest natural roll of a printed range, or null when its numbers do not end at 20. */
function fromOf(n: string, tail: string): number | null {
  const from = Number(n);
  if (tail === ' or 20') return from === 19 ? 19 : null;
  if (/^, 19,? or 20$/.test(tail)) return from === 18 ? 18 : null;
  return from >= 2 && from <= 19 ? from : null;
}

const KINDS = '(melee|ranged|close|area|ranged and close|melee and ranged)';
const ROLL = `(?:natural|unmodified) (\\d+)(\\+|-20| or 20|, 19,? or 20| or higher)`;
const SCORES = new RegExp(
  `^scores (?:critical hits|criticals)(?: with ${KINDS} attacks)? on (?:a )?(?:(melee basic|${KINDS.slice(1, -1)}) )?(?:attack )?(?:rolls of )?${ROLL}(?: with ${KINDS} attacks)?(?: against (bloodied) targets)?$`,
);
const NATURAL_ATTACK_ROLLS = /^scores (?:critical hits|criticals) on natural attack rolls of (\d+)(, 19,? or 20)$/;
const KEEN_ON = new RegExp(`^keen critical (\\d+) on ${KINDS} attacks$`);

/** The power's text after its name, or null when it is not a keen critical. */
export function readKeenCritical(body: string, name: string): PowerInput | null {
  const t = body
    .toLowerCase()
    .replace(/\{([mrca])\}/g, (_, k: string) => SYMBOLS[k] ?? k)
    .replace(/\s+/g, ' ')
    .trim();
  let effect: Keen | null = null;
  let m: RegExpExecArray | null;
  if ((m = SCORES.exec(t))) {
    const from = fromOf(m[3] ?? '', m[4] ?? '');
    const kinds = m[1] ?? m[5];
    const before = m[2];
    if (from === null || (kinds && before)) return null;
    effect = {
      kind: 'keen-critical',
      from,
      ...(before === 'melee basic' ? { ranges: ['melee'] as Range[], basicOnly: true as const } : {}),
      ...(before && before !== 'melee basic' ? { ranges: rangesOf(before) } : {}),
      ...(kinds ? { ranges: rangesOf(kinds) } : {}),
      ...(m[6] ? { vsBloodied: true as const } : {}),
    };
  } else if ((m = NATURAL_ATTACK_ROLLS.exec(t))) {
    const from = fromOf(m[1] ?? '', m[2] ?? '');
    if (from === null) return null;
    effect = { kind: 'keen-critical', from };
  } else if ((m = KEEN_ON.exec(t))) {
    const from = Number(m[1]);
    if (from < 2 || from > 19) return null;
    effect = { kind: 'keen-critical', from, ranges: rangesOf(m[2] ?? '') };
  }
  if (!effect) return null;
  // "Keen Critical 18": the name's number is the text's.
  const named = /^keen critical (\d+)$/i.exec(name.trim());
  if (named && Number(named[1]) !== effect.from) return null;
  return { kind: 'continuous', name, effect };
}
