/**
 * The card files `skirmish serve` may be given for its builders, read and parsed by the games' own
 * importers (the same files as the CLI's `--cards FILE`): `--heroscape-cards FILE` (the heroscape-json
 * units file) adds the Rise of the Valkyrie army cards. Nothing is read by a default path.
 */
import { err, type Result } from '../../core/index.js';
import { parseUnits } from '../../games/heroscape/cards/import-units.js';
import { createBuilders, type BuilderCards } from './index.js';
import type { GameBuilder } from './types.js';

export interface BuilderFiles {
  readonly heroscape?: string | undefined;
}

export function buildersFromFiles(files: BuilderFiles, readFile: (path: string) => string): Result<Readonly<Record<string, GameBuilder>>, string> {
  const given: { heroscape?: BuilderCards['heroscape'] } = {};
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
  return createBuilders(given);
}
