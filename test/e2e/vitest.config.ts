// End-to-end tests in headless Chromium (npm run test:e2e). Kept out of `npm test`: they need
// Debian's chromium (scripts/ci-browser-setup.sh installs it) and take minutes.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    testTimeout: 600_000,
    hookTimeout: 300_000,
    pool: 'forks',
    fileParallelism: false,
    // A real browser over a real socket: one retry for a timing failure (ddm-targeting once waited 30 s
    // for a decision the page never showed, as the first file of a CI run; it passed on every rerun).
    // A test that fails twice still fails the run.
    retry: 1,
  },
});
