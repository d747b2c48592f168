// Implements ddm-battle-rules-2011, "Take Actions Phase": a turn's attack, move and minor actions
// and "Substitute Actions" (a move or minor action in place of the attack action, a minor in place
// of the move; Dazed's single action). A leaf: every rule that spends an action asks it.
import type { TurnState } from '../state.js';

export type ActionSlot = 'attack' | 'move' | 'minor';

/** "Substitute Actions": a move or minor action may be taken in place of the attack action, a minor in place of the move. */
export function canTake(t: TurnState, slot: ActionSlot): boolean {
  if (t.noActions) return false;
  if (slot === 'attack') return t.attack;
  // Plodding ("can only take 1 move action on its turn"): none once one is taken.
  // An extra move action (Feral Surge) counts unless the creature has a single action in all (Dazed: a restrictive rule).
  if (slot === 'move') return (t.move || t.attack || (!t.single && (t.extraMoves ?? 0) > 0)) && !(t.oneMove && t.moved);
  return t.minor || t.move || t.attack;
}

export function consume(t: TurnState, slot: ActionSlot): void {
  if (t.single) {
    t.attack = t.move = t.minor = false;
    return;
  }
  if (slot === 'attack') t.attack = false;
  else if (slot === 'move') {
    if (t.oneMove) t.moved = true;
    if (t.move) t.move = false;
    else if ((t.extraMoves ?? 0) > 0) t.extraMoves = (t.extraMoves ?? 0) - 1;
    else t.attack = false;
  } else if (t.minor) t.minor = false;
  else if (t.move) t.move = false;
  else t.attack = false;
}
