// Implements ddm-battle-rules-2011, "POWERS AND EFFECTS" and "COMMON TRIGGERED POWERS" as our powers read them:
// the parts of a composed trigger — the parties a condition speaks of, the conditions (one module each
// in `abilities/conditions/`) and the announced events a trigger may name. Re-exported by schema.ts.
import { z } from 'zod';
import { conditionNameSchema, sizeSchema } from './schema-basics.js';

/**
 * The parties a condition or a target part speaks of: this creature (`self`), the event's creature
 * (`actor`: the attacker, the mover, the creature whose turn starts …) and the attack's target.
 */
export const PARTIES = ['self', 'actor', 'target'] as const;
export const partySchema = z.enum(PARTIES);
export type Party = z.infer<typeof partySchema>;
/** Who a party is to this creature: an enemy, an ally (not itself), itself, or any creature. */
export const relationSchema = z.enum(['enemy', 'ally', 'self', 'any']);
export const attackKindSchema = z.enum(['melee', 'ranged', 'close', 'area']);

/** The condition parts of a composed trigger (one module each in `abilities/conditions/`). */
/** The event's creature is an enemy / an ally / this creature / any creature. */
export const actorIsConditionSchema = z.object({ kind: z.literal('actor-is'), who: relationSchema }).strict();
/** The attack's target is an enemy / an ally / this creature / any creature. */
export const targetIsConditionSchema = z.object({ kind: z.literal('target-is'), who: relationSchema }).strict();
/** The party is on the battle map. */
export const onMapConditionSchema = z.object({ kind: z.literal('on-map'), of: partySchema }).strict();
/** The party is adjacent to this creature. */
export const adjacentToSelfConditionSchema = z.object({ kind: z.literal('adjacent-to-self'), of: z.enum(['actor', 'target']) }).strict();
/** The party is within N squares of this creature. */
export const withinConditionSchema = z.object({ kind: z.literal('within'), squares: z.number().int().positive(), of: z.enum(['actor', 'target']) }).strict();
/** The attack is of one of these kinds. */
export const attackKindConditionSchema = z.object({ kind: z.literal('attack-kind'), kinds: z.array(attackKindSchema).min(1) }).strict();
/** The attack hit; it was a critical hit; the hit was not re-rolled; the attack was not redirected. */
export const hitConditionSchema = z.object({ kind: z.literal('hit') }).strict();
/** The attack missed (its roll against this target). */
export const missedConditionSchema = z.object({ kind: z.literal('missed') }).strict();
export const criticalHitConditionSchema = z.object({ kind: z.literal('critical-hit') }).strict();
export const notRerolledConditionSchema = z.object({ kind: z.literal('not-rerolled') }).strict();
export const notRedirectedConditionSchema = z.object({ kind: z.literal('not-redirected') }).strict();
/** The attack is one of the attacker's basic attacks ("a {b} attack"); it is made as an opportunity attack; it is made at the end of a charge ("a charge attack"). */
export const basicAttackConditionSchema = z.object({ kind: z.literal('basic-attack') }).strict();
export const opportunityAttackConditionSchema = z.object({ kind: z.literal('opportunity-attack') }).strict();
export const chargeAttackConditionSchema = z.object({ kind: z.literal('charge-attack') }).strict();
/** The party is bloodied (with `not`: it is not — "While this creature is not Bloodied"). */
export const bloodiedConditionSchema = z.object({ kind: z.literal('bloodied'), of: partySchema, not: z.literal(true).optional() }).strict();
/** The party has the keyword (or, with `or`, any one of these keywords too: "an Undead or Arcane ally"). */
export const hasKeywordConditionSchema = z
  .object({ kind: z.literal('has-keyword'), keyword: z.string().min(1), or: z.array(z.string().min(1)).min(1).optional(), of: partySchema })
  .strict();
/** The party has the condition ("a Confused enemy"; with `or`, any one of these too: "a Slowed or Immobilized enemy"). */
export const hasConditionConditionSchema = z
  .object({ kind: z.literal('has-condition'), condition: conditionNameSchema, or: z.array(conditionNameSchema).min(1).optional(), of: partySchema })
  .strict();
/** The party is within this creature's melee reach ("within Reach": 1 square without Reach N). */
export const inReachConditionSchema = z.object({ kind: z.literal('in-reach'), of: z.enum(['actor', 'target']) }).strict();
/** The party is a living creature ("Living Creatures": no Construct, Object or Undead keyword). */
export const livingConditionSchema = z.object({ kind: z.literal('living'), of: partySchema }).strict();
/** Every natural roll of the attack is from `min` to `max` ("If the attack roll was a natural 17-20"); an automatic hit has none. */
export const naturalRollConditionSchema = z
  .object({ kind: z.literal('natural-roll'), min: z.number().int().min(1).max(20), max: z.number().int().min(1).max(20) })
  .strict();
/** The party is a champion ("Champion Powers": its card has a champion rating). */
export const championConditionSchema = z.object({ kind: z.literal('champion'), of: partySchema }).strict();
/** The party's card level is `max` or lower ("a creature of Level 7 or lower"). */
export const levelAtMostConditionSchema = z.object({ kind: z.literal('level-at-most'), max: z.number().int().nonnegative(), of: partySchema }).strict();
/** The party is this creature or an ally adjacent to it ("hits this creature or an ally adjacent to this creature"). */
export const selfOrAdjacentAllyConditionSchema = z.object({ kind: z.literal('self-or-adjacent-ally'), of: z.enum(['actor', 'target']) }).strict();
/** The party is charging: taking its turn, its charge begun ("a charging enemy"). */
export const chargingConditionSchema = z.object({ kind: z.literal('charging'), of: partySchema }).strict();
/** It is the party's own turn ("misses with an attack on its turn"). */
export const ownTurnConditionSchema = z.object({ kind: z.literal('own-turn'), of: partySchema }).strict();
/** The party's size is `min` or larger ("a Medium or larger enemy"). */
export const sizeAtLeastConditionSchema = z.object({ kind: z.literal('size-at-least'), min: sizeSchema, of: partySchema }).strict();
/** An ally of this creature (not itself) with one of the keywords is on the map within N squares of it ("within 10 squares of an Arcane or Izzet ally"). */
export const allyWithinConditionSchema = z
  .object({ kind: z.literal('ally-within'), keywords: z.array(z.string().min(1)).min(1), squares: z.number().int().positive() })
  .strict();
export const triggerConditionSchema = z.discriminatedUnion('kind', [
  actorIsConditionSchema,
  targetIsConditionSchema,
  onMapConditionSchema,
  adjacentToSelfConditionSchema,
  withinConditionSchema,
  attackKindConditionSchema,
  hitConditionSchema,
  missedConditionSchema,
  criticalHitConditionSchema,
  notRerolledConditionSchema,
  notRedirectedConditionSchema,
  basicAttackConditionSchema,
  opportunityAttackConditionSchema,
  chargeAttackConditionSchema,
  bloodiedConditionSchema,
  hasKeywordConditionSchema,
  hasConditionConditionSchema,
  inReachConditionSchema,
  livingConditionSchema,
  naturalRollConditionSchema,
  championConditionSchema,
  levelAtMostConditionSchema,
  selfOrAdjacentAllyConditionSchema,
  chargingConditionSchema,
  ownTurnConditionSchema,
  sizeAtLeastConditionSchema,
  allyWithinConditionSchema,
]);
export type TriggerCondition = z.infer<typeof triggerConditionSchema>;

/** The announced events a composed trigger may name (each has its window binding and words in `abilities/triggers/events.ts`). */
export const COMPOSABLE_EVENTS = [
  'AttackDeclared',
  'TargetsDeclared',
  'Hit',
  'MissRoll',
  'AttackRoll',
  'AfterAttack',
  'LeaveSquare',
  'EnterSquare',
  'Moved',
  'StartOfTurn',
  'Damage',
  'Bloodied',
] as const;
export const composableEventSchema = z.enum(COMPOSABLE_EVENTS);
export type ComposableEvent = z.infer<typeof composableEventSchema>;
/** A trigger written as parts: an announced event and the conditions that must all hold on it. */
export const composedTriggerSchema = z.object({ event: composableEventSchema, conditions: z.array(triggerConditionSchema).min(1) }).strict();
export type ComposedTrigger = z.infer<typeof composedTriggerSchema>;
