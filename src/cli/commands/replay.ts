import { narrate, type GameEvent } from '../../core/index.js';
import { GAME_IDS, loadGameModule } from '../../games/catalog.js';
import { checkRecord, recordGameId } from '../check-file.js';
import { EXIT, parseFlags, type Command } from '../io.js';
import { parseIntFlag } from '../number-flags.js';
import { readJson } from './load.js';

export const command: Command = {
  summary: 'Replay a game record: check every choice and the final hash, and print the narrated log.',
  usage: 'skirmish replay <record.json> [--json] [--viewer N]   (--json: events as JSON lines; --viewer: only what player N saw)',
  async run(args, io) {
    const { positional, flags } = parseFlags(args, ['json']);
    const [file] = positional;
    if (!file || positional.length > 1) {
      io.err(`usage: ${this.usage}`);
      return EXIT.USAGE;
    }
    const json = readJson(io, file);
    if (!json.ok) {
      io.err(json.error);
      return EXIT.RULE;
    }
    // The check `skirmish validate` runs on a record: schema, known game, every choice, final hash.
    // Only the game the record names is loaded.
    const id = recordGameId(json.value);
    const mod = id === undefined ? undefined : await loadGameModule(id);
    const checked = checkRecord(json.value, file, { find: (g) => (mod?.game.id === g ? mod.game : undefined), ids: GAME_IDS });
    if (!checked.ok) {
      io.err(checked.error);
      return EXIT.RULE;
    }
    const { game, replayed: r } = checked.value;
    const players = r.state.core.players;
    const viewerFlag = parseIntFlag('viewer', flags.viewer, 0, { min: 1, max: players, note: "the record's players" });
    if (!viewerFlag.ok) {
      io.err(viewerFlag.error);
      return EXIT.USAGE;
    }
    const viewer = flags.viewer === undefined ? undefined : viewerFlag.value - 1;
    const print = (events: readonly GameEvent[]): void => {
      for (const e of events) {
        if (viewer !== undefined && !(e.visibility.to === 'all' || (e.visibility.to === 'player' && e.visibility.player === viewer))) continue;
        if (flags.json) io.out(JSON.stringify(e));
        else if (viewer === undefined && e.visibility.to !== 'all') continue;
        else for (const line of narrate(game.narrate, [e], viewer ?? null)) io.out(line);
      }
    };
    print(r.setupEvents);
    for (const s of r.steps) print(s.events);
    const end = game.pending(r.state);
    if (!flags.json)
      io.out(
        end.terminal
          ? `Game over: ${end.reason}`
          : r.resigned !== undefined
            ? `Game over: player ${r.resigned + 1} resigned.`
            : `Record ends with request ${end.rqid} open for player ${end.player + 1}.`,
      );
    if (!flags.json) io.out(`Replayed ${r.steps.length} choices; final state hash ${r.hash}.`);
    return EXIT.OK;
  },
};
