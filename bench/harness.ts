import os from 'node:os';
import { performance } from 'node:perf_hooks';

/** One measured figure. */
export interface BenchRow {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  /** An aim from the issue or an outside anchor to read the figure against. */
  readonly target?: string;
}

export interface BenchTable {
  readonly title: string;
  readonly rows: readonly BenchRow[];
}

/** A bench file's default export. */
export type BenchSuite = () => Promise<BenchTable | BenchTable[]> | BenchTable | BenchTable[];

/** Runs `fn` repeatedly for about `ms` milliseconds (after a warm-up) and returns operations per second. */
export function opsPerSecond(fn: () => void, ms = 1000, batch = 1): number {
  const warm = performance.now() + Math.min(200, ms / 4);
  while (performance.now() < warm) fn();
  let n = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    fn();
    n += batch;
    now = performance.now();
  }
  return (n * 1000) / (now - start);
}

/** CPU seconds (user + system) of this process since `since` — the DDM suites report per CPU second. */
export function cpuSeconds(since: NodeJS.CpuUsage): number {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1e6;
}

/** Mean microseconds per call of `fn`. */
export function microsPerCall(fn: () => void, ms = 1000): number {
  return 1e6 / opsPerSecond(fn, ms);
}

export function machine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${cpu.trim()}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${os.platform()} ${os.arch()}`;
}

export function formatValue(v: number): string {
  if (v >= 100) return Math.round(v).toLocaleString('en-US');
  if (v >= 1) return v.toFixed(2);
  return v.toPrecision(3);
}

export function renderTable(t: BenchTable): string {
  const lines = [`### ${t.title}`, '', '| benchmark | figure | unit | aim / anchor |', '|---|---:|---|---|'];
  for (const r of t.rows) lines.push(`| ${r.name} | ${formatValue(r.value)} | ${r.unit} | ${r.target ?? ''} |`);
  return lines.join('\n');
}
