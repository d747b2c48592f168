import { EXIT, parseFlags, type Command } from '../io.js';
import { readBytes, readJson } from './load.js';

export const command: Command = {
  summary: 'Check a record, set-up or data file exactly as the commands that load it do.',
  usage:
    'skirmish validate <file.json|file.hsc> [--schema NAME]   (NAME: record, <game>-config, a game data schema, heroscape-map or heroscape-hsc; guessed when omitted)',
  async run(args, io) {
    const { positional, flags } = parseFlags(args);
    const [file] = positional;
    if (!file || positional.length > 1) {
      io.err(`usage: ${this.usage}`);
      return EXIT.USAGE;
    }
    // Every game's kinds of file, since which one a file is may be guessed from its content (loaded
    // here, so that `--help` loads no game).
    const [{ loadAllGameModules }, { fileKinds, kindFor }] = await Promise.all([import('../../games/catalog.js'), import('../file-kinds.js')]);
    const kinds = fileKinds(await loadAllGameModules());
    const names = kinds.map((k) => k.name).join(', ');
    let kind = flags.schema === undefined ? undefined : kinds.find((k) => k.name === flags.schema);
    if (flags.schema !== undefined && !kind) {
      io.err(`skirmish validate: unknown schema "${flags.schema}" (known: ${names})`);
      return EXIT.USAGE;
    }
    const binary = kind ? kind.binary === true : /\.hsc$/i.test(file);
    const read = binary ? readBytes(io, file) : readJson(io, file);
    if (!read.ok) {
      io.err(read.error);
      return EXIT.RULE;
    }
    kind ??= kindFor(kinds, file, read.value);
    if (!kind) {
      io.err(`${file}: cannot tell what kind of file this is; name it with --schema (known: ${names})`);
      return EXIT.USAGE;
    }
    // The same check, and so the same message, as play / sim / replay / map give for this file.
    const r = kind.check(read.value, file);
    if (!r.ok) {
      io.err(r.error);
      return EXIT.RULE;
    }
    io.out(`${file}: a valid ${kind.name} (${kind.description}).`);
    return EXIT.OK;
  },
};
