import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'web-dist/**', 'test-artifacts/**', 'coverage/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Plain-JS entry points run under Node.
    files: ['bin/**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', module: 'writable' } },
  },
  {
    // core and games are pure: the same engine runs in workers and the browser, and replays exactly.
    files: ['src/core/**/*.ts', 'src/games/**/*.ts'],
    ignores: ['**/*.test.ts', '**/bench*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'Date', message: 'No clocks in core or games (determinism).' },
        { name: 'performance', message: 'No clocks in core or games.' },
        { name: 'process', message: 'No Node APIs in core or games.' },
      ],
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'Dice go through the seeded RNG in the game state.' }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*', 'fs', 'path', 'os', 'worker_threads', 'child_process'], message: 'core and games are isomorphic: no Node APIs.' }] },
      ],
    },
  },
);
