import type { checkHsc } from '../check-map.js';
import { EXIT, parseFlags, type Command, type Io } from '../io.js';
import { readBytes, readJson } from './load.js';

const USAGE = 'skirmish map import <file.hsc> [--out map.json] | skirmish map stats <file.hsc|map.json>';

/** Loads a battlefield through the check `skirmish validate` runs on the same file (Heroscape is loaded here, not for `--help`). */
async function loadMap(io: Io, path: string): Promise<ReturnType<typeof checkHsc>> {
  const { checkHeroscapeMap, checkHsc } = await import('../check-map.js');
  if (/\.hsc$/i.test(path)) {
    const bytes = readBytes(io, path);
    return bytes.ok ? checkHsc(bytes.value, path) : bytes;
  }
  const json = readJson(io, path);
  return json.ok ? checkHeroscapeMap(json.value, path) : json;
}

export const command: Command = {
  summary: 'Heroscape battlefields: import Virtualscape .hsc maps, print map statistics',
  usage: USAGE,
  async run(args, io: Io) {
    const { positional, flags } = parseFlags(args);
    const [sub, file, ...extra] = positional;
    const usage = (message: string): number => {
      io.err(message);
      return EXIT.USAGE;
    };
    if (!sub || !file || extra.length) return usage(`usage: ${USAGE}`);
    if (sub === 'import') {
      for (const k of Object.keys(flags)) if (k !== 'out') return usage(`skirmish map import: unknown option --${k}`);
      if (!/\.hsc$/i.test(file)) return usage('skirmish map import: expects a Virtualscape .hsc file');
    } else if (sub === 'stats') {
      if (Object.keys(flags).length) return usage('skirmish map stats: takes no options');
    } else return usage(`skirmish map: unknown subcommand "${sub}"; usage: ${USAGE}`);
    const map = await loadMap(io, file);
    if (!map.ok) {
      io.err(map.error);
      return EXIT.RULE;
    }
    if (sub === 'stats') {
      const { mapStats } = await import('../../games/heroscape/stats.js');
      io.out(JSON.stringify(mapStats(map.value)));
      return EXIT.OK;
    }
    const text = JSON.stringify(map.value, null, 1);
    if (flags.out && flags.out !== 'true') {
      io.writeFile(flags.out, text + '\n');
      io.out(`wrote ${flags.out}: ${map.value.columns.length} hex columns, ${map.value.pieces.length} tiles`);
    } else io.out(text);
    return EXIT.OK;
  },
};
