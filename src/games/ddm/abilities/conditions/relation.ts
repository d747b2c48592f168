// "Enemy", "ally" and "this creature" as the rules use them in a power's text (ddm-battle-rules-2011,
// "Allies and Enemies": an ally is a creature of the same warband other than this creature; "HOW TO
// READ A STAT CARD", Powers). Shared by the `actor-is` and `target-is` conditions.
import type { z } from 'zod';
import type { relationSchema } from '../../cards/schema.js';
import { enemies } from '../../rules/common.js';
import type { CreatureState, DdmState } from '../../state.js';

export type Relation = z.infer<typeof relationSchema>;

/** Whether `c` stands in `who` to `subject` (null: there is no such creature). */
export function related(s: DdmState, subject: CreatureState, c: CreatureState | null, who: Relation): boolean {
  if (!c) return false;
  switch (who) {
    case 'enemy':
      return c.id !== subject.id && enemies(s, subject, c);
    case 'ally':
      return c.id !== subject.id && !enemies(s, subject, c);
    case 'self':
      return c.id === subject.id;
    case 'any':
      return true;
  }
}

export const NOUN: { readonly [R in Relation]: string } = { enemy: 'enemy', ally: 'ally', self: 'this creature', any: 'creature' };
