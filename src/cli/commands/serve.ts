/**
 * `skirmish serve` (what `npm start` runs): builds the web app when it is missing or older than its
 * sources, then serves it with the API on http://127.0.0.1:3000 — this machine only; --host/HOST to
 * open it, with a warning — (PORT to change). Games are kept in an embedded SQLite file (path
 * printed); DATABASE_URL=postgres://… keeps them in PostgreSQL. --redis redis://… (or REDIS_URL) runs
 * this as one of several processes sharing the tables (docs/web.md, "Several processes").
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyGameModule } from '../../games/module.js';
import { EXIT, parseFlags, type Command } from '../io.js';
import { AI_DELAY_RANGE, parseIntFlags, PORT_RANGE } from '../number-flags.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const webSrc = join(root, 'src', 'web');
const webDist = join(root, 'web-dist');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    newest = Math.max(newest, e.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

/** True when web-dist has no index.html or a source file under src/web is newer than it. */
export function webBuildNeeded(): boolean {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) return true;
  return newestMtime(webSrc) > statSync(index).mtimeMs;
}

export async function buildWeb(log: (l: string) => void): Promise<void> {
  log('Building the web app (vite)…');
  const vite = await import('vite');
  // Vite (and the React plugin's JSX transform) follow NODE_ENV when it is set — vitest sets it to
  // "test" — and would then ship React's development bundle; what we serve is always production.
  const env = process.env['NODE_ENV'];
  process.env['NODE_ENV'] = 'production';
  try {
    await vite.build({ configFile: join(webSrc, 'vite.config.ts'), logLevel: 'warn', mode: 'production' });
  } finally {
    if (env === undefined) delete process.env['NODE_ENV'];
    else process.env['NODE_ENV'] = env;
  }
}

export const command: Command = {
  summary: 'serve the web table (lobby, Dice Masters, DDM) and its API',
  usage:
    'skirmish serve [--port 3000] [--host 127.0.0.1] [--db skirmish.sqlite] [--ai-delay 400] [--dev-seeds] [--no-build] [--heroscape-cards UNITS.json (builders: the classic pool)] [--heroscape-map TABLE.hsc (with --heroscape-cards: Clashing Fronts in the lobby)] [--dicemasters-cards TEAMBUILDER.php (builders: the whole Battle for Faerûn set)] [--redis redis://HOST (with DATABASE_URL=postgres://…)] [--open-tables N, --spectators N, --ai-max-time MS, … (README: limits)]',
  async run(args, io) {
    const { flags } = parseFlags(args, ['no-build', 'dev-seeds']);
    const { DEFAULT_HOST, exposureWarning, isLoopback } = await import('../../server/bind.js');
    // This machine only unless --host (or HOST) opens it; see docs/security.md.
    const host = flags.host ?? (process.env.HOST || DEFAULT_HOST);
    if (host.trim() === '') {
      io.err('skirmish serve: --host (or HOST) must name an address to listen on, such as 127.0.0.1 or 0.0.0.0.');
      return EXIT.USAGE;
    }
    const devSeeds = flags['dev-seeds'] === 'true';
    if (devSeeds && !isLoopback(host)) {
      io.err(`skirmish serve: --dev-seeds lets table creators choose the dice; it is for local play only and cannot be used with --host ${host}.`);
      return EXIT.USAGE;
    }
    const nums = parseIntFlags(
      { ...flags, ...(flags.port === undefined && process.env.PORT !== undefined ? { port: process.env.PORT } : {}) },
      { port: { fallback: 3000, range: PORT_RANGE }, 'ai-delay': { fallback: 400, range: AI_DELAY_RANGE } },
    );
    if (!nums.ok) {
      io.err(`skirmish serve: ${nums.error}${flags.port === undefined && process.env.PORT !== undefined ? ' (--port comes from PORT)' : ''}`);
      return EXIT.USAGE;
    }
    const { port, 'ai-delay': aiDelayMs } = nums.value;
    // Resource bounds (rate limits, table caps, AI budgets): flags, then SKIRMISH_* variables, then defaults.
    const { resolveLimits } = await import('../../server/limits.js');
    const limits = resolveLimits(flags, process.env);
    if (!limits.ok) {
      io.err(`skirmish serve: ${limits.error}`);
      return EXIT.USAGE;
    }
    // The card and map files are read before anything is built or served: a bad one stops the start.
    // Card files for the builders (docs/web.md, "Builders"), parsed by the games' own importers.
    const { buildersFromFiles } = await import('../../server/builders/card-files.js');
    const { readFileSync } = await import('node:fs');
    const builders = buildersFromFiles({ heroscape: flags['heroscape-cards'], dicemasters: flags['dicemasters-cards'] }, (p) => readFileSync(p, 'utf8'));
    if (!builders.ok) {
      io.err(`skirmish serve: ${builders.error}`);
      return EXIT.USAGE;
    }
    // Clashing Fronts on the user's Table of the Giants (server/heroscape-scenario.ts): compiled once, here.
    let modules: readonly AnyGameModule[] | undefined;
    if (flags['heroscape-map'] !== undefined) {
      const { withClashingFronts } = await import('../../server/heroscape-scenario.js');
      const { gameModules } = await import('../../games/index.js');
      const made = withClashingFronts(gameModules, { map: flags['heroscape-map'], cards: flags['heroscape-cards'] }, io.readFile, io.readBytes);
      if (!made.ok) {
        io.err(`skirmish serve: ${made.error}`);
        return EXIT.USAGE;
      }
      modules = made.value;
    }
    if (flags['no-build'] !== 'true' && webBuildNeeded()) {
      try {
        await buildWeb(io.out);
      } catch (e) {
        io.err(`skirmish serve: the web app did not build: ${e instanceof Error ? e.message : String(e)}`);
        return EXIT.RULE;
      }
    }
    const sqlitePath = resolve(flags.db ?? process.env.SKIRMISH_DB ?? join(root, 'skirmish.sqlite'));
    const redisUrl = flags.redis ?? (process.env.REDIS_URL || undefined);
    if (redisUrl !== undefined && !/^rediss?:\/\/[^/]/.test(redisUrl)) {
      io.err(`skirmish serve: --redis (or REDIS_URL) must be a redis://HOST[:PORT] URL, not "${redisUrl.split(':')[0]}:…".`);
      return EXIT.USAGE;
    }
    const { startServer } = await import('../../server/main.js');
    try {
      const started = await startServer({
        port,
        host,
        ...(devSeeds ? { allowChosenSeeds: true } : {}),
        sqlitePath,
        builders: builders.value,
        ...(modules ? { modules } : {}),
        databaseUrl: process.env.DATABASE_URL,
        redisUrl,
        webDir: webDist,
        aiDelayMs,
        limits: limits.limits,
        log: io.err,
      });
      io.out(`Games are stored in ${started.store.location}`);
      const warning = exposureWarning(host);
      if (warning) io.err(warning);
      if (devSeeds) io.err('Chosen seeds are allowed (--dev-seeds): tables created with a seed are for local, unranked play.');
      io.out(`Skirmish web table: ${started.url}`);
      const stop = (): void => {
        io.out('Stopping…');
        void started.stop().then(() => process.exit(0));
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      await new Promise<never>(() => undefined);
    } catch (e) {
      io.err(`skirmish serve: could not start: ${e instanceof Error ? e.message : String(e)}`);
      return EXIT.RULE;
    }
    return EXIT.OK;
  },
};
