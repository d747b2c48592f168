// Issue 16, "An ability is one module": the shape of a Dice Masters ability module — one card ability
// (found by its name in `abilities/`), with the schema of its parameters in a card's data row, our
// rules text for it, the steps its handlers push, and its handlers of announced events and reactions.
// Rule files never name the cards that have it; game.ts adds the module's steps to the step table and
// its handlers to the effect table.
import type { z } from 'zod';
import type { EventHandlers, ReactionHandlers } from '../../../core/index.js';
import type { DmEvents } from '../events.js';
import type { DmCtx } from '../rules/context.js';
import type { Ability } from '../cards/types.js';
import type { DmStep, DmStepTable, HeldUse } from '../steps.js';
import type { QueryAnswers } from './queries.js';

export type AbilityOfKind<K extends Ability['kind']> = Extract<Ability, { kind: K }>;

/** Each kind of held use (an `ability-resolve` step, steps.ts) by its `what`. */
export type HeldUseOf = { readonly [W in HeldUse['what']]: Extract<HeldUse, { what: W }> };

/**
 * How a module carries out the part of its ability's use that waited behind a prevention window
 * (`holdUse`, rules/held-use.ts) once nobody prevented it, by the held use's `what`.
 */
export type HeldResolvers = { readonly [W in keyof HeldUseOf]?: (ctx: DmCtx, use: HeldUseOf[W]) => void };

export interface AbilityModule<K extends Ability['kind'], S extends DmStep['kind'] = never> {
  readonly kind: K;
  /** The rulebook section the ability's timing and effect rest on. */
  readonly section: string;
  /** The parameters a card's data row gives it (everything but `kind`). */
  readonly params: z.ZodType<Omit<AbilityOfKind<K>, 'kind'>>;
  /** Our rules text for it (cards/render.ts shows it). */
  text(a: AbilityOfKind<K>): string;
  /** The steps its handlers push, by step kind (added to the game's step table). */
  readonly steps: Pick<DmStepTable, S>;
  /**
   * Optional: what it does when an event is announced (events.ts), and the responses it offers while
   * one is held open in the reaction window. Each card with the ability is an effect in play
   * (rules/card-effects.ts) whose `params` name its card slot and ability index.
   */
  readonly on?: EventHandlers<DmCtx, DmEvents>;
  readonly reactions?: ReactionHandlers<DmCtx, DmEvents>;
  /** Optional: the held parts of its uses it resolves (each `what` belongs to one module). */
  readonly held?: HeldResolvers;
  /**
   * Optional: its answers to the named queries the rules ask (what it adds to a die's stats, to a cost;
   * whether a die may be fielded or block; abilities/queries.ts), asked only in games whose cards have it.
   */
  readonly queries?: Partial<QueryAnswers>;
}
