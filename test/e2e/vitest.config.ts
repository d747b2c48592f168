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
  },
});
