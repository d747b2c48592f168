/**
 * `npm run bench`: runs every bench/*.bench.ts (or those whose name contains an argument) and
 * prints one table each, with the machine and date. `--append` also appends the run to
 * docs/benchmarks.md, which keeps the history. `--json` instead prints one JSON object with the
 * headline figures (bench/headline.ts), for tools that compare runs.
 */
import { appendFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { machine, renderTable, type BenchSuite, type BenchTable } from './harness.js';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const append = args.includes('--append');
const filters = args.filter((a) => !a.startsWith('--'));
if (args.includes('--json')) {
  const { headline } = await import('./headline.js');
  console.log(JSON.stringify(headline()));
  process.exit(0);
}
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .sort();

const header = `## ${new Date().toISOString().slice(0, 10)} — ${machine()}`;
const out: string[] = [header, ''];
console.log(header + '\n');
for (const f of files) {
  const mod = (await import(pathToFileURL(join(here, f)).href)) as { default: BenchSuite };
  const result = await mod.default();
  const tables: BenchTable[] = Array.isArray(result) ? result : [result];
  for (const t of tables) {
    const text = renderTable(t);
    console.log(text + '\n');
    out.push(text, '');
  }
}
if (append) appendFileSync(join(here, '..', 'docs', 'benchmarks.md'), '\n' + out.join('\n'));
// A suite may leave handles open (the server-load suite's sockets and worker threads); the run is over.
process.exit(0);
