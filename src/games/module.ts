import type { z } from 'zod';
import type { Game, GameState, Observation } from '../core/index.js';
import type { Result } from '../core/index.js';

/** Reads a file by path; the CLI passes a real reader, tests pass fixtures. Keeps games free of I/O. */
export type ReadFile = (path: string) => string;
/** Reads a binary file (e.g. a Virtualscape .hsc map); a command line hands it to the games that need one. */
export type ReadBytes = (path: string) => Uint8Array;

/** A data-file schema `skirmish validate` knows (a map, a warband, a team list, a set-up). */
export interface DataSchema {
  readonly name: string;
  readonly description: string;
  readonly schema: z.ZodType;
  /** True when a parsed JSON value looks like this kind of file (used when no --schema is given). */
  detect?(value: unknown): boolean;
  /**
   * Every check a loader of this kind of file runs (the schema and the rules it cannot express), as
   * one function so that `skirmish validate` and the commands that load the file cannot disagree;
   * the error names `where` (the file) and the JSON path. Without it the schema is the whole check.
   */
  check?(value: unknown, where: string): Result<unknown, string>;
}

/**
 * Everything the applications (CLI, AI, simulator, server, web) need from one game, beyond the
 * uniform Game API: ready-made set-ups, argument parsing, a terminal rendering, card listings and
 * data schemas. One per game folder, exported from `src/games/<id>/module.ts`.
 */
export interface GameModule<S extends GameState = GameState, C = unknown> {
  readonly game: Game<S, C>;
  /** Named set-ups (e.g. "first-game"); the first key is the default. */
  readonly presets: { readonly [name: string]: () => C };
  /** Builds a config from CLI flags (`--warband a.json --vs b.json --map m.json`); an error is a plain sentence. */
  configFromArgs?(flags: Readonly<Record<string, string>>, readFile: ReadFile, readBytes?: ReadBytes): Result<C, string> | null;
  /**
   * Each seat's team, named by a seat on it (its lowest), for a set-up that seats teams (Heroscape's
   * "Team Play"); null or absent when every player plays alone. The simulator reports per team by it.
   */
  seatTeams?(state: S): readonly number[] | null;
  /** The observation as terminal text: zones, the map, life totals. */
  renderText(obs: Observation): string;
  /** Cards rendered from their encoding, for `skirmish cards <game>`. */
  cards?(): readonly { readonly name: string; readonly text: string }[];
  /**
   * `skirmish cards <game>` when the game's cards come from a file (`--cards FILE`, or a default copy
   * when present): every card of the file, each marked enforced or not; null when no file is given and
   * the default is absent (the command then lists `cards()`); an error when a file cannot be read.
   */
  setCards?(
    flags: Readonly<Record<string, string>>,
    readFile: ReadFile,
  ): Result<readonly { readonly name: string; readonly text: string; readonly enforced: boolean }[], string> | null;
  /** `skirmish cards <game> --coverage`: which cards of a set are enforced, as text and as one JSON object. */
  coverage?(flags: Readonly<Record<string, string>>, readFile: ReadFile): Result<{ readonly text: string; readonly json: unknown }, string>;
  readonly schemas?: readonly DataSchema[];
}

export type AnyGameModule = GameModule<GameState, unknown>;
