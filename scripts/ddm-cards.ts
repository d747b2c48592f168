/**
 * Builds docs/ddm-cards.md: every creature of the ddmwi creatures file (the shared copy by default),
 * each power enforced or not, and the missing power families by how many creatures they would
 * complete (src/games/ddm/import/coverage.ts).
 *
 *   npx tsx scripts/ddm-cards.ts                      write docs/ddm-cards.md
 *   npx tsx scripts/ddm-cards.ts --check              exit 1 when it is out of date
 *   npx tsx scripts/ddm-cards.ts --creatures FILE     read another ddmwi creatures file
 *   npx tsx scripts/ddm-cards.ts --complete 'F1' 'F2' how many creatures would be enforced if the
 *                                                     missing families F1, F2 … (as docs/ddm-cards.md
 *                                                     names them) were enforced too; nothing written
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
const cov = coverage(pool.value);
const complete = args.indexOf('--complete');
if (complete >= 0) {
  // The families given (every argument after --complete up to the next option): which creatures
  // miss only these, so that enforcing them would complete the creature.
  const rest = args.slice(complete + 1);
  const end = rest.findIndex((a) => a.startsWith('--'));
  const families = new Set(end < 0 ? rest : rest.slice(0, end));
  const done = cov.creatures.filter((c) => !c.enforced && c.powers.every((p) => p.enforced || families.has(p.family ?? '')));
  console.log(`${cov.enforced} of ${cov.total} enforced now; ${cov.enforced + done.length} with ${[...families].map((f) => `"${f}"`).join(', ')}:`);
  for (const c of done) console.log(`  ${c.name} (${c.set})`);
  process.exit(0);
}
const md = coverageMarkdown(cov, FAMILY_TESTS) + '\n';
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
