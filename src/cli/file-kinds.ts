/**
 * Every kind of file `skirmish validate` knows, each with the one check the command that loads such a
 * file runs (check-file.ts, check-map.ts): records, each game's set-up and data files, Heroscape maps.
 * Kept apart from check-file.ts so that the commands that play one game load neither the other games
 * nor the Heroscape map code.
 */
import { err, ok, type Result } from '../core/index.js';
import { describeIssues } from '../core/schema.js';
import type { AnyGameModule } from '../games/module.js';
import { checkConfig, checkRecord, isObject, type RecordGames } from './check-file.js';
import { checkHeroscapeMap, checkHsc } from './check-map.js';

export interface FileKind {
  readonly name: string;
  readonly description: string;
  /** Binary files (read as bytes) rather than JSON. */
  readonly binary?: boolean;
  /** True when a parsed JSON file looks like this kind (used when no --schema is given). */
  detect?(value: unknown): boolean;
  check(value: unknown, where: string): Result<unknown, string>;
}

/** Every kind of file the CLI reads: records, each game's set-up and data files, Heroscape maps; `modules`: every registered game. */
export function fileKinds(modules: readonly AnyGameModule[]): FileKind[] {
  const games: RecordGames = { find: (id) => modules.find((m) => m.game.id === id)?.game, ids: modules.map((m) => m.game.id) };
  const kinds: FileKind[] = [
    {
      name: 'record',
      description: 'a game record (any game)',
      detect: (v) => isObject(v) && 'formatVersion' in v && 'choices' in v,
      check: (v, where) => checkRecord(v, where, games),
    },
  ];
  for (const m of modules) {
    const configCheck = (v: unknown, where: string): Result<unknown, string> => checkConfig(m, v, where);
    // A data schema that is the game's config schema is the set-up file itself: it gets the set-up's check.
    const asConfig = (m.schemas ?? []).find((s) => s.schema === m.game.configSchema);
    kinds.push({
      name: `${m.game.id}-config`,
      description: `a ${m.game.title} set-up`,
      ...(asConfig?.detect ? { detect: asConfig.detect } : {}),
      check: configCheck,
    });
    for (const s of m.schemas ?? []) {
      const schemaOnly = (v: unknown, where: string): Result<unknown, string> => {
        const r = s.schema.safeParse(v);
        return r.success ? ok(r.data) : err(describeIssues(r.error, where));
      };
      kinds.push({
        name: s.name,
        description: s.description,
        ...(s.detect ? { detect: s.detect } : {}),
        check: s.schema === m.game.configSchema ? configCheck : (s.check ?? schemaOnly),
      });
    }
  }
  kinds.push(
    {
      name: 'heroscape-map',
      description: 'a Heroscape battlefield (format "skirmish.heroscape-map", what `skirmish map import` writes)',
      detect: (v) => isObject(v) && (v as { format?: unknown }).format === 'skirmish.heroscape-map',
      check: checkHeroscapeMap,
    },
    { name: 'heroscape-hsc', description: 'a Virtualscape .hsc map file', binary: true, check: checkHsc },
  );
  return kinds;
}

/** The kind a file is: named by --schema, or .hsc by its extension, or guessed from its content. */
export function kindFor(kinds: readonly FileKind[], path: string, value: unknown | undefined): FileKind | undefined {
  if (/\.hsc$/i.test(path)) return kinds.find((k) => k.binary);
  return kinds.find((k) => !k.binary && k.detect?.(value));
}
