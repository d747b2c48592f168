/**
 * Turns lost before their time: a turn under way ended at once (a sprung trap, EMP Response), and an
 * Army Card's order markers taken off (Crippling Gaze, EMP Response), so it takes no more turns this
 * round.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN" (a turn is moving, then attacking, with
 * the card whose order marker is revealed: a card without a marker takes no turn; battle/turn.ts),
 * "Traps", "Special Powers".
 */
import { matchingCards } from './commons.js';
import type { HsState } from './state.js';
import type { HsStep } from './steps.js';

/** The steps still to come in the turn under way (moving, after-move powers, attacking). */
const TURN_STEPS: ReadonlySet<HsStep['kind']> = new Set(['choose-mover', 'choose-destination', 'choose-attack']);

/** Drops what is left of the turn under way, so it ends; what is being resolved now (the attack in hand) still finishes. */
export function endTurnNow(s: HsState): void {
  const stack = s.core.stack as HsStep[];
  // The turn's own `end-turn` is the lowest step of it still to run; what lies above it belongs to the turn.
  let end = stack.length - 1;
  while (end >= 0 && stack[end]!.kind !== 'end-turn') end--;
  for (let i = stack.length - 1; i > end; i--) {
    const st = stack[i]!;
    if (TURN_STEPS.has(st.kind) || (st.kind === 'power' && st.data['moment'] === 'after-move')) stack.splice(i, 1);
  }
}

/** Takes every order marker off card `card` and its controller's matching Common cards ("or cards"); the turn's own revealed marker stays. */
export function removeOrderMarkers(s: HsState, card: number): void {
  for (const i of [card, ...matchingCards(s, card)]) {
    const c = s.cards[i]!;
    c.markers = [];
    if (s.turn?.card !== i) c.revealed = [];
  }
}
