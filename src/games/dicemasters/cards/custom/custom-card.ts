// Issue 16, "a card with unique text is one new file": the shape of a Dice Masters custom card — a card
// whose text no shared ability module expresses (Showdown-style: one object per card). Its data row names
// it as `{ kind: 'custom', card: <its id> }` beside any shared abilities it also has; the `custom` ability
// module (abilities/custom.ts) gives its text, abilities/index.ts puts its handlers in the effect table and
// its answers among the named queries (abilities/queries.ts). Rule files never name it.
import type { EventHandlers, ReactionHandlers } from '../../../../core/index.js';
import type { QueryAnswers } from '../../abilities/queries.js';
import type { DmEvents } from '../../events.js';
import type { DmCtx } from '../../rules/context.js';
import type { Ability } from '../types.js';
import type { DieState, DmState } from '../../types.js';
import { cardDefs } from '../../rules/dice.js';

export interface CustomCard {
  /** The card's id (its TeamBuilder key), which `{ kind: 'custom', card }` names. */
  readonly card: string;
  /** The rulebook sections its text rests on. */
  readonly section: string;
  /** The card's data row: its abilities, this file's own line (`{ kind: 'custom', card }`) among them. */
  readonly abilities: readonly Ability[];
  /** Our rules text for its own line (the printed wording is not reproduced). */
  readonly text: string;
  /** The test file (from the repository root) that plays its text through the engine. */
  readonly test: string;
  /** Its answers to the named queries, when its text changes a number or a permission the rules read. */
  readonly queries?: Partial<QueryAnswers>;
  /** What it does when an event is announced, and the responses it offers in the reaction window. */
  readonly on?: EventHandlers<DmCtx, DmEvents>;
  readonly reactions?: ReactionHandlers<DmCtx, DmEvents>;
}

/** The die of custom card `card` that the announced knock-out `p` sent to the prep area in the attack step, if it is one. */
export function ownAttackKnockOut(s: DmState, p: DmEvents['KnockedOut'], card: string): DieState | undefined {
  const d = s.dice[p.die];
  const text = cardDefs(s)[p.text];
  if (!p.inAttack || !d || d.zone !== 'prep' || !text?.abilities.some((a) => a.kind === 'custom' && a.card === card)) return undefined;
  return d;
}
