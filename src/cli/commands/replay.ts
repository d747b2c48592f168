import { narrate, recordSchema, replay, type GameEvent } from '../../core/index.js';
import { registry } from '../../games/index.js';
import { EXIT, parseFlags, type Command } from '../io.js';
import { readJson, validateWith } from './load.js';

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
    const rec = validateWith(recordSchema, json.value, file);
    if (!rec.ok) {
      io.err(rec.error);
      return EXIT.RULE;
    }
    const game = registry.get(rec.value.game);
    if (!game) {
      io.err(
        `${file}: the record is for game "${rec.value.game}", which this build does not have (known: ${
          registry
            .list()
            .map((g) => g.id)
            .join(', ') || 'none'
        }).`,
      );
      return EXIT.RULE;
    }
    const viewer = flags.viewer === undefined ? undefined : Number(flags.viewer) - 1;
    const r = replay(game, rec.value);
    if (!r.ok) {
      io.err(`${file}: ${r.error.message}`);
      return EXIT.RULE;
    }
    const print = (events: readonly GameEvent[]): void => {
      for (const e of events) {
        if (viewer !== undefined && !(e.visibility.to === 'all' || (e.visibility.to === 'player' && e.visibility.player === viewer))) continue;
        if (flags.json) io.out(JSON.stringify(e));
        else if (viewer === undefined && e.visibility.to !== 'all') continue;
        else for (const line of narrate(game.narrate, [e], viewer ?? null)) io.out(line);
      }
    };
    print(r.value.setupEvents);
    for (const s of r.value.steps) print(s.events);
    const end = game.pending(r.value.state);
    if (!flags.json) io.out(end.terminal ? `Game over: ${end.reason}` : `Record ends with request ${end.rqid} open for player ${end.player + 1}.`);
    if (!flags.json) io.out(`Replayed ${r.value.steps.length} choices; final state hash ${r.value.hash}.`);
    return EXIT.OK;
  },
};
