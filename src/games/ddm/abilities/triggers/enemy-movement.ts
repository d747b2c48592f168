// Triggers on an enemy's movement next to this creature — ddm-battle-rules-2011, "MOVE" / "SHIFT" and
// COMMON TRIGGERED POWERS ('Movement' triggers), "Activated Powers", "Automatic Powers":
// "an enemy leaves a square adjacent to this creature" (moves out of an adjacent square: heard on the
// announced LeaveSquare, before it leaves — like an opportunity attack, and before the opportunity
// attacks themselves; a shift leaves a square too) and "an enemy ends its move adjacent to this
// creature" (heard on Moved, once the movement has ended, after any return to a legal position).
// Activated powers are declared in the window on the event (every creature but the mover); automatic
// ones hear the event. "That enemy" is the mover.
import { geo, isAdjacent } from '../../geo.js';
import { enemies, onMap } from '../../rules/common.js';
import type { CreatureState, DdmState } from '../../state.js';
import { windowOn, type TriggerModule } from '../language.js';

/** Whether `mover` is an enemy of `subject` on the map and adjacent to it now. */
function enemyNext(s: DdmState, subject: CreatureState, mover: CreatureState | null | undefined): mover is CreatureState {
  return !!mover && mover.id !== subject.id && onMap(mover) && onMap(subject) && enemies(s, subject, mover) && isAdjacent(geo(s), subject, mover);
}

export const enemyLeavesAdjacent: TriggerModule<'enemy-leaves-adjacent'> = {
  trigger: 'enemy-leaves-adjacent',
  text: 'an enemy leaves a square adjacent to this creature',
  window: windowOn('LeaveSquare', { order: 0, who: 'all' }),
  holds: ({ ctx, subject, other }) => enemyNext(ctx.state, subject, other),
  on: {
    LeaveSquare({ ctx, subject }, p) {
      const mover = ctx.state.creatures[p.creature];
      return enemyNext(ctx.state, subject, mover) ? { other: mover } : null;
    },
  },
};

export const enemyEndsMoveAdjacent: TriggerModule<'enemy-ends-move-adjacent'> = {
  trigger: 'enemy-ends-move-adjacent',
  text: 'an enemy ends its move adjacent to this creature',
  window: windowOn('Moved', { order: 0, who: 'all' }),
  holds: ({ ctx, subject, other }) => enemyNext(ctx.state, subject, other),
  on: {
    Moved({ ctx, subject }, p) {
      const mover = ctx.state.creatures[p.creature];
      return enemyNext(ctx.state, subject, mover) ? { other: mover } : null;
    },
  },
};
