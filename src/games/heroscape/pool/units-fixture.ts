/**
 * The shared units file for the pool tests: read at run time from ../shared (never copied) by the
 * test files themselves (core and games import no Node APIs); they skip with a message when absent.
 */
import { parseUnits } from '../cards/import-units.js';
import type { ArmyCard } from '../cards/army-card.js';

export const UNITS_FILE = new URL('../../../../../shared/data/heroscape/heroscape-json-units.json', import.meta.url);
export const ABSENT = 'heroscape pool tests: ../shared/data/heroscape/heroscape-json-units.json is absent, so the tests on the published cards are skipped';

/** The units file's cards (the text read by the test). */
export function parsePublished(text: string): readonly ArmyCard[] {
  const r = parseUnits(text, 'heroscape-json-units.json');
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

/** One published card by name. */
export function named(cards: readonly ArmyCard[], name: string): ArmyCard {
  const c = cards.find((x) => x.name === name);
  if (!c) throw new Error(`heroscape-json-units.json has no card "${name}"`);
  return c;
}
