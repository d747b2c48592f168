/**
 * The field of the climbing tests (Climb X2 / X3, Scale): the card's figure on a column of `from`
 * levels at (0, 0), a column of `wall` levels at (2, 0), everything else one level; asked where to
 * move, and whether a space is offered and at the risk of a fall.
 * Rulebook: heroscape-master-game-guide — "Height limit", "Falling".
 */
import { battle } from '../abilities/rotv-testkit.js';
import { card, choose, optionWhere, placeMarkers } from '../battle/testkit.js';
import type { HsState } from '../battle/state.js';
import type { ArmyCard } from '../cards/army-card.js';
import { oneFigure } from './family-testkit.js';

/** a1 (the card at its printed Height, Move 20) on `from` levels at (0, 0), a column of `wall` at (2, 0); asked where to move. */
export function climbField(c: ArmyCard, from: number, wall: number): HsState {
  const s = battle(
    [`${from} 1 ${wall} 1 1 1 1 1 1 1 1`],
    [[0, 0]],
    [[10, 0]],
    [oneFigure(c, { move: 20, height: c.height, size: c.size })],
    [card({ name: 'Blue' })],
  );
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
  choose(s, 'fig:a1', 'choose-mover');
  return s;
}

/** Whether the space at (q, 0) is offered (null if not); `falls` whether reaching it risks a fall. */
export function offeredAt(s: HsState, q: number): { falls: boolean } | null {
  try {
    const o = optionWhere(s, { q, r: 0 });
    return { falls: (o.payload as { falls?: boolean }).falls === true };
  } catch (e) {
    if (e instanceof Error && /no option/.test(e.message)) return null;
    throw e;
  }
}
