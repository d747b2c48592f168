/**
 * The server's resource bounds (issue #23, "bounded resources"): every limit in one place, with
 * defaults meant for a small public server, each settable by a `skirmish serve --flag` or an
 * environment variable (the flag wins). docs/security.md ("Resource bounds") lists each control and
 * the test that proves it; README.md lists the flags.
 */
import { parseAgentSpec } from '../ai/index.js';

export interface ServerLimits {
  /** HTTP requests one IP address may make per `httpWindowMs`, on every route (static files included). */
  readonly httpRequests: number;
  readonly httpWindowMs: number;
  /** Tables one IP address may create per `createWindowMs` (on top of `httpRequests`). */
  readonly createsPerWindow: number;
  readonly createWindowMs: number;
  /** Tables still being played that one IP address may have created (HTTP 429 beyond). */
  readonly openTablesPerClient: number;
  /** Tables held in memory at once, whatever loaded them (HTTP 503 / a `server-busy` fatal beyond). */
  readonly loadedTables: number;
  /** A loaded table nobody is connected to leaves memory after this long; it reloads from its log. */
  readonly idleUnloadMs: number;
  /** Spectator connections per table (seat holders are not counted). */
  readonly spectatorsPerTable: number;
  /** The largest `time=` an AI seat may be given (milliseconds per decision). */
  readonly aiMaxTimeMs: number;
  /** The largest `it=` (iterations per decision) an AI seat may be given. */
  readonly aiMaxIterations: number;
}

export const DEFAULT_LIMITS: ServerLimits = {
  httpRequests: 600,
  httpWindowMs: 60_000,
  createsPerWindow: 20,
  createWindowMs: 60_000,
  openTablesPerClient: 20,
  loadedTables: 1000,
  idleUnloadMs: 10 * 60_000,
  spectatorsPerTable: 50,
  aiMaxTimeMs: 5_000,
  aiMaxIterations: 20_000,
};

/** Flag name, environment variable and what it sets, for `--help`, the README and parsing. */
export const LIMIT_SETTINGS: readonly { key: keyof ServerLimits; flag: string; env: string; help: string }[] = [
  { key: 'httpRequests', flag: 'http-requests', env: 'SKIRMISH_HTTP_REQUESTS', help: 'HTTP requests per IP address per --http-window' },
  { key: 'httpWindowMs', flag: 'http-window', env: 'SKIRMISH_HTTP_WINDOW_MS', help: 'milliseconds the HTTP request budget covers' },
  { key: 'createsPerWindow', flag: 'creates', env: 'SKIRMISH_CREATES', help: 'tables an IP address may create per --create-window' },
  { key: 'createWindowMs', flag: 'create-window', env: 'SKIRMISH_CREATE_WINDOW_MS', help: 'milliseconds the table-creation budget covers' },
  { key: 'openTablesPerClient', flag: 'open-tables', env: 'SKIRMISH_OPEN_TABLES', help: 'unfinished tables one IP address may have created' },
  { key: 'loadedTables', flag: 'loaded-tables', env: 'SKIRMISH_LOADED_TABLES', help: 'tables held in memory at once' },
  { key: 'idleUnloadMs', flag: 'idle-unload', env: 'SKIRMISH_IDLE_UNLOAD_MS', help: 'milliseconds before a table nobody watches leaves memory' },
  { key: 'spectatorsPerTable', flag: 'spectators', env: 'SKIRMISH_SPECTATORS', help: 'spectators per table' },
  { key: 'aiMaxTimeMs', flag: 'ai-max-time', env: 'SKIRMISH_AI_MAX_TIME_MS', help: 'largest AI time= per decision (ms)' },
  { key: 'aiMaxIterations', flag: 'ai-max-iterations', env: 'SKIRMISH_AI_MAX_ITERATIONS', help: 'largest AI it= per decision' },
];

/**
 * The limits from `--flag` values and the environment (flags first), over the defaults. A value that
 * is not a positive whole number is an error naming the flag or variable.
 */
export function resolveLimits(
  flags: Readonly<Record<string, string | undefined>>,
  env: Readonly<Record<string, string | undefined>>,
): { ok: true; limits: ServerLimits } | { ok: false; error: string } {
  const out: Record<keyof ServerLimits, number> = { ...DEFAULT_LIMITS };
  for (const s of LIMIT_SETTINGS) {
    const fromFlag = Object.hasOwn(flags, s.flag) ? flags[s.flag] : undefined;
    const raw = fromFlag ?? (Object.hasOwn(env, s.env) ? env[s.env] : undefined);
    if (raw === undefined) continue;
    const v = Number(raw);
    if (raw.trim() === '' || !Number.isInteger(v) || v < 1) {
      const where = fromFlag !== undefined ? `--${s.flag}` : s.env;
      return { ok: false, error: `${where} must be a whole number of at least 1 (${s.help}), not "${raw}".` };
    }
    out[s.key] = v;
  }
  return { ok: true, limits: out };
}

/**
 * An AI seat's spec against the server's caps: null when allowed, else a sentence naming the cap.
 * Checked at table creation, so a spec over a cap never reaches a table.
 */
export function agentBudgetError(spec: string, limits: ServerLimits): string | null {
  const parsed = parseAgentSpec(spec);
  if (!parsed.ok) return null; // the table's own spec check reports it
  const { time, it } = parsed.value.params;
  if (time !== undefined && time > limits.aiMaxTimeMs)
    return `the AI "${parsed.value.text}" asks for time=${time} ms per decision; this server allows at most time=${limits.aiMaxTimeMs}.`;
  if (it !== undefined && it > limits.aiMaxIterations)
    return `the AI "${parsed.value.text}" asks for it=${it} iterations per decision; this server allows at most it=${limits.aiMaxIterations}.`;
  return null;
}
