import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describeAgents, parseAgentSpec } from '../../ai/index.js';
import { GAME_IDS, loadGameModule } from '../../games/catalog.js';
import type { AnyGameModule } from '../../games/module.js';
import type { GameRef } from '../../sim/bundle.js';
import type { GameResult } from '../../sim/play.js';
import { queueUrlProblem } from '../../sim/queue-jobs.js';
import { DEFAULT_CHUNK, runGamesOnQueue } from '../../sim/queue-submit.js';
import { DEFAULT_MAX_DECISIONS, defaultWorkers, runGames } from '../../sim/runner.js';
import { progressLine, renderSummary, summarize } from '../../sim/summary.js';
import { EXIT, parseFlags, type Command, type Io } from '../io.js';
import { CHECK_SEED } from '../check-file.js';
import { GAMES_RANGE, MAX_DECISIONS_RANGE, parseIntFlags, SEED_RANGE, WORKERS_RANGE } from '../number-flags.js';
import { queueProgress } from './queue-progress.js';
import { resolveConfig } from './setup.js';

/** Flags that belong to `sim` itself (and the seats' `--pN`); the rest are the game's own (`configFromArgs`). */
const SIM_FLAGS = new Set(['games', 'workers', 'seed', 'json', 'out', 'max-decisions', 'queue', 'chunk']);
const SEAT_FLAG = /^p(\d+)$/;

/** `sim --chunk`: games per queue job; one job holds its results in Redis until the submitter reads them. */
const CHUNK_RANGE = { min: 1, max: 10_000 };

type SimGame = { readonly mod: AnyGameModule; readonly ref: GameRef };

/** How `sim` finds a game: the registered modules, each loaded when asked for (tests substitute fixture games). */
export interface SimGames {
  find(id: string): SimGame | undefined | Promise<SimGame | undefined>;
  list(): string[];
}

const registered: SimGames = {
  async find(id) {
    const mod = await loadGameModule(id);
    return mod ? { mod, ref: { kind: 'registered', id } } : undefined;
  },
  list: () => [...GAME_IDS],
};

/** Redraws one progress line on stderr when it is a terminal, at most ten times a second. */
function progress(io: Io, total: number): { tick(done: number): void; end(): void } {
  const live = io.isTTY && Boolean(process.stderr.isTTY);
  const start = globalThis.performance.now();
  let last = -Infinity;
  return {
    tick(done) {
      if (!live) return;
      const t = globalThis.performance.now();
      if (done < total && t - last < 100) return;
      last = t;
      process.stderr.write(`\r${progressLine(done, total, t - start)}\x1b[K`);
    },
    end() {
      if (live) process.stderr.write('\r\x1b[K');
    },
  };
}

export function makeSimCommand(games: SimGames): Command {
  return {
    summary: 'Play many seeded games between AI agents (one per seat) across worker threads and report win rates.',
    usage:
      'skirmish sim <game> [--setup NAME|file.json] [game flags] [--p1 AGENT] [--p2 AGENT] [--p3 AGENT …] [--games N] [--workers K] [--seed S] [--json] [--out DIR] [--max-decisions M] [--queue redis://HOST[:PORT] [--chunk N]]' +
      `\n  AGENT is random, greedy or mcts — alone, the game's tuned setting (skirmish --help lists them); name:k=v,… sets parameters: ${describeAgents().join(' | ')}`,
    async run(args, io) {
      const { positional, flags } = parseFlags(args, ['json']);
      const [id] = positional;
      const found = id ? await games.find(id) : undefined;
      if (!id || !found || positional.length > 1) {
        io.err(id && !found ? `skirmish sim: no game "${id}" (games: ${games.list().join(', ') || 'none'})` : `usage: ${this.usage}`);
        return EXIT.USAGE;
      }
      // Every --pN is checked now; which seats there are is known once the set-up has started (below).
      const seatFlags = Object.keys(flags).flatMap((k) => {
        const m = SEAT_FLAG.exec(k);
        return m ? [{ flag: k, seat: Number(m[1]) }] : [];
      });
      for (const { flag } of seatFlags) {
        const parsed = parseAgentSpec(flags[flag] ?? 'random');
        if (!parsed.ok) {
          io.err(`--${flag}: ${parsed.error}`);
          return EXIT.USAGE;
        }
      }
      const nums = parseIntFlags(flags, {
        games: { fallback: 100, range: GAMES_RANGE },
        workers: { fallback: Math.min(defaultWorkers(), WORKERS_RANGE.max), range: WORKERS_RANGE },
        'max-decisions': { fallback: DEFAULT_MAX_DECISIONS, range: MAX_DECISIONS_RANGE },
        seed: { fallback: CHECK_SEED, range: SEED_RANGE },
        chunk: { fallback: DEFAULT_CHUNK, range: CHUNK_RANGE },
      });
      if (!nums.ok) {
        io.err(nums.error);
        return EXIT.USAGE;
      }
      const { games: n, workers, 'max-decisions': maxDecisions, seed, chunk } = nums.value;
      const queueUrl = flags.queue;
      const queueProblem = queueUrl === undefined ? null : queueUrlProblem(queueUrl);
      if (queueProblem) {
        io.err(queueProblem);
        return EXIT.USAGE;
      }
      const gameFlags: Record<string, string> = {};
      for (const [k, v] of Object.entries(flags)) if (!SIM_FLAGS.has(k) && !SEAT_FLAG.test(k)) gameFlags[k] = v;
      // Checks and starts the set-up here, once, rather than failing in every worker.
      const cfg = resolveConfig(found.mod, gameFlags, io, seed);
      if (!cfg.ok) {
        io.err(cfg.error);
        return cfg.usage ? EXIT.USAGE : EXIT.RULE;
      }
      // One agent per seat the set-up has (a Heroscape team battle seats three or four); seats not given play random.
      const seated = cfg.started.state.core.players;
      const beyond = seatFlags.find((f) => f.seat < 1 || f.seat > seated);
      if (beyond) {
        io.err(`--${beyond.flag}: this set-up seats ${seated} players (--p1 to --p${seated})`);
        return EXIT.USAGE;
      }
      const specs: string[] = [];
      for (let seat = 1; seat <= seated; seat++) {
        const parsed = parseAgentSpec(flags[`p${seat}`] ?? 'random');
        if (!parsed.ok) return EXIT.USAGE; // checked above
        specs.push(parsed.value.text);
      }
      const teams = found.mod.seatTeams?.(cfg.started.state) ?? null;
      const outDir = flags.out;
      if (outDir !== undefined) {
        try {
          mkdirSync(outDir, { recursive: true });
        } catch (e) {
          io.err(`--out ${outDir}: cannot create the folder (${(e as Error).message})`);
          return EXIT.RULE;
        }
      }
      const total = n;
      const digits = String(total).length;
      const queueBar = queueUrl === undefined ? null : queueProgress(io, total, io.isTTY && Boolean(process.stderr.isTTY));
      const bar = queueBar ?? progress(io, total);
      const started = globalThis.performance.now();
      let results;
      try {
        const match = {
          ref: found.ref,
          config: cfg.started.config,
          agents: specs,
          games: total,
          seed,
          maxDecisions,
          wantRecords: outDir !== undefined,
          onResult(r: GameResult, done: number) {
            if (outDir !== undefined && r.record)
              io.writeFile(join(outDir, `game-${String(r.index + 1).padStart(digits, '0')}.json`), JSON.stringify(r.record) + '\n');
            bar.tick(done);
          },
        };
        results =
          queueUrl === undefined
            ? await runGames({ ...match, workers })
            : await runGamesOnQueue({ ...match, url: queueUrl, chunk, onRetry: (range) => queueBar?.retry(range) });
      } catch (e) {
        bar.end();
        io.err(`skirmish sim: ${(e as Error).message}`);
        return EXIT.RULE;
      }
      bar.end();
      const secs = (globalThis.performance.now() - started) / 1000;
      const summary = summarize({ game: found.mod.game.id, setup: cfg.label, agents: specs, seed, teams }, results);
      // Timing goes to stderr: stdout is the same for the same seed whatever the machine or worker count.
      io.err(
        `${total} games in ${secs.toFixed(1)} s (${(total / secs).toFixed(1)} games/s, ${queueUrl === undefined ? `${Math.min(workers, total) || 'no'} worker thread${workers === 1 ? '' : 's'}` : `through the queue in ranges of ${chunk}`})${outDir !== undefined ? `; records in ${outDir}` : ''}`,
      );
      if (flags.json) io.out(JSON.stringify(summary));
      else for (const line of renderSummary(summary)) io.out(line);
      return EXIT.OK;
    },
  };
}

export const command: Command = makeSimCommand(registered);
