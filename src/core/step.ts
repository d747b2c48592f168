import type { Json } from './json.js';

/** A resolution step: plain data on the stack in the state. Handlers give it meaning by `kind`. */
export interface Step {
  readonly kind: string;
  readonly [field: string]: Json | undefined;
}
