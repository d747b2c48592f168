// Condition "natural-roll": the attack's natural roll is from `min` to `max` (ddm-battle-rules-2011,
// "Attack Roll": the number the d20 shows — "If the attack roll was a natural 17-20", Crippling
// Slash); with several rolls against the target (two rolls "if both hit"), every one of them. An
// automatic hit rolls nothing, so it never holds.
import { naturalRollConditionSchema } from '../../cards/schema.js';
import type { ConditionModule } from './module.js';

export const naturalRoll: ConditionModule<'natural-roll'> = {
  kind: 'natural-roll',
  schema: naturalRollConditionSchema,
  words: (c) => ({ party: 'attack', post: `whose attack roll is a natural ${c.min === c.max ? c.min : `${c.min}-${c.max}`}` }),
  test: ({ rec }, c) => !!rec && rec.rolls.length > 0 && rec.rolls.every((r) => r >= c.min && r <= c.max),
};
