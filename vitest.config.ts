import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest (whole-game loops, the timed soak, spawned servers), longest first, so that
 * no worker is left running one of them alone at the end while the others have finished (ranked by a
 * JSON report of a whole run and each file's CPU time alone, 2026-11-26; docs/benchmarks.md). Vitest's
 * own order puts the longest files first only once it has timed them (its cache under node_modules,
 * which a clean install such as CI's does not have); without the cache it starts the largest files
 * first, and these are small files.
 * Paths from the project root; a file missing from this list only runs in vitest's own order.
 */
const LONGEST_FIRST = [
  // Holds its worker for a fixed 60 s (plus start-up and the unload wait) while using about a quarter
  // of a core: started first, it runs beside everything else instead of alone at the end.
  'test/soak/soak.test.ts',
  'src/games/dicemasters/party/random-tournament.test.ts',
  'scripts/fingerprint.test.ts',
  'src/games/ddm/heuristics.test.ts',
  'src/games/heroscape/battle/random-battles.test.ts',
  'src/ai/games.test.ts',
  'src/server/resource-bounds.test.ts',
  'src/server/security-http.test.ts',
  'src/games/ddm/pool/pool-battles.test.ts',
  'src/games/dicemasters/random-games.test.ts',
  'src/server/cluster.test.ts',
  'src/sim/queue.test.ts',
  'src/server/restart.test.ts',
  'src/games/ddm/rules/mount-battles.test.ts',
  'src/cli/cli.test.ts',
  'src/sim/sim.test.ts',
  'src/server/server.test.ts',
  'src/ai/agents.test.ts',
  'src/games/ddm/powers/powers-battles.test.ts',
  'src/games/heroscape/team-cli.test.ts',
  'src/server/ai-pool.test.ts',
  'src/server/security-seeds.test.ts',
  'src/cli/rough-edges.test.ts',
  'src/core/test/properties.test.ts',
  'src/games/ddm/rules/terrain-battles.test.ts',
  'src/sim/sim-teams.test.ts',
  'src/games/heroscape/properties.test.ts',
  'src/server/measure.test.ts',
  'src/games/dicemasters/rules/prevent-random.test.ts',
  'src/games/ddm/rules/scenarios.test.ts',
  'src/cli/play.test.ts',
  'src/games/ddm/speed.test.ts',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification): number => {
      const i = LONGEST_FIRST.indexOf(relative(f.project.config.root, f.moduleId).replaceAll('\\', '/'));
      return i < 0 ? LONGEST_FIRST.length : i;
    };
    // Array.prototype.sort is stable: the other files keep vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // One worker more than the cores. Several long files mostly wait rather than compute: the soak
    // holds its worker for its fixed 60 s while its server uses about a fifth of a core, and the
    // cluster, restart and resource-bounds files wait on spawned servers and timers. With one worker
    // per core such a file leaves a core idle; the extra worker keeps both cores busy meanwhile.
    maxWorkers: availableParallelism() + 1,
    // Test files share each worker's module cache: most files import a whole game (hundreds of source
    // files), and importing it once per worker instead of once per file is about 40% of the suite's CPU.
    // Sound because no test mocks a module or changes global state (card tables are frozen per battle;
    // the games keep no mutable module-level state a test could leave behind).
    isolate: false,
    sequence: { sequencer: LongestFirst },
    // Node's own ESM loader with tsx's transform instead of Vite's module runner: the runner rewrites
    // every module (in the main process, about 28 s of transform time summed over a run) and reaches
    // each imported binding through an object, which the games' hot loops pay on every call. Natively
    // the same files run about 7% faster (two random-game files, 2 pairs started together). Nothing
    // here needs the runner: no test mocks a module, uses import.meta.vitest or Vite plugins.
    // nodeLoader: false, because Node 20's loader cannot do what vitest's own load hook would add
    // (mocking, in-source tests), and it would warn on every worker.
    execArgv: ['--import', 'tsx'],
    experimental: { viteModuleRunner: false, nodeLoader: false },
  },
});
