/**
 * Builds docs/dicemasters-cards.md: every card of the Dice Masters Battle for Faerûn set (imported from
 * the shared TeamBuilder file), enforced or not, with our rules text and the test that plays each
 * card (src/games/dicemasters/cards/bff/coverage.ts).
 *
 *   npx tsx scripts/dicemasters-cards.ts                 write docs/dicemasters-cards.md
 *   npx tsx scripts/dicemasters-cards.ts --check         exit 1 when it is out of date
 *   npx tsx scripts/dicemasters-cards.ts --cards FILE    read another TeamBuilder file
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { coverage, coverageMarkdown } from '../src/games/dicemasters/cards/bff/coverage.js';
import { loadSet } from '../src/games/dicemasters/import/imported-setup.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(root, 'docs', 'dicemasters-cards.md');
const args = process.argv.slice(2);
const at = args.indexOf('--cards');
const file = at >= 0 ? args[at + 1] : join(root, '..', 'shared', 'data', 'dicemasters', 'tdc-teambuilder-cards.php');

if (!file || !existsSync(file)) {
  console.error(`dicemasters-cards: the TeamBuilder file ${file ?? '(none given)'} is absent`);
  process.exit(args.includes('--check') ? 0 : 2);
}
const set = loadSet((p) => readFileSync(p, 'utf8'), file);
if (!set.ok) {
  console.error(set.error);
  process.exit(1);
}
const md = coverageMarkdown(coverage(set.value)) + '\n';
if (args.includes('--check')) {
  const now = existsSync(OUT) ? readFileSync(OUT, 'utf8') : '';
  if (now !== md) {
    console.error('docs/dicemasters-cards.md is out of date: run npx tsx scripts/dicemasters-cards.ts');
    process.exit(1);
  }
  console.log('docs/dicemasters-cards.md is current');
} else {
  writeFileSync(OUT, md);
  console.log(`wrote ${OUT}`);
}
