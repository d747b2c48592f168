// A duration of the DDM power language (ddm-battle-rules-2011, "Conditions", Duration): how long a
// condition, penalty or bonus lasts, as a part of its own that an attack effect or a power names by
// kind. One module per duration: its words and the moment it ends, which rules/conditions.ts reads.
// A power's lasting effect reads its duration — a part of the power beside its trigger and effect —
// through `durationOfUse` and words it with `lastsText` (index.ts).
import type { Cond } from '../../state.js';

/** Every duration a condition in play can carry: the card durations and the rules' own "until it hits". */
export type DurationKind = Cond['duration'];

/**
 * When a duration ends, for the affected creature: at the start or end of its own turn, at the end
 * of the round, on a successful saving throw, when it hits with an attack, or never in this battle.
 */
export type DurationEnd = 'start-of-own-turn' | 'end-of-own-turn' | 'end-of-round' | 'save' | 'hit' | 'never';

export interface DurationModule<K extends DurationKind = DurationKind> {
  readonly kind: K;
  /** The rulebook's name for it, in the project's words: "end of next turn", "save ends". */
  readonly text: string;
  /** How an effect lasting it is worded when not "until <text>" ("for the rest of the battle"). */
  readonly lasting?: string;
  readonly ends: DurationEnd;
  /**
   * It ends at the end of the affected creature's *next* turn: applied during that creature's own
   * turn, it outlasts that turn ("Until end of its next turn", the default).
   */
  readonly outlastsApplyingTurn?: boolean;
}
