/**
 * One validation path: every kind of file the CLI reads has exactly one check, and both
 * `skirmish validate` and the command that loads that file (play, sim, replay, map) call it, so what
 * `validate` accepts is what the other commands accept, with the same message. A check runs the
 * schema and then everything the loader runs after it: a set-up is started as `play`, `sim` and the
 * server start it (`game.setup`, which applies the game's rules on the config), a record is replayed,
 * a game's data file runs its module's `check` (e.g. DDM "Warband Restrictions", map squares on the
 * map), a Heroscape map is compiled into a battlefield. Errors name the file and the JSON path or
 * byte offset. The list of kinds `validate` chooses from is in file-kinds.ts.
 */
import { err, ok, recordSchema, replay, type AnyGame, type GameEvent, type GameRecord, type GameState, type Replayed, type Result } from '../core/index.js';
import { describeIssues } from '../core/schema.js';
import type { AnyGameModule } from '../games/module.js';

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

export const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null;

/** The games a record may be for: `find` gives the game of an id, `ids` every id this build has (named when one is missing). */
export interface RecordGames {
  find(id: string): AnyGame | undefined;
  readonly ids: readonly string[];
}

/** The `game` a record names, if it names one: `replay` loads that game alone before checking the record. */
export function recordGameId(value: unknown): string | undefined {
  const game = isObject(value) && 'game' in value ? value.game : undefined;
  return typeof game === 'string' ? game : undefined;
}

/** A game record, checked as `replay` checks it: the schema, a game this build has, every choice and the final hash. */
export function checkRecord(value: unknown, where: string, games: RecordGames): Result<CheckedRecord, string> {
  const parsed = recordSchema.safeParse(value);
  if (!parsed.success) return err(describeIssues(parsed.error, where));
  const record = parsed.data;
  const game = games.find(record.game);
  if (!game) {
    const known = games.ids.join(', ');
    return err(`${where}: the record is for game "${record.game}", which this build does not have (known: ${known || 'none'}).`);
  }
  const r = replay(game, record);
  if (!r.ok) return err(`${where}: ${r.error.message}`);
  return ok({ game, record, replayed: r.value });
}
