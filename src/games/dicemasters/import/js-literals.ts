// The TeamBuilder file is a PHP page whose script declares its card lists as JavaScript literals
// (`var bff = [ '…', … ];`, `var dice = { "Title":"…", … };`). This reads exactly those two literal
// shapes — arrays of strings and objects of string values — without evaluating anything, and names the
// file and line of whatever it cannot read.
import { err, ok, type Result } from '../../../core/index.js';

/** Line starts of the last text read (one file is read many times in a row). */
let cached: { readonly text: string; readonly starts: readonly number[] } | null = null;

function lineStarts(text: string): readonly number[] {
  if (cached?.text !== text) {
    const starts = [0];
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
    cached = { text, starts };
  }
  return cached.starts;
}

/** 1-based line of an offset, for error messages. */
export function lineOf(text: string, offset: number): number {
  const starts = lineStarts(text);
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] ?? 0) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

/** Where a `var NAME = <open>` declaration's literal starts (just after the bracket), or -1. */
function declarationStart(text: string, name: string, open: '[' | '{'): number {
  const re = new RegExp(`\\bvar\\s+${name}\\s*=\\s*\\${open}`, 'g');
  const m = re.exec(text);
  return m ? m.index + m[0].length : -1;
}

function skipSpace(text: string, i: number): number {
  while (i < text.length) {
    const c = text[i];
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') i++;
    else if (text.startsWith('//', i)) {
      const nl = text.indexOf('\n', i);
      i = nl < 0 ? text.length : nl + 1;
    } else if (text.startsWith('/*', i)) {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 2;
    } else break;
  }
  return i;
}

/** A quoted string at `i` ('…' or "…", backslash escapes); returns its value and the offset after it. */
function readString(text: string, i: number, where: string): Result<{ value: string; end: number }, string> {
  const quote = text[i];
  if (quote !== "'" && quote !== '"') return err(`${where}, line ${lineOf(text, i)}: expected a quoted string, found "${text.slice(i, i + 20)}"`);
  let out = '';
  for (let j = i + 1; j < text.length; j++) {
    const c = text[j];
    if (c === '\\') {
      const next = text[j + 1];
      if (next === undefined) break;
      out += next === 'n' ? '\n' : next === 't' ? '\t' : next;
      j++;
    } else if (c === quote) return ok({ value: out, end: j + 1 });
    else if (c === '\n') break;
    else out += c;
  }
  return err(`${where}, line ${lineOf(text, i)}: unterminated string`);
}

export interface Located<T> {
  readonly value: T;
  /** 1-based line of the literal in the file. */
  readonly line: number;
}

/** The strings of `var NAME = [ … ];`, each with its line. */
export function readStringArray(text: string, name: string, file: string): Result<Located<string>[], string> {
  const start = declarationStart(text, name, '[');
  if (start < 0) return err(`${file}: no "var ${name} = [" list`);
  const out: Located<string>[] = [];
  let i = skipSpace(text, start);
  while (text[i] !== ']') {
    if (i >= text.length) return err(`${file}: the list "${name}" is not closed`);
    const s = readString(text, i, `${file} (${name})`);
    if (!s.ok) return s;
    out.push({ value: s.value.value, line: lineOf(text, i) });
    i = skipSpace(text, s.value.end);
    if (text[i] === ',') i = skipSpace(text, i + 1);
    else if (text[i] !== ']') return err(`${file} (${name}), line ${lineOf(text, i)}: expected "," or "]" after entry ${out.length}`);
  }
  return ok(out);
}

/** The "key":"value" pairs of `var NAME = { … };` (a later duplicate key wins, as in JavaScript). */
export function readStringObject(text: string, name: string, file: string): Result<Map<string, Located<string>>, string> {
  const start = declarationStart(text, name, '{');
  if (start < 0) return err(`${file}: no "var ${name} = {" object`);
  const out = new Map<string, Located<string>>();
  let i = skipSpace(text, start);
  while (text[i] !== '}') {
    if (i >= text.length) return err(`${file}: the object "${name}" is not closed`);
    const k = readString(text, i, `${file} (${name})`);
    if (!k.ok) return k;
    i = skipSpace(text, k.value.end);
    if (text[i] !== ':') return err(`${file} (${name}), line ${lineOf(text, i)}: expected ":" after "${k.value.value}"`);
    i = skipSpace(text, i + 1);
    const v = readString(text, i, `${file} (${name}) "${k.value.value}"`);
    if (!v.ok) return v;
    out.set(k.value.value, { value: v.value.value, line: lineOf(text, i) });
    i = skipSpace(text, v.value.end);
    if (text[i] === ',') i = skipSpace(text, i + 1);
    else if (text[i] !== '}') return err(`${file} (${name}), line ${lineOf(text, i)}: expected "," or "}" after "${k.value.value}"`);
  }
  return ok(out);
}
