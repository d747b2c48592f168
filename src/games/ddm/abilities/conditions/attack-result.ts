// Conditions on the attack's roll: it hit, it was a critical hit, the hit was not re-rolled, the attack
// was not redirected (ddm-battle-rules-2011, "Attack Roll"; guidelines "Attack sequence" B3: a
// cancellation such as a re-roll answers a hit once, not again after the re-roll; "Declare target(s)"
// T3: an attack already redirected is not redirected again). No attack: none holds.
import {
  criticalHitConditionSchema,
  hitConditionSchema,
  missedConditionSchema,
  notRedirectedConditionSchema,
  notRerolledConditionSchema,
} from '../../cards/schema.js';
import type { ConditionModule } from './module.js';

export const hit: ConditionModule<'hit'> = {
  kind: 'hit',
  schema: hitConditionSchema,
  words: () => ({ party: 'attack' }),
  test: ({ rec }) => !!rec && rec.hit,
};

export const missed: ConditionModule<'missed'> = {
  kind: 'missed',
  schema: missedConditionSchema,
  words: () => ({ party: 'attack', post: 'that misses' }),
  test: ({ rec }) => !!rec && !rec.hit,
};

export const criticalHit: ConditionModule<'critical-hit'> = {
  kind: 'critical-hit',
  schema: criticalHitConditionSchema,
  words: () => ({ party: 'attack', post: 'that scores a critical hit' }),
  test: ({ rec }) => !!rec && rec.crit,
};

export const notRerolled: ConditionModule<'not-rerolled'> = {
  kind: 'not-rerolled',
  schema: notRerolledConditionSchema,
  words: () => ({ party: 'attack' }),
  test: ({ rec }) => !!rec && !rec.rerolled,
};

export const notRedirected: ConditionModule<'not-redirected'> = {
  kind: 'not-redirected',
  schema: notRedirectedConditionSchema,
  words: () => ({ party: 'attack' }),
  test: ({ rec }) => !!rec && !rec.redirected,
};
