// Triggers on an enemy's movement next to this creature — ddm-battle-rules-2011, "MOVE" / "SHIFT" and
// COMMON TRIGGERED POWERS ('Movement' triggers), "Activated Powers", "Automatic Powers":
// "an enemy leaves a square adjacent to this creature" (moves out of an adjacent square: heard on the
// announced LeaveSquare, before it leaves — like an opportunity attack, and before the opportunity
// attacks themselves; a shift leaves a square too), "an enemy enters a square adjacent to this
// creature" (heard on EnterSquare, once per square entered: a move past this creature enters each
// adjacent square in turn; a shift or a charge enters squares too) and "an enemy ends its move
// adjacent to this creature" (heard on Moved, once the movement has ended, after any return to a
// legal position). Activated powers are declared in the window on the event (every creature but the
// mover); automatic ones hear the event. "That enemy" is the mover.
import type { TriggerCondition } from '../../cards/schema.js';
import { windowOn } from '../language.js';
import { named } from './compose.js';

/** The mover is an enemy on the map, adjacent to this creature (on the map) now. */
const ENEMY_NEXT: readonly TriggerCondition[] = [
  { kind: 'actor-is', who: 'enemy' },
  { kind: 'on-map', of: 'actor' },
  { kind: 'on-map', of: 'self' },
  { kind: 'adjacent-to-self', of: 'actor' },
];

export const enemyLeavesAdjacent = named({
  trigger: 'enemy-leaves-adjacent',
  text: 'an enemy leaves a square adjacent to this creature',
  window: windowOn('LeaveSquare', { order: 0, who: 'all' }),
  conditions: ENEMY_NEXT,
  heard: true,
});

export const enemyEntersAdjacent = named({
  trigger: 'enemy-enters-adjacent',
  text: 'an enemy enters a square adjacent to this creature',
  window: windowOn('EnterSquare', { order: 0, who: 'all' }),
  conditions: ENEMY_NEXT,
  heard: true,
});

export const enemyEndsMoveAdjacent = named({
  trigger: 'enemy-ends-move-adjacent',
  text: 'an enemy ends its move adjacent to this creature',
  window: windowOn('Moved', { order: 0, who: 'all' }),
  conditions: ENEMY_NEXT,
  heard: true,
});
