/**
 * Builds docs/ddm-cards.md: every creature of the ddmwi creatures file (the shared copy by default),
 * each power enforced or not, and the missing power families by how many creatures they would
 * complete (src/games/ddm/import/coverage.ts).
 *
 *   npx tsx scripts/ddm-cards.ts                      write docs/ddm-cards.md
 *   npx tsx scripts/ddm-cards.ts --check              exit 1 when it is out of date
 *   npx tsx scripts/ddm-cards.ts --creatures FILE     read another ddmwi creatures file
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { coverage, coverageMarkdown } from '../src/games/ddm/import/coverage.js';
import { FAMILY_TESTS } from '../src/games/ddm/import/family-tests.js';
import { loadPool } from '../src/games/ddm/import/load.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(root, 'docs', 'ddm-cards.md');
const args = process.argv.slice(2);
const at = args.indexOf('--creatures');
const file = at >= 0 ? args[at + 1] : join(root, '..', 'shared', 'data', 'ddm', 'ddmwi-creatures.json');

if (!file || !existsSync(file)) {
  console.error(`ddm-cards: the ddmwi creatures file ${file ?? '(none given)'} is absent`);
  process.exit(args.includes('--check') ? 0 : 2);
}
const pool = loadPool((p) => readFileSync(p, 'utf8'), file);
if (!pool.ok) {
  console.error(pool.error);
  process.exit(1);
}
const md = coverageMarkdown(coverage(pool.value), FAMILY_TESTS) + '\n';
if (args.includes('--check')) {
  const now = existsSync(OUT) ? readFileSync(OUT, 'utf8') : '';
  if (now !== md) {
    console.error('docs/ddm-cards.md is out of date: run npx tsx scripts/ddm-cards.ts');
    process.exit(1);
  }
  console.log('docs/ddm-cards.md is current');
} else {
  writeFileSync(OUT, md);
  console.log(`wrote ${OUT}`);
}
