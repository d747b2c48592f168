/**
 * `skirmish serve --heroscape-map FILE --heroscape-cards UNITS.json`: the Master Game's scenario for
 * first-time players — Clashing Fronts on the Table of the Giants, 400 points (content/clashing-fronts.ts)
 * — offered in the lobby as the Heroscape set-up "clashing-fronts". The battlefield is the user's
 * Virtualscape file and the army cards are the user's units file, so the server is told both paths
 * at start; no client ever names a path (a table names the preset, nothing more).
 *
 * The map is imported, the armies gathered and the whole set-up started once by the game itself
 * (`game.setup`, the checks every table start makes) before the server listens; the frozen, vouched
 * set-up is then handed to every table made from it, so no request compiles a map. A file that
 * cannot be read, imported or played is an error naming the flag and the file, and nothing is served.
 * Rulebook: heroscape-master-game-guide — "For First-Time Players", "2. GATHER AND PLACE YOUR ARMY"
 * (Example 2: Clashing Fronts, 400-point armies).
 */
import { describeIssues, err, ok, type Result } from '../core/index.js';
import type { AnyGameModule, ReadBytes, ReadFile } from '../games/module.js';
import { vouch } from '../games/heroscape/battle/vouched.js';
import type { HsConfig } from '../games/heroscape/battle/setup.js';
import type { ArmyCard } from '../games/heroscape/cards/army-card.js';
import { parseUnits } from '../games/heroscape/cards/import-units.js';
import { clashingFronts } from '../games/heroscape/content/clashing-fronts.js';
import { importHsc } from '../games/heroscape/import.js';
import { mapSchema, type HeroscapeMap } from '../games/heroscape/map-model.js';
import { CLASHING_FRONTS_ID, DEFAULT_ROUND_LIMIT } from '../games/heroscape/module.js';

export interface HeroscapeScenarioFiles {
  /** The Virtualscape .hsc (or map JSON, as `skirmish map import` writes it) of the Table of the Giants. */
  readonly map: string;
  /** The heroscape-json units file the armies' cards come from. */
  readonly cards: string | undefined;
}

/** The battlefield in a map file: a Virtualscape .hsc (bytes), else the project's map JSON, checked against its schema. */
function readMap(path: string, readFile: ReadFile, readBytes: ReadBytes): Result<HeroscapeMap, string> {
  try {
    if (/\.hsc$/i.test(path)) return ok(importHsc(readBytes(path), path));
    const parsed = mapSchema.safeParse(JSON.parse(readFile(path)));
    if (!parsed.success) return err(`${path}: not a Virtualscape .hsc file nor a Heroscape map JSON:\n${describeIssues(parsed.error, path)}`);
    return ok(parsed.data);
  } catch (e) {
    return err(`${path}: cannot read the map (${e instanceof Error ? e.message : String(e)})`);
  }
}

function readCards(path: string, readFile: ReadFile): Result<ArmyCard[], string> {
  let text: string;
  try {
    text = readFile(path);
  } catch (e) {
    return err(`${path}: cannot read the file (${e instanceof Error ? e.message : String(e)})`);
  }
  return parseUnits(text, path);
}

/** The Clashing Fronts set-up on the given files, started once and vouched for; or what is wrong with which file. */
export function clashingFrontsFromFiles(
  files: HeroscapeScenarioFiles,
  game: AnyGameModule['game'],
  readFile: ReadFile,
  readBytes: ReadBytes,
): Result<HsConfig, string> {
  const flag = `--heroscape-map ${files.map}`;
  if (files.cards === undefined)
    return err(
      `${flag}: Clashing Fronts is played with the army cards of a units file; give it with --heroscape-cards UNITS.json (heroscape-json-units.json).`,
    );
  const map = readMap(files.map, readFile, readBytes);
  if (!map.ok) return err(`${flag}: ${map.error}`);
  const cards = readCards(files.cards, readFile);
  if (!cards.ok) return err(`--heroscape-cards ${files.cards}: ${cards.error}`);
  const made = clashingFronts(map.value, cards.value, files.cards, 'preset', DEFAULT_ROUND_LIMIT);
  if (!made.ok) return err(`${flag}: ${made.error}`);
  // The checks every table start makes (the set-up schema, the map's spaces, the armies' placement).
  let started: ReturnType<AnyGameModule['game']['setup']>;
  try {
    started = game.setup(made.value, 1);
  } catch (e) {
    return err(`${flag}: the battle cannot start on this map (${e instanceof Error ? e.message : String(e)})`);
  }
  if (!started.ok) return err(`${flag}: the battle cannot start on this map (${started.error.message})`);
  return ok(vouch(made.value, CLASHING_FRONTS_ID));
}

/**
 * The game modules with Heroscape's "clashing-fronts" set-up added first (the lobby's default), each
 * table made from it getting the one set-up compiled here.
 */
export function withClashingFronts(
  modules: readonly AnyGameModule[],
  files: HeroscapeScenarioFiles,
  readFile: ReadFile,
  readBytes: ReadBytes,
): Result<AnyGameModule[], string> {
  const hs = modules.find((m) => m.game.id === 'heroscape');
  if (!hs) return err(`--heroscape-map ${files.map}: this server has no Heroscape game`);
  const config = clashingFrontsFromFiles(files, hs.game, readFile, readBytes);
  if (!config.ok) return config;
  const scenario = config.value;
  const presets: AnyGameModule['presets'] = { [CLASHING_FRONTS_ID]: () => scenario, ...hs.presets };
  return ok(modules.map((m) => (m === hs ? { ...m, presets } : m)));
}
