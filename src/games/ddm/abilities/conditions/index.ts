// The registry of the DDM power language's condition parts (`module.ts`): every condition kind of
// cards/schema.ts has exactly one module (a mapped type: a condition without a module does not
// compile). `holdsAll` is a composed trigger's test: the AND of its conditions, in their order.
import type { TriggerCondition } from '../../cards/schema.js';
import type { Situation } from '../language.js';
import { actorIs } from './actor-is.js';
import { adjacentToSelf } from './adjacent-to-self.js';
import { allyWithin } from './ally-within.js';
import { attackKind } from './attack-kind.js';
import { basicAttack, chargeAttack, opportunityAttack } from './attack-use.js';
import { criticalHit, hit, missed, notRedirected, notRerolled } from './attack-result.js';
import { bloodied } from './bloodied.js';
import { hasKeyword } from './has-keyword.js';
import { hasCondition } from './has-condition.js';
import { inReach } from './in-reach.js';
import { living } from './living.js';
import { naturalRoll } from './natural-roll.js';
import { champion } from './champion.js';
import { levelAtMost } from './level-at-most.js';
import { selfOrAdjacentAlly } from './self-or-adjacent-ally.js';
import { sizeAtLeast } from './size-at-least.js';
import { charging } from './charging.js';
import { ownTurn } from './own-turn.js';
import type { ConditionModule, ConditionOf, ConditionWords } from './module.js';
import { onMapCondition } from './on-map.js';
import { targetIs } from './target-is.js';
import { within } from './within.js';

export const CONDITION_MODULES: { readonly [K in TriggerCondition['kind']]: ConditionModule<K> } = {
  'actor-is': actorIs,
  'target-is': targetIs,
  'on-map': onMapCondition,
  'adjacent-to-self': adjacentToSelf,
  within,
  'attack-kind': attackKind,
  hit,
  missed,
  'critical-hit': criticalHit,
  'not-rerolled': notRerolled,
  'not-redirected': notRedirected,
  'basic-attack': basicAttack,
  'opportunity-attack': opportunityAttack,
  'charge-attack': chargeAttack,
  bloodied,
  'has-keyword': hasKeyword,
  'has-condition': hasCondition,
  'in-reach': inReach,
  living,
  'natural-roll': naturalRoll,
  champion,
  'level-at-most': levelAtMost,
  'self-or-adjacent-ally': selfOrAdjacentAlly,
  'size-at-least': sizeAtLeast,
  charging,
  'own-turn': ownTurn,
  'ally-within': allyWithin,
};

/** The module of a condition, typed by its kind. */
const moduleOf = <K extends TriggerCondition['kind']>(c: ConditionOf<K>): ConditionModule<K> => CONDITION_MODULES[c.kind as K];

/** Whether one condition holds. */
export const conditionHolds = (x: Situation, c: TriggerCondition): boolean => moduleOf(c).test(x, c);

/** Whether every condition holds (in order: a later one may assume an earlier one, e.g. on the map before adjacency). */
export function holdsAll(x: Situation, conditions: readonly TriggerCondition[]): boolean {
  for (const c of conditions) if (!conditionHolds(x, c)) return false;
  return true;
}

/** A condition's words. */
export const conditionWords = (c: TriggerCondition): ConditionWords => moduleOf(c).words(c);
