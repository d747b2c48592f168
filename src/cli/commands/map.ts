import { describeIssues } from '../../core/schema.js';
import { HscFormatError } from '../../games/heroscape/hsc.js';
import { importHsc } from '../../games/heroscape/import.js';
import { mapSchema, type HeroscapeMap } from '../../games/heroscape/map-model.js';
import { mapStats } from '../../games/heroscape/stats.js';
import { EXIT, parseFlags, type Command, type Io } from '../io.js';

class UsageError extends Error {}

function loadMap(io: Io, path: string): HeroscapeMap {
  if (/\.hsc$/i.test(path)) return importHsc(io.readBytes(path), path);
  let value: unknown;
  try {
    value = JSON.parse(io.readFile(path));
  } catch (e) {
    throw new Error(`${path}: not JSON (${(e as Error).message})`);
  }
  const parsed = mapSchema.safeParse(value);
  if (!parsed.success) throw new Error(`${path}: not a Heroscape map:\n${describeIssues(parsed.error, path)}`);
  return parsed.data;
}

const USAGE = 'skirmish map import <file.hsc> [--out map.json] | skirmish map stats <file.hsc|map.json>';

export const command: Command = {
  summary: 'Heroscape battlefields: import Virtualscape .hsc maps, print map statistics',
  usage: USAGE,
  async run(args, io: Io) {
    const { positional, flags } = parseFlags(args);
    const [sub, file, ...extra] = positional;
    try {
      if (!sub || !file || extra.length) throw new UsageError(`usage: ${USAGE}`);
      if (sub === 'import') {
        for (const k of Object.keys(flags)) if (k !== 'out') throw new UsageError(`skirmish map import: unknown option --${k}`);
        if (!/\.hsc$/i.test(file)) throw new UsageError('skirmish map import: expects a Virtualscape .hsc file');
        const map = importHsc(io.readBytes(file), file);
        const text = JSON.stringify(map, null, 1);
        if (flags.out && flags.out !== 'true') {
          io.writeFile(flags.out, text + '\n');
          io.out(`wrote ${flags.out}: ${map.columns.length} hex columns, ${map.pieces.length} tiles`);
        } else io.out(text);
        return EXIT.OK;
      }
      if (sub === 'stats') {
        if (Object.keys(flags).length) throw new UsageError('skirmish map stats: takes no options');
        io.out(JSON.stringify(mapStats(loadMap(io, file))));
        return EXIT.OK;
      }
      throw new UsageError(`skirmish map: unknown subcommand "${sub}"; usage: ${USAGE}`);
    } catch (e) {
      if (e instanceof UsageError) {
        io.err(e.message);
        return EXIT.USAGE;
      }
      if (e instanceof HscFormatError) {
        io.err(e.message);
        return EXIT.RULE;
      }
      io.err(e instanceof Error ? e.message : String(e));
      return EXIT.RULE;
    }
  },
};
