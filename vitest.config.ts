import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Test files share each worker's module cache: most files import a whole game (hundreds of source
    // files), and importing it once per worker instead of once per file is about 40% of the suite's CPU.
    // Sound because no test mocks a module or changes global state (card tables are frozen per battle;
    // the games keep no mutable module-level state a test could leave behind).
    isolate: false,
  },
});
