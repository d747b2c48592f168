/**
 * The card files `skirmish serve` may be given for its builders, read and parsed by the games' own
 * importers (the same files as the CLI's `--cards FILE`): `--heroscape-cards FILE` (the heroscape-json
 * units file) adds the Rise of the Valkyrie army cards; `--dicemasters-cards FILE` (tdc-teambuilder-cards.php)
 * makes the Dice Masters pool the whole imported Battle for Faerûn set (`loadSet`, which also makes
 * the set's cards known to the engine). Nothing is read by a default path.
 */
import { err, type Result } from '../../core/index.js';
import { loadSet } from '../../games/dicemasters/import/imported-setup.js';
import { parseUnits } from '../../games/heroscape/cards/import-units.js';
import { createBuilders, type BuilderCards } from './index.js';
import type { GameBuilder } from './types.js';

export interface BuilderFiles {
  readonly heroscape?: string | undefined;
  readonly dicemasters?: string | undefined;
}

export function buildersFromFiles(files: BuilderFiles, readFile: (path: string) => string): Result<Readonly<Record<string, GameBuilder>>, string> {
  const given: { heroscape?: BuilderCards['heroscape']; dicemasters?: BuilderCards['dicemasters'] } = {};
  if (files.heroscape !== undefined) {
    const file = files.heroscape;
    let text: string;
    try {
      text = readFile(file);
    } catch (e) {
      return err(`--heroscape-cards ${file}: cannot read the file (${e instanceof Error ? e.message : String(e)})`);
    }
    const cards = parseUnits(text, file);
    if (!cards.ok) return cards;
    given.heroscape = { cards: cards.value, file };
  }
  if (files.dicemasters !== undefined) {
    const set = loadSet(readFile, files.dicemasters);
    if (!set.ok) return err(`--dicemasters-cards ${set.error}`);
    given.dicemasters = set.value;
  }
  return createBuilders(given);
}
