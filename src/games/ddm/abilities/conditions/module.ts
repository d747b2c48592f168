// The condition parts of the DDM power language (`../language.ts`): a composed trigger is an announced
// event and conditions that must all hold on it (ddm-battle-rules-2011, "Activated Powers",
// "Automatic Powers", COMMON TRIGGERED POWERS: "when an enemy adjacent to this creature …", "an
// ally within 3 squares …"). Each condition is one module: its zod parameters (the member schema of
// `cards/schema.ts`), its words (which party of the sentence it qualifies, and how) and its `test`.
import type { z } from 'zod';
import type { Party, TriggerCondition } from '../../cards/schema.js';
import type { CreatureState } from '../../state.js';
import type { Situation } from '../language.js';

export type ConditionOf<K extends TriggerCondition['kind']> = Extract<TriggerCondition, { kind: K }>;

/** How a condition qualifies its party in the rendered "when" clause: "an *adjacent* enemy", "an ally *within 3 squares of this creature*". */
export interface ConditionWords {
  readonly party: Party | 'attack';
  /** The party's noun ("enemy", "ally", "this creature"). */
  readonly noun?: string;
  /** Words before the noun ("Dwarf", "bloodied", "ranged"). */
  readonly pre?: string;
  /** Words after the noun ("adjacent to this creature"). */
  readonly post?: string;
}

export interface ConditionModule<K extends TriggerCondition['kind'] = TriggerCondition['kind']> {
  readonly kind: K;
  readonly schema: z.ZodType<ConditionOf<K>>;
  words(c: ConditionOf<K>): ConditionWords;
  /** Whether the condition holds for this creature (`subject`) in the situation. */
  test(x: Situation, c: ConditionOf<K>): boolean;
}

/** The creature a party names in the situation: this creature, the event's creature, the attack's target (null: none). */
export function partyOf(x: Situation, of: Party): CreatureState | null {
  if (of === 'self') return x.subject;
  if (of === 'actor') return x.other;
  return x.rec ? (x.ctx.state.creatures[x.rec.target] ?? null) : null;
}
