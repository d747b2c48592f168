/**
 * One validation path: every kind of file the CLI reads has exactly one check, and both
 * `skirmish validate` and the command that loads that file (play, sim, replay, map) call it, so what
 * `validate` accepts is what the other commands accept, with the same message. A check runs the
 * schema and then everything the loader runs after it: a set-up is started as `play`, `sim` and the
 * server start it (`game.setup`, which applies the game's rules on the config), a record is replayed,
 * a game's data file runs its module's `check` (e.g. DDM "Warband Restrictions", map squares on the
 * map), a Heroscape map is compiled into a battlefield. Errors name the file and the JSON path or
 * byte offset.
 */
import { err, ok, recordSchema, replay, type AnyGame, type GameEvent, type GameRecord, type GameState, type Replayed, type Result } from '../core/index.js';
import { describeIssues } from '../core/schema.js';
import { gameModules, registry } from '../games/index.js';
import type { AnyGameModule } from '../games/module.js';
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

/** The seed a set-up is checked with when no game is played (play's default seed). */
export const CHECK_SEED = 1;

export interface Started {
  readonly config: unknown;
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}

/**
 * A set-up file of one game, checked as every command that plays it checks it: the game's config
 * schema, then `game.setup` (the rules the schema cannot express, e.g. DDM warband restrictions).
 * Returns the started game so that `play` plays exactly what was checked.
 */
export function checkConfig(mod: AnyGameModule, value: unknown, where: string, seed = CHECK_SEED): Result<Started, string> {
  const parsed = mod.game.configSchema.safeParse(value);
  if (!parsed.success) return err(describeIssues(parsed.error, where));
  return startConfig(mod, parsed.data, where, seed);
}

/** Starts a config that is already known to match the schema (a preset, or one built from flags). */
export function startConfig(mod: AnyGameModule, config: unknown, where: string, seed: number): Result<Started, string> {
  const started = mod.game.setup(config, seed);
  if (!started.ok) return err(`${where}: ${started.error.message}`);
  return ok({ config, state: started.value.state, events: started.value.events });
}

export interface CheckedRecord {
  readonly game: AnyGame;
  readonly record: GameRecord;
  readonly replayed: Replayed<GameState>;
}

/** A game record, checked as `replay` checks it: the schema, a game this build has, every choice and the final hash. */
export function checkRecord(value: unknown, where: string): Result<CheckedRecord, string> {
  const parsed = recordSchema.safeParse(value);
  if (!parsed.success) return err(describeIssues(parsed.error, where));
  const record = parsed.data;
  const game = registry.get(record.game);
  if (!game) {
    const known = registry
      .list()
      .map((g) => g.id)
      .join(', ');
    return err(`${where}: the record is for game "${record.game}", which this build does not have (known: ${known || 'none'}).`);
  }
  const r = replay(game, record);
  if (!r.ok) return err(`${where}: ${r.error.message}`);
  return ok({ game, record, replayed: r.value });
}

const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null;

/** Every kind of file the CLI reads: records, each game's set-up and data files, Heroscape maps. */
export function fileKinds(modules: readonly AnyGameModule[] = gameModules): FileKind[] {
  const kinds: FileKind[] = [
    {
      name: 'record',
      description: 'a game record (any game)',
      detect: (v) => isObject(v) && 'formatVersion' in v && 'choices' in v,
      check: checkRecord,
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
