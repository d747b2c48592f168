// Issue 16, "An ability is one module": the shape of a Dice Masters ability module — one card ability
// (found by its name in `abilities/`), with the schema of its parameters in a card's data row, our
// rules text for it and the steps its handlers push. Rule files never name the cards that have it: they
// push the module's steps by kind, and game.ts adds the module's steps to the step table.
import type { z } from 'zod';
import type { Ability } from '../cards/types.js';
import type { DmStep, DmStepTable } from '../steps.js';

export type AbilityOfKind<K extends Ability['kind']> = Extract<Ability, { kind: K }>;

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
}
