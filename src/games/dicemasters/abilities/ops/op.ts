// Issue 16, "An ability is one module": the shape of a Dice Masters effect op module — one verb of card
// text (cards/types.ts `Effect`), used by action, global and "when fielded" lines: the schema of its
// parameters, our rules text for it, its kinds of game effect (PREVENTING AND REDIRECTING), whether
// using it now would do anything, and how its `effect` step asks and takes the answer. The registry
// (abilities/ops/index.ts) finds it by its op; rules/effects-ops.ts dispatches through it.
import type { z } from 'zod';
import type { Option } from '../../../../core/index.js';
import type { Effect, EffectClass } from '../../cards/types.js';
import type { DmState, EnergyType } from '../../types.js';
import type { EffectStep, Payment } from '../../steps.js';
import type { DmCtx } from '../../rules/context.js';
import type { QueryAnswers } from '../queries.js';

/** Each op's effect type, by op. */
export type OpMap = { [E in Effect as E['op']]: E };
export type Op = keyof OpMap;

/** An answer to an effect step's question: a die, a player, a payment, or done. */
export type EffectAnswer = {
  readonly die?: number;
  readonly player?: number;
  readonly pay?: Payment;
  readonly done?: boolean;
  /** A named energy type (an effect that says "choose an energy type"). */
  readonly energy?: EnergyType;
};

export interface EffectOpModule<O extends Op> {
  readonly op: O;
  /** The rulebook section (or card) the op's effect rests on. */
  readonly section: string;
  /** The parameters a card's line gives it (everything but `op`). */
  readonly params: z.ZodType<Omit<OpMap[O], 'op'>>;
  /** The kinds of game effect it produces, which preventions name (rules/prevent.ts). */
  readonly classes: readonly EffectClass[];
  /** Our rules text for it (cards/render.ts shows it). */
  text(e: OpMap[O]): string;
  /** Whether using it now would do anything the rules allow (decides what is offered). */
  usable(s: DmState, player: number, e: OpMap[O], source: number): boolean;
  /** Resolves it, or returns the question its effect step asks next (null: resolved). */
  run(ctx: DmCtx, st: EffectStep, e: OpMap[O]): Option[] | null;
  /** Applies the answer to its question (may push the step again for more answers). */
  choose(ctx: DmCtx, st: EffectStep, e: OpMap[O], answer: EffectAnswer): void;
  /**
   * For an op whose picked character may be redirected (`TargetChosen`, rules/redirect-effect.ts): its
   * effect on the character finally decided, once.
   */
  onTarget?(ctx: DmCtx, st: EffectStep, e: OpMap[O], die: number): void;
  /** For an op that leaves a lasting effect a rule reads (a cost change, a fielding ban): its answers to the named queries (abilities/queries.ts). */
  readonly queries?: Partial<QueryAnswers>;
}
