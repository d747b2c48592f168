/**
 * Helpers for the Rise of the Valkyrie power tests: a row of hexes with one figure per listed hex,
 * cards carrying a power by its printed name, and playing to the first attack question.
 */
import type { GameEvent } from '../../../core/index.js';
import type { ArmyCard } from '../cards/army-card.js';
import { abilityKey } from './ability.js';
import { card, choose, config, fieldWith, open, placeMarkers, start } from '../battle/testkit.js';
import type { HsState } from '../battle/state.js';

/** Powers of our own test card: each names the module that plays it (pool/bind.ts: our own cards declare their modules). */
export const power = (...names: string[]): ArmyCard['powers'] => names.map((name) => ({ name, text: 'our words', ability: abilityKey(name) }));

/** A card with the given powers (our own test card: only the numbers the test needs). */
export const withPowers = (c: Partial<ArmyCard> & Pick<ArmyCard, 'name'>, ...names: string[]): ArmyCard => card({ ...c, powers: power(...names) });

/** A battle on `rows` with Red's figures on `red` hexes and Blue's on `blue`, in card order. */
export function battle(
  rows: readonly string[],
  red: readonly [number, number][],
  blue: readonly [number, number][],
  redCards: readonly ArmyCard[],
  blueCards: readonly ArmyCard[],
  seed = 1,
): HsState {
  return start(config(fieldWith(rows, [...red], [...blue]), redCards, blueCards), seed);
}

/**
 * All four markers of each player on one card (global card indexes); `blueFirst` gives Blue the
 * initiative. Then the first player's figures do not move: the next question is theirs after moving.
 */
export function toAfterMove(s: HsState, redCard: number, blueCard: number, blueFirst = false): GameEvent[] {
  placeMarkers(s, [redCard, redCard, redCard, redCard], [blueCard, blueCard, blueCard, blueCard], blueFirst ? [1, 20] : [20, 1]);
  return choose(s, 'done', 'choose-mover');
}

export const optionIds = (s: HsState): string[] => open(s).options.map((o) => o.id);
