/**
 * Builds docs/heroscape-cards.md: every army card of the heroscape-json units file (the shared copy
 * by default), each power enforced or not with the test proving it, and the missing power families
 * by how many cards they would complete (src/games/heroscape/pool/coverage.ts).
 *
 *   npx tsx scripts/heroscape-cards.ts                 write docs/heroscape-cards.md
 *   npx tsx scripts/heroscape-cards.ts --check         exit 1 when it is out of date
 *   npx tsx scripts/heroscape-cards.ts --units FILE    read another units file
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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
const md = coverageMarkdown(cov.value, at >= 0 ? file : '../shared/data/heroscape/heroscape-json-units.json') + '\n';
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
