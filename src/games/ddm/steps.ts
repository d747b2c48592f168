// Step plumbing shared by the DDM rule files: typed step records on top of the core's plain Step.
import type { Decision, Option, Step, StepHandler } from '../../core/index.js';
import type { DdmCtx, DdmQueries } from './ctx.js';
import type { DdmState } from './state.js';

export type Handler = StepHandler<DdmState, Step, DdmQueries>;

/** Wraps a handler written for one step shape (the step's fields are plain JSON numbers/strings). */
export function handler<T>(h: {
  run(ctx: DdmCtx, step: T & Step): ReturnType<Handler['run']>;
  choose?(ctx: DdmCtx, step: T & Step, option: Option, decision: Decision): void;
}): Handler {
  return h as unknown as Handler;
}

export function step<T extends Record<string, number | string | boolean | null | number[]>>(kind: string, fields: T): Step {
  return { kind, ...fields } as Step;
}

export const yesNo = (yes: string, no = 'No'): Option[] => [
  { id: 'yes', label: yes },
  { id: 'no', label: no },
];
