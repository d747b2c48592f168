// The target parts of the DDM power language (`../language.ts`): who a power's effect affects —
// ddm-battle-rules-2011, "HOW TO READ A STAT CARD" (Powers: "this creature", "that enemy", "each ally
// within 5 squares"), guidelines "Declare target(s)". One module each: its zod parameters (the member
// schema of `cards/schema.ts`), its words and the creatures it names in a situation. An effect that
// affects someone reads them through `targetsOf` with the power's target part, or its own default.
import type { z } from 'zod';
import type { PowerTarget } from '../../cards/schema.js';
import type { CreatureState, DdmState } from '../../state.js';
import type { Situation } from '../language.js';

export type TargetOf<K extends PowerTarget['kind']> = Extract<PowerTarget, { kind: K }>;

export interface TargetModule<K extends PowerTarget['kind'] = PowerTarget['kind']> {
  readonly kind: K;
  readonly schema: z.ZodType<TargetOf<K>>;
  /** The words for who is affected ("that creature", "each ally within 3 squares"). */
  text(t: TargetOf<K>): string;
  /** Whether the words name more than one creature ("this creature and each ally … have"). */
  plural?(t: TargetOf<K>): boolean;
  /** The creatures it names now, in creature order (null parties left out). */
  who(x: Situation, t: TargetOf<K>): CreatureState[];
}

/** A creature by id, if any. */
export const creature = (s: DdmState, id: number): CreatureState[] => {
  const c = s.creatures[id];
  return c ? [c] : [];
};
