/**
 * The pre-set armies of the guide's worked examples, built from army cards imported at run time
 * (`--cards FILE`): the cards are named here, their facts come from the user's units file.
 * Rulebook: heroscape-master-game-guide — "Using a Pre-Set Army", Examples 2, 3 and 16 (the armies
 * of "you" and "your opponent": Example 2 gives their totals, 400 and 390 points; the four cards of
 * "your" army the examples name come to 320).
 */
import { err, ok, type Result } from '../../../core/index.js';
import type { Army } from '../battle/setup.js';
import type { ArmyCard } from '../cards/army-card.js';
import { BLUE_ZONE, RED_ZONE } from './test-field.js';

/** The cards of each army, as the examples name them. */
export const EXAMPLE_ARMIES: readonly (readonly string[])[] = [
  ['Grimnak', 'Marro Warriors', 'Finn the Viking Champion', 'Zettian Guards'],
  ['Syvarris', 'Deathwalker 9000', 'Krav Maga Agents', 'Tarn Viking Warriors'],
];

export function exampleArmies(cards: readonly ArmyCard[], where: string): Result<Army[], string> {
  const armies: Army[] = [];
  for (const [p, names] of EXAMPLE_ARMIES.entries()) {
    const picked: ArmyCard[] = [];
    for (const name of names) {
      const c = cards.find((x) => x.name === name);
      if (!c) return err(`${where}: no unit named "${name}" (needed for the pre-set armies of Examples 2 and 3)`);
      picked.push(c);
    }
    armies.push({ name: p === 0 ? 'Your army' : "Your opponent's army", zone: p === 0 ? RED_ZONE : BLUE_ZONE, cards: picked });
  }
  return ok(armies);
}
