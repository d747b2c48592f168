import { recordSchema } from '../../core/index.js';
import { gameModules } from '../../games/index.js';
import type { DataSchema } from '../../games/module.js';
import { EXIT, parseFlags, type Command } from '../io.js';
import { readJson, validateWith } from './load.js';

const RECORD: DataSchema = {
  name: 'record',
  description: 'a game record (any game)',
  schema: recordSchema,
  detect: (v) => typeof v === 'object' && v !== null && 'formatVersion' in v && 'choices' in v,
};

/** Every schema `validate` knows: records, each game's set-up config, and each game's data files. */
export function knownSchemas(): DataSchema[] {
  const out: DataSchema[] = [RECORD];
  for (const m of gameModules) {
    out.push({ name: `${m.game.id}-config`, description: `a ${m.game.title} set-up`, schema: m.game.configSchema });
    for (const s of m.schemas ?? []) out.push(s);
  }
  return out;
}

export const command: Command = {
  summary: 'Check a record, set-up or data file against its schema.',
  usage: 'skirmish validate <file.json> [--schema NAME]   (NAME: record, <game>-config, or a game data schema; guessed when omitted)',
  async run(args, io) {
    const { positional, flags } = parseFlags(args);
    const [file] = positional;
    if (!file || positional.length > 1) {
      io.err(`usage: ${this.usage}`);
      return EXIT.USAGE;
    }
    const schemas = knownSchemas();
    let schema: DataSchema | undefined;
    if (flags.schema) {
      schema = schemas.find((s) => s.name === flags.schema);
      if (!schema) {
        io.err(`skirmish validate: unknown schema "${flags.schema}" (known: ${schemas.map((s) => s.name).join(', ')})`);
        return EXIT.USAGE;
      }
    }
    const json = readJson(io, file);
    if (!json.ok) {
      io.err(json.error);
      return EXIT.RULE;
    }
    schema ??= schemas.find((s) => s.detect?.(json.value));
    if (!schema) {
      io.err(`${file}: cannot tell what kind of file this is; name it with --schema (known: ${schemas.map((s) => s.name).join(', ')})`);
      return EXIT.USAGE;
    }
    const r = validateWith(schema.schema, json.value, file);
    if (!r.ok) {
      io.err(`${file} is not a valid ${schema.name} (${schema.description}):`);
      io.err(r.error);
      return EXIT.RULE;
    }
    io.out(`${file}: a valid ${schema.name} (${schema.description}).`);
    return EXIT.OK;
  },
};
