/**
 * Layer rules (docs/architecture.md, "Layers"): dependencies point down only, and no module takes
 * part in an import cycle. Checked in CI by `npm run depcheck`.
 *
 *   web · cli · server  →  ai · sim  →  games/*  →  core
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'An import cycle makes load order matter and hides which module owns a concept.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-is-the-bottom',
      severity: 'error',
      comment: 'core is game-agnostic: it imports nothing of the project above it.',
      from: { path: '^src/core/', pathNot: '\\.test\\.ts$' },
      to: { path: '^src/(games|ai|sim|server|web|cli)/' },
    },
    {
      name: 'games-below-apps',
      severity: 'error',
      comment: 'Games hold the rules; they never reach up into the AI, simulator, server, web or CLI.',
      from: { path: '^src/games/', pathNot: '\\.test\\.ts$' },
      to: { path: '^src/(ai|sim|server|web|cli)/' },
    },
    {
      name: 'games-are-separate',
      severity: 'error',
      comment: 'One game never imports another; shared ideas belong in core.',
      from: { path: '^src/games/([^/]+)/' },
      to: { path: '^src/games/([^/]+)/', pathNot: ['^src/games/$1/'] },
    },
    {
      name: 'ai-below-apps',
      severity: 'error',
      comment: 'Agents speak only the game API; they never import the simulator, server, web or CLI.',
      from: { path: '^src/ai/', pathNot: '\\.test\\.ts$' },
      to: { path: '^src/(sim|server|web|cli)/' },
    },
    {
      name: 'sim-below-apps',
      severity: 'error',
      from: { path: '^src/sim/', pathNot: '\\.test\\.ts$' },
      to: { path: '^src/(server|web|cli)/' },
    },
    {
      name: 'server-not-cli-or-web',
      severity: 'error',
      from: { path: '^src/server/', pathNot: '\\.test\\.ts$' },
      to: { path: '^src/(web|cli)/' },
    },
    {
      name: 'web-talks-over-the-wire',
      severity: 'error',
      comment: 'The browser client reaches the server through HTTP and sockets; it shares only the wire types.',
      from: { path: '^src/web/' },
      to: { path: '^src/(server|cli|sim)/', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
