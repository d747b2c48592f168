import { EXIT, type Command } from '../io.js';

export const command: Command = {
  summary: 'List the registered games and their ready-made set-ups.',
  usage: 'skirmish games [--json]',
  async run(args, io) {
    // Every game's set-ups: the one command that loads them all (imported here, so `--help` does not).
    const { gameModules } = await import('../../games/index.js');
    const rows = gameModules.map((m) => ({ id: m.game.id, title: m.game.title, players: m.game.players, presets: Object.keys(m.presets) }));
    if (args.includes('--json')) {
      io.out(JSON.stringify(rows));
      return EXIT.OK;
    }
    if (rows.length === 0) io.out('No games are registered.');
    for (const r of rows) io.out(`${r.id.padEnd(12)} ${r.title} (${r.players.min}–${r.players.max} players) set-ups: ${r.presets.join(', ') || '—'}`);
    return EXIT.OK;
  },
};
