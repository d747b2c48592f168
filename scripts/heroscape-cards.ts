/**
 * Builds docs/heroscape-cards.md: every army card of the heroscape-json units file (the shared copy
 * by default), each power enforced or not with the test proving it, and the missing power families
 * by how many cards they would complete (src/games/heroscape/pool/coverage.ts).
 *
 *   npx tsx scripts/heroscape-cards.ts                 write docs/heroscape-cards.md
 *   npx tsx scripts/heroscape-cards.ts --check         exit 1 when it is out of date
 *   npx tsx scripts/heroscape-cards.ts --units FILE    read another units file
 *
 * The report ends with the rulings: where a card's text leaves a question open, the reading each
 * power module states in its header ("Our reading…") and the sources it names ("Rulebook: …"),
 * gathered from src/games/heroscape/abilities/ so that the report and the code cannot disagree.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { coverageFromUnits, coverageMarkdown } from '../src/games/heroscape/pool/coverage.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(root, 'docs', 'heroscape-cards.md');
const args = process.argv.slice(2);
const at = args.indexOf('--units');
const file = at >= 0 ? args[at + 1] : join(root, '..', 'shared', 'data', 'heroscape', 'heroscape-json-units.json');

if (!file || !existsSync(file)) {
  console.error(`heroscape-cards: the heroscape-json units file ${file ?? '(none given)'} is absent`);
  process.exit(args.includes('--check') ? 0 : 2);
}
const cov = coverageFromUnits(readFileSync(file, 'utf8'), file);
if (!cov.ok) {
  console.error(cov.error);
  process.exit(1);
}
const md = coverageMarkdown(cov.value, at >= 0 ? file : '../shared/data/heroscape/heroscape-json-units.json') + '\n' + rulings();
if (args.includes('--check')) {
  const now = existsSync(OUT) ? readFileSync(OUT, 'utf8') : '';
  if (now !== md) {
    console.error('docs/heroscape-cards.md is out of date: run npx tsx scripts/heroscape-cards.ts');
    process.exit(1);
  }
  console.log('docs/heroscape-cards.md is current');
} else {
  writeFileSync(OUT, md);
  console.log(`wrote ${OUT}`);
}

/** The header comment of a module (its first block comment), as plain text. */
function headerOf(text: string): string {
  const m = /^\/\*\*([\s\S]*?)\*\//.exec(text);
  return m
    ? (m[1] ?? '')
        .replace(/^\s*\* ?/gm, '')
        .replace(/\s+/g, ' ')
        .trim()
    : '';
}

/** Sentences from "Our reading" on (up to the next paragraph-like marker), and the "Rulebook:" sources. */
function rulings(): string {
  const dir = join(root, 'src', 'games', 'heroscape', 'abilities');
  const rows: string[] = [];
  for (const f of readdirSync(dir).sort()) {
    if (!f.endsWith('.ts') || f.endsWith('.test.ts')) continue;
    const text = readFileSync(join(dir, f), 'utf8');
    const head = headerOf(text);
    const at = head.search(/Our readings?\b/);
    if (at < 0) continue;
    const names = [...text.matchAll(/\bname: '([^']+)'|\bconst NAME = '([^']+)'/g)].map((m) => m[1] ?? m[2]);
    const reading = head
      .slice(at)
      .replace(/\s*(?:Rulebook:|How:|How it is played).*$/, '')
      .trim();
    const source = /Rulebook: ([^.]*(?:\.(?!\s+[A-Z])[^.]*)*)\./.exec(head)?.[1]?.trim() ?? "the card's text";
    const cell = (x: string) => x.replace(/\|/g, '\\|');
    rows.push(`| ${cell(names.length > 0 ? [...new Set(names)].join(', ') : f)} | \`abilities/${f}\` | ${cell(reading)} | ${cell(source)} |`);
  }
  return [
    '',
    '## Rulings',
    '',
    "Where a card's text leaves a question open, the guide settles it first; what it does not settle is our reading, stated in the",
    "power module's header and gathered here with the sources the module names (no published errata or FAQ was found for these).",
    '',
    '| powers | module | ruling | source |',
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
