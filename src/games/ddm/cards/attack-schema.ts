// Implements ddm-battle-rules-2011, "HOW TO READ A CREATURE STAT CARD" (the attack lines) and "Attack
// Actions": a card's attack as data — range, targets, the roll, damage and the effects after it.
import { z } from 'zod';
import { alignmentSchema, conditionNameSchema, damagePartSchema, damageTypeSchema, defenseSchema, durationSchema, sizeSchema } from './schema-basics.js';

/**
 * "(save ends both)": the save-ends effects of one attack marked `together` end on one save
 * ("Saving Throws": a single roll for the effect the attack imposed), rules/conditions.ts rollSaves.
 */
const together = z.literal(true).optional();
/** A Fear effect, printed "(Fear)" with it: a creature immune to Fear is not affected by it (continuous `immune-fear`). */
const fear = z.literal(true).optional();
/** The "AND" effects an attack applies after its base damage, in printed order (one module each: `abilities/attack-effects/`). */
export const conditionEffectSchema = z
  .object({
    kind: z.literal('condition'),
    condition: conditionNameSchema,
    duration: durationSchema.default('end-of-next-turn'),
    together,
    fear,
    /** "Bloodied target is Staggered": only a target bloodied when the effect applies (after the hit's damage). */
    ifBloodied: z.literal(true).optional(),
    /** "If target is already Slowed, it is Stunned instead": only on a target that has this condition (`ifHas`), or not (`unlessHas`). */
    ifHas: conditionNameSchema.optional(),
    unlessHas: conditionNameSchema.optional(),
  })
  .strict();
export const ongoingEffectSchema = z
  .object({ kind: z.literal('ongoing'), amount: z.number().int().positive().multipleOf(5), type: damageTypeSchema, together, fear })
  .strict();
/**
 * -N to the target's defenses: all of them ("-2 to all defenses"), or only those in `defenses`
 * ("target has -2 Fortitude, -2 Reflex, and -2 Will": AC untouched).
 */
export const defensePenaltyEffectSchema = z
  .object({
    kind: z.literal('defense-penalty'),
    amount: z.number().int().positive(),
    duration: durationSchema,
    together,
    defenses: z.array(defenseSchema).min(1).optional(),
  })
  .strict();
export const pushEffectSchema = z.object({ kind: z.literal('push'), squares: z.number().int().positive() }).strict();
/** `endAdjacent`: "(must end adjacent to this creature)", "pull target to a space adjacent to this creature": only such ends. */
const endAdjacent = z.literal(true).optional();
/** `exactly`: "pull target exactly N squares" — N squares, unless it can go no farther. */
export const pullEffectSchema = z
  .object({ kind: z.literal('pull'), squares: z.number().int().positive(), endAdjacent, exactly: z.literal(true).optional() })
  .strict();
export const slideEffectSchema = z.object({ kind: z.literal('slide'), squares: z.number().int().positive(), endAdjacent }).strict();
/**
 * "Attack Roll", Repeated Attacks: the attack is made again after this one is resolved, as part of
 * the same attack action (no new declaration: no use spent, no opportunity attacks). `target`:
 * the same target, a different one than the attack being repeated, or any legal target.
 * `perTurn`: at most this many repeats in one creature's turn (none: no limit).
 */
export const repeatEffectSchema = z
  .object({ kind: z.literal('repeat'), target: z.enum(['same', 'different', 'any']), perTurn: z.number().int().positive().optional() })
  .strict();
/**
 * "'AS IF' DOMINATED": the target makes a basic attack (a melee basic attack if `melee`) as a free
 * action, Dominated for the duration of that action by the attacker's controller.
 */
export const asIfDominatedEffectSchema = z.object({ kind: z.literal('as-if-dominated'), melee: z.boolean().default(false) }).strict();
/** "AND this creature heals N HP": the attacker heals N hit points ("Damage and Healing", Heal). */
export const healAttackerEffectSchema = z.object({ kind: z.literal('heal-attacker'), amount: z.number().int().positive().multipleOf(5) }).strict();
/** "each ally within N squares of this creature heals M HP": the attacker's allies within N squares heal. */
export const healAlliesWithinEffectSchema = z
  .object({ kind: z.literal('heal-allies-within'), amount: z.number().int().positive().multipleOf(5), within: z.number().int().positive() })
  .strict();
/**
 * "AND this creature shifts N squares": the attacker shifts up to N squares ("SHIFT": no opportunity
 * attacks; a shift of several squares may enter difficult terrain), after the hit's other steps.
 */
export const shiftAttackerEffectSchema = z.object({ kind: z.literal('shift-attacker'), squares: z.number().int().positive() }).strict();
/**
 * "AND each enemy and ally adjacent to target takes N TYPE damage": every creature adjacent to the
 * target but the attacker takes N damage of the type, with no attack roll.
 */
/** `includesAttacker`: printed "each creature adjacent to target" (the attacker too, when beside it), not "each enemy and ally". */
export const damageAdjacentToTargetEffectSchema = z
  .object({
    kind: z.literal('damage-adjacent-to-target'),
    amount: z.number().int().positive().multipleOf(5),
    type: damageTypeSchema,
    includesAttacker: z.literal(true).optional(),
  })
  .strict();
/**
 * "AND this creature has +2 AC until end of its next turn": the attacker's own defenses change by
 * `amount` (a bonus, or a penalty when negative) — those in `defenses`, all when absent — for the duration.
 */
export const defenseAttackerEffectSchema = z
  .object({
    kind: z.literal('defense-attacker'),
    amount: z
      .number()
      .int()
      .refine((n) => n !== 0, 'a defense change of 0'),
    duration: durationSchema,
    defenses: z.array(defenseSchema).min(1).optional(),
  })
  .strict();
/** "On miss, this creature is destroyed": the attacker is destroyed outright ("Hit Points"), its when-destroyed powers used first. */
export const destroyAttackerEffectSchema = z.object({ kind: z.literal('destroy-attacker') }).strict();
/**
 * "AND this creature is Immobilized until end of its next turn": the attacker itself gains the condition
 * for the duration ("Conditions"; during its own turn "its next turn" is the following one).
 */
export const conditionAttackerEffectSchema = z
  .object({ kind: z.literal('condition-attacker'), condition: conditionNameSchema, duration: durationSchema.default('end-of-next-turn') })
  .strict();
export const attackEffectSchema = z.discriminatedUnion('kind', [
  conditionEffectSchema,
  ongoingEffectSchema,
  defensePenaltyEffectSchema,
  pushEffectSchema,
  pullEffectSchema,
  slideEffectSchema,
  repeatEffectSchema,
  asIfDominatedEffectSchema,
  healAttackerEffectSchema,
  healAlliesWithinEffectSchema,
  shiftAttackerEffectSchema,
  damageAdjacentToTargetEffectSchema,
  destroyAttackerEffectSchema,
  defenseAttackerEffectSchema,
  conditionAttackerEffectSchema,
]);
export type AttackEffect = z.infer<typeof attackEffectSchema>;

/**
 * What the attack reaches: melee (adjacent, or Reach), ranged (N, sight, nearest), close (blast,
 * burst, line), area (radius N within M; within `nearest`: any square it sees, the area including
 * the nearest enemy it sees).
 */
export const attackRangeSchema = z.discriminatedUnion('kind', [
  /**
   * `reach`: "(reach N)" printed on this attack only, when the card's other melee attacks are adjacent
   * only ("Melee Attacks", Range: the Reach of that attack; the creature's own Reach, if larger, still holds).
   */
  z.object({ kind: z.literal('melee'), reach: z.number().int().min(2).optional() }).strict(),
  z.object({ kind: z.literal('ranged'), range: z.union([z.number().int().positive(), z.literal('sight'), z.literal('nearest')]) }).strict(),
  z.object({ kind: z.literal('close'), shape: z.enum(['blast', 'burst', 'line']), size: z.number().int().positive() }).strict(),
  z
    .object({
      kind: z.literal('area'),
      radius: z.number().int().nonnegative(),
      within: z.union([z.number().int().positive(), z.literal('sight'), z.literal('nearest')]),
    })
    .strict(),
]);
export type AttackRange = z.infer<typeof attackRangeSchema>;

/**
 * "RECHARGE when no enemies can see this creature at the start of its turn" (`unseen`), "RECHARGE at
 * start of this creature's turn if no enemy is adjacent to it" / "… within N squares of it"
 * (`no-adjacent-enemy`, `no-enemy-within` N), "… if it has line of sight to an enemy within N squares of
 * it" (`sees-enemy-within` N), "RECHARGE when this creature starts its turn with no other creatures adjacent
 * to it" (`no-adjacent-creature`, either side): checked at the start of its own turn (abilities/recharge-start-of-turn.ts).
 */
export const startOfTurnRechargeSchema = z
  .object({
    kind: z.literal('start-of-turn'),
    if: z.enum(['unseen', 'no-adjacent-enemy', 'no-enemy-within', 'sees-enemy-within', 'no-adjacent-creature']),
    within: z.number().int().positive().optional(),
  })
  .strict();
export type StartOfTurnRecharge = z.infer<typeof startOfTurnRechargeSchema>;

/** Recharge conditions: the d20 roll at the start of the creature's turn, or a named trigger handled by a power. */
export const rechargeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('roll'), min: z.number().int().min(2).max(20) }).strict(),
  z.object({ kind: z.literal('bloodied') }).strict(),
  /**
   * "RECHARGE at end of this creature's turn if …": at the end of its own turn, when it did not move
   * that turn, did not attack that turn, occupies a victory area (`own`: one of its own), or has no
   * enemy adjacent.
   */
  z
    .object({
      kind: z.literal('end-of-turn'),
      if: z.enum(['not-moved', 'not-attacked', 'in-victory-area', 'in-own-victory-area', 'no-adjacent-enemy']),
    })
    .strict(),
  startOfTurnRechargeSchema,
  /**
   * "RECHARGE when this creature hits with a {m} ({r}) attack" (`hits`, `attack` melee / ranged), "… is
   * hit by a {m} attack" (`hit-by`), "… is missed by a {m} attack" (`missed-by`), "… misses with a {m} attack" / "this attack misses"
   * (`misses`, `own`: this attack's own miss only), "… destroys an enemy" (`destroys-enemy`), "… takes damage" / "is
   * damaged [by an attack]" (`damaged`, `byAttack`), "… uses <power>" / "… uses a champion power"
   * (`uses-power`, `power` or `champion`): one use back each time it happens (abilities/recharge-on-event.ts).
   */
  z
    .object({
      kind: z.literal('when'),
      event: z.enum(['hits', 'hit-by', 'missed-by', 'misses', 'destroys-enemy', 'damaged', 'uses-power']),
      attack: z.enum(['melee', 'ranged']).optional(),
      /** `misses`: only a miss of the attack that prints the recharge ("RECHARGE when this attack misses"). */
      own: z.literal(true).optional(),
      /** `destroys-enemy`: only an enemy that had this condition when destroyed ("… destroys a Stunned enemy"). */
      victim: conditionNameSchema.optional(),
      byAttack: z.literal(true).optional(),
      /** `uses-power`: the power of the card named, or (`champion`) any of its champion powers. */
      power: z.string().min(1).optional(),
      champion: z.literal(true).optional(),
    })
    .strict(),
]);

/**
 * Who the attack is made against beyond "one target" (e.g. "1 attack against each adjacent enemy";
 * `each-enemy-in-reach`: "1 attack against each enemy within Reach", every target of the melee attack);
 * `enemies`: a close or area attack against only the enemies in its area (guidelines "Multiple Targets").
 */
export const attackTargetingSchema = z.enum(['one', 'each-adjacent-enemy', 'each-enemy-in-reach', 'two-different', 'enemies']);

/**
 * A condition the attacker must meet to use the attack at all ("Use only if …"); `charging`: only as
 * the attack at the end of a charge, instead of the basic melee attack ("CHARGE"); `power`: only as the
 * attack of the card's power of the same name ("moves up to …, then attacks": effect `move-then-attack`;
 * Death Burst's attack: effect `card-attack`).
 */
/** `in-river`: "Use only while occupying river terrain" (its space on a river square, rules/terrain-effects.ts occupies). */
export const attackRequirementSchema = z.enum(['adjacent-bloodied-enemy', 'bloodied', 'not-bloodied', 'charging', 'power', 'in-river']);

/**
 * Attacks whose targets a printed limit can narrow: a single-target melee or ranged attack (the creature
 * chosen) and a close or area attack (the creatures in the area that are attacked).
 */
const limitable = (a: { range: { kind: string }; targeting: string }): boolean =>
  ((a.range.kind === 'melee' || a.range.kind === 'ranged') && a.targeting === 'one') || a.range.kind === 'close' || a.range.kind === 'area';

export const attackSchema = z
  .object({
    name: z.string().min(1),
    /** The first attack printed is the basic attack; ranged basics are marked too. */
    basic: z.boolean().default(false),
    /** "Minor action:" printed on the attack: it takes the creature's minor action instead of its attack action ("Substitute Actions"). */
    action: z.literal('minor').optional(),
    range: attackRangeSchema,
    bonus: z.number().int(),
    vs: defenseSchema,
    /** "Attack Roll", Automatic Hit: it hits without a roll (bonus 0), and is never a critical hit. */
    automatic: z.literal(true).optional(),
    /** "Insubstantial": printed "ignore Insubstantial", its damage is not halved by the target's Insubstantial. */
    ignoresInsubstantial: z.literal(true).optional(),
    /** "On miss, re-roll once": a missed attack roll is made once more against the same target, before the miss resolves. */
    rerollOnMiss: z.literal(true).optional(),
    /**
     * "Roll Nd20 and use the highest result": the attack roll's die is the highest of N d20 ("Attack Roll": the natural
     * 20 / 1 and critical hits read that die); a rolled attack only (not an automatic hit).
     */
    bestOf: z.number().int().min(2).optional(),
    /** "+9 vs. AC, +14 vs. AC instead if target is bloodied": added to `bonus` when the target is bloodied (here 5). */
    bloodiedTargetBonus: z.number().int().positive().optional(),
    /** "15 + 15 necrotic damage, +15 necrotic damage if target is bloodied": base damage added against a target bloodied when hit. */
    bloodiedTargetDamage: z.array(damagePartSchema).min(1).optional(),
    /** "Cannot score a critical hit": its hits are never critical hits ("Attack Roll"; a natural 20 still hits). */
    noCritical: z.literal(true).optional(),
    /** Base damage (may be empty: "If an attack's damage begins with a condition … it has no base damage"). */
    damage: z.array(damagePartSchema).default([]),
    effects: z.array(attackEffectSchema).default([]),
    miss: z
      .object({ damage: z.array(damagePartSchema).default([]), effects: z.array(attackEffectSchema).default([]) })
      .strict()
      .optional(),
    /** Followup attack: a second roll against the same target and defense after a hit. */
    followup: z
      .object({ bonus: z.number().int(), vs: defenseSchema, damage: z.array(damagePartSchema).default([]), effects: z.array(attackEffectSchema).default([]) })
      .strict()
      .optional(),
    /** A single attack made of several rolls (Guidelines: "Single Attacks that require multiple rolls"). */
    multiRoll: z
      .object({ rolls: z.number().int().min(2), allHitBonus: z.array(damagePartSchema).default([]) })
      .strict()
      .optional(),
    targeting: attackTargetingSchema.default('one'),
    /**
     * "(Medium or smaller target only)": only a creature of this size or smaller is a legal target
     * ("How to Choose Targets"; "Creature Size"); a single-target melee or ranged attack only.
     */
    maxTargetSize: sizeSchema.optional(),
    /**
     * "(Evil target only)", "(Level 10 or lower target)", "Slowed or Immobilized target only", "(targets in
     * victory areas only)", "(living target only)", "(non-Fey target only)": a creature is a legal target only
     * when it meets every part given — one of the alignments, at most that level, one of the conditions now, in
     * a victory area, living, none of the keywords (rules/target-limit.ts); on a single-target melee or
     * ranged attack it narrows the creatures that may be chosen, on a close or area attack the creatures in
     * the area that are attacked (guidelines "Multiple Targets": an attack that states its targets attacks only them).
     */
    targetLimit: z
      .object({
        alignments: z.array(alignmentSchema).min(1).optional(),
        maxLevel: z.number().int().nonnegative().optional(),
        conditions: z.array(conditionNameSchema).min(1).optional(),
        inVictoryArea: z.literal(true).optional(),
        /** "(living target only)": not a Construct, Object or Undead ("Living Creatures"). */
        living: z.literal(true).optional(),
        /** "(non-Fey target only)", "(Fey targets immune)": none of these keywords. */
        notKeywords: z.array(z.string().min(1)).min(1).optional(),
        /** "(Undead targets only)", "(Demon, Devil, or Planar target only)": one of these keywords ("Unique": a unique creature). */
        keywords: z.array(z.string().min(1)).min(1).optional(),
        /** "(bloodied target only)": bloodied now ("Bloodied"). */
        bloodied: z.literal(true).optional(),
        /** "(undamaged targets only)": at its maximum hit points. */
        undamaged: z.literal(true).optional(),
        /** "(adjacent … enemy only)": its space touches the attacker's, whatever the attack's reach. */
        adjacent: z.literal(true).optional(),
        /** "(Medium or larger target only)": of this size or larger ("Creature Size"). */
        minSize: sizeSchema.optional(),
      })
      .strict()
      .refine((l) => Object.keys(l).length > 0, { message: 'a target limit names at least one part' })
      .optional(),
    /**
     * "Use only when target grants this creature combat advantage": only a creature that grants it
     * combat advantage ("Combat Advantage") is a legal target; a single-target melee or ranged attack only.
     */
    combatAdvantageOnly: z.literal(true).optional(),
    /**
     * "Usable on charge": besides its normal use, the attack may end a charge instead of the basic melee
     * attack ("CHARGE"; rules/movement.ts chargeAttack), a single-target melee attack without a requirement only.
     */
    onCharge: z.literal(true).optional(),
    /**
     * "(…, can target allies)": allies are legal targets too, beside enemies ("Melee Attacks" / "Ranged
     * Attacks", Can't Target Allies: "unless a power or effect states otherwise"); single-target melee or ranged only.
     */
    canTargetAllies: z.literal(true).optional(),
    /**
     * "Make up to N attacks[, each against a different target]": one attack action of up to `attacks`
     * rolls, each a whole attack against a target chosen after the previous one is resolved
     * (`different`: none attacked twice; `adjacent`: each adjacent to every earlier target); use and
     * opportunity attacks once, at the declaration. `all`: printed "N attacks" (not "up to"), every
     * attack is made while a legal target remains — the player may not stop.
     */
    upTo: z
      .object({ attacks: z.number().int().min(2), different: z.boolean(), adjacent: z.literal(true).optional(), all: z.literal(true).optional() })
      .strict()
      .optional(),
    /**
     * "Use only if this creature has moved at least N squares from its starting position this turn": usable
     * only on its own turn while its space is at least N squares (counted as for Skirmish) from where it started the turn.
     */
    movedFromStart: z.number().int().positive().optional(),
    requires: attackRequirementSchema.optional(),
    uses: z.number().int().positive().optional(),
    recharge: rechargeSchema.optional(),
    /** The attack states that it provokes opportunity attacks even though it is melee or close. */
    provokes: z.boolean().default(false),
    /** "Does not provoke opportunity attacks": a ranged or area attack that provokes none when declared ("Making an Attack" 2). */
    quiet: z.literal(true).optional(),
  })
  .strict()
  // A repeat picks one target again: only attacks that have single targets can repeat.
  .refine((a) => a.range.kind === 'melee' || a.range.kind === 'ranged' || ![...a.effects, ...(a.miss?.effects ?? [])].some((e) => e.kind === 'repeat'), {
    message: 'only a melee or ranged attack can repeat',
    path: ['effects'],
  })
  // A size limit narrows the single targets a melee or ranged attack chooses, or the creatures an area attacks.
  .refine((a) => a.maxTargetSize === undefined || limitable(a), {
    message: 'only a melee or ranged attack against one target, or a close or area attack, can have a target size limit',
    path: ['maxTargetSize'],
  })
  // A target limit narrows the single targets a melee or ranged attack chooses, or the creatures an area attacks.
  .refine((a) => a.targetLimit === undefined || limitable(a), {
    message: 'only a melee or ranged attack against one target, or a close or area attack, can have a target limit',
    path: ['targetLimit'],
  })
  // Allies are named as single targets.
  .refine((a) => a.canTargetAllies === undefined || ((a.range.kind === 'melee' || a.range.kind === 'ranged') && a.targeting === 'one' && !a.upTo), {
    message: 'only a single-target melee or ranged attack can target allies',
    path: ['canTargetAllies'],
  })
  // A charge ends with one melee attack against its target.
  .refine((a) => a.onCharge === undefined || (a.range.kind === 'melee' && a.targeting === 'one' && !a.upTo && a.requires === undefined), {
    message: 'only a single-target melee attack without a requirement can be usable on charge',
    path: ['onCharge'],
  })
  // Combat advantage is had against one target at a time.
  .refine((a) => a.combatAdvantageOnly === undefined || ((a.range.kind === 'melee' || a.range.kind === 'ranged') && a.targeting === 'one'), {
    message: 'only a melee or ranged attack against one target can require combat advantage against it',
    path: ['combatAdvantageOnly'],
  })
  // "Each enemy within Reach" names the targets of a melee attack.
  .refine((a) => a.targeting !== 'each-enemy-in-reach' || (a.range.kind === 'melee' && !a.upTo), {
    message: 'only a melee attack can be made against each enemy within reach',
    path: ['targeting'],
  })
  // An automatic hit rolls no die to take the best of.
  .refine((a) => a.bestOf === undefined || !a.automatic, { message: 'an automatic hit rolls no die', path: ['bestOf'] })
  // An attack cannot both provoke and not.
  .refine((a) => !(a.quiet && a.provokes), { message: 'an attack cannot both provoke opportunity attacks and not', path: ['quiet'] })
  // "Make up to N attacks" picks single targets one after another.
  .refine((a) => a.upTo === undefined || ((a.range.kind === 'melee' || a.range.kind === 'ranged') && a.targeting === 'one' && !a.multiRoll), {
    message: 'only a melee or ranged attack against one target can be made up to N times',
    path: ['upTo'],
  });
export type Attack = z.infer<typeof attackSchema>;
export type AttackInput = z.input<typeof attackSchema>;
