import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest (whole-game loops, the timed soak, spawned servers), started first so that
 * neither worker is left running one of them alone at the end. Vitest's own order puts the longest
 * files first only once it has timed them (its cache under node_modules, which a clean install such as
 * CI's does not have); without the cache it starts the largest files first, and these are small files.
 * Paths from the project root; a file missing from this list only runs in vitest's own order.
 */
const LONGEST_FIRST = [
  'src/games/dicemasters/party/random-tournament.test.ts',
  'test/soak/soak.test.ts',
  'src/games/heroscape/battle/random-battles.test.ts',
  'src/games/dicemasters/random-games.test.ts',
  'src/ai/games.test.ts',
  'src/server/cluster.test.ts',
  'src/server/security-http.test.ts',
  'src/server/resource-bounds.test.ts',
  'scripts/fingerprint.test.ts',
  'src/server/restart.test.ts',
  'src/sim/queue.test.ts',
  'src/sim/sim.test.ts',
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
  },
});
