// Implements ddm-battle-rules-2011, "HOW TO READ A CREATURE STAT CARD" and "HOW TO READ AN ITEM STAT CARD":
// every field a card carries, as data in the project's own vocabulary (never the printed card text).
import { z } from 'zod';
import { attackEffectSchema, attackSchema, startOfTurnRechargeSchema } from './attack-schema.js';
import { DEFENSES, alignmentSchema, conditionNameSchema, damageTypeSchema, durationSchema, factionSchema, sizeSchema, type Duration } from './schema-basics.js';
import { continuousSchema } from './continuous-schema.js';
import { situationSchema } from './situation-schema.js';
import { composedTriggerSchema } from './trigger-schema.js';

export * from './schema-basics.js';
export * from './attack-schema.js';
export * from './trigger-schema.js';
export * from './situation-schema.js';
export * from './continuous-schema.js';

/** When a triggered or activated power may be used. */
export const TRIGGERS = [
  'enemy-misses-self-melee',
  /** "Use after a {m} attack misses this creature" (activated): after an enemy's melee attack against it misses. */
  'self-missed-by-melee',
  'self-hit-by-attack',
  'ally-hits-melee',
  'ally-crits',
  'enemy-crits',
  'enemy-attacks-adjacent-ally',
  'adjacent-enemy-melee-attacks-ally',
  'self-takes-damage',
  /** "Use after taking damage from an attack" (not ongoing or terrain damage). */
  'self-damaged-by-attack',
  'start-of-own-turn',
  /** "End of Turn Phase" 3: effects at the end of this creature's turn. */
  'end-of-own-turn',
  'start-of-round',
  'end-of-round',
  /** "Hit Points" (Bloodied): this creature becomes bloodied. */
  'self-becomes-bloodied',
  /** "Hit Points" (Bloodied): this creature becomes bloodied for the first time in the battle ("when first bloodied"). */
  'self-first-bloodied',
  /** "Hit Points" (Bloodied): an enemy becomes bloodied ("that enemy" is that creature). */
  'enemy-becomes-bloodied',
  /** Guidelines T2: an enemy declares a melee attack against this creature. */
  'enemy-melee-attacks-self',
  /** "'Destroyed by' Triggers": this creature's attack (a melee attack) destroys an enemy. */
  'self-destroys-enemy',
  'self-destroys-enemy-melee',
  /** "'Destroyed by' Triggers": this creature's attack destroys an enemy champion (its card has a champion rating). */
  'self-destroys-enemy-champion',
  /** "Hit Points" (destroyed at 0 HP): this creature is destroyed — used while it is still in play, before it is removed ("Death Strike"). */
  'self-destroyed',
  /** 'Movement' triggers: an enemy leaves a square adjacent to this creature (LeaveSquare) / ends its move adjacent to it (Moved). */
  'enemy-leaves-adjacent',
  'enemy-ends-move-adjacent',
  /** "Making an Attack" 1: an enemy declares an attack (any kind). */
  'enemy-declares-attack',
  /** "Making an Attack" 1: an enemy declares a close or an area attack. */
  'enemy-declares-close-or-area-attack',
  /** "Making an Attack" 1: this creature declares an attack. */
  'self-declares-attack',
  /** "Making an Attack" 1: this creature declares one of its basic attacks ("declares a {b} attack"). */
  'self-declares-basic-attack',
  /** "Making an Attack" 1: this creature declares one of its melee attacks ("its next {m} attack", as it declares it). */
  'self-declares-melee-attack',
  /** "Making an Attack" 4 (guidelines T2, "Effects on targeting"): this creature is targeted by an attack of any kind (by any creature / by an enemy). */
  'self-targeted-by-attack',
  'enemy-attacks-self',
  /** "Use after this creature hits with a melee attack": once that attack's damage and effects are resolved. */
  'after-self-hits-melee',
  /** "Start of Turn Phase" 3 ('the other player declares any new powers'): the start of an enemy's turn. */
  'start-of-enemy-turn',
  /** "Attack Roll" (B3, cancellation first): this creature is hit by a melee attack. */
  'self-hit-by-melee',
  /** 'Movement' triggers: an enemy enters a square adjacent to this creature (EnterSquare, once per square entered). */
  'enemy-enters-adjacent',
  /** "End of Turn Phase": an enemy ends its turn adjacent to this creature ("that enemy" is that creature). */
  'enemy-ends-turn-adjacent',
  /** "End of Turn Phase": any creature, enemy or ally, ends its turn adjacent to this creature ("that creature"). */
  'creature-ends-turn-adjacent',
  /** "Damage and Healing": this creature's attack damages an enemy (that survives it). */
  'self-damages-enemy',
] as const;
export const triggerSchema = z.enum(TRIGGERS);
export type Trigger = z.infer<typeof triggerSchema>;

/** A power's trigger: a named trigger (the short name of a composition) or a composed one. */
export const triggerRefSchema = z.union([triggerSchema, composedTriggerSchema]);
export type TriggerRef = z.infer<typeof triggerRefSchema>;

/** Who a power's effect affects (one module each in `abilities/targets/`): this creature. */
export const selfTargetSchema = z.object({ kind: z.literal('self') }).strict();
/** The event's creature ("that enemy", "that ally"). */
export const thatCreatureTargetSchema = z.object({ kind: z.literal('that-creature') }).strict();
/** The attacker of the attack the power answers. */
export const attackerTargetSchema = z.object({ kind: z.literal('attacker') }).strict();
/** The target of the attack the power answers. */
export const attackTargetTargetSchema = z.object({ kind: z.literal('attack-target') }).strict();
/** Each ally within N squares (any distance without `within`), with the keyword if one is named; `self`: this creature too. */
export const alliesTargetSchema = z
  .object({
    kind: z.literal('allies'),
    within: z.number().int().positive().optional(),
    keyword: z.string().min(1).optional(),
    self: z.boolean().default(false),
  })
  .strict();
/**
 * The creatures of this creature's warband on the map with any of `keywords` (all without any);
 * `self`: 'no' (allies only), 'yes' (this creature too), 'if-keyword' (this creature too when it has
 * one of them) — "creatures in your warband", "Dwarf and Elf allies".
 */
export const warbandTargetSchema = z
  .object({
    kind: z.literal('warband'),
    keywords: z.array(z.string().min(1)).default([]),
    self: z.enum(['no', 'yes', 'if-keyword']).default('no'),
    /** Only creatures of these alignments ("Evil allies", "Non-Evil Fey allies"); absent: any. */
    alignments: z.array(alignmentSchema).min(1).optional(),
    /** Only creatures of these sizes ("Small creatures in your warband"); absent: any. */
    sizes: z.array(sizeSchema).min(1).optional(),
    /** Only creatures of these factions ("Civilization creatures in your warband"); absent: any. */
    factions: z.array(factionSchema).min(1).optional(),
    /** Only Unique creatures ("Unique allies"). */
    unique: z.literal(true).optional(),
    /** Only living creatures ("Each living ally": none with the Construct, Object or Undead keyword, "Living Creatures"). */
    living: z.literal(true).optional(),
    /** Enemies too ("Undead creatures", "each Dragon enemy and ally"): any creature on the map; 'only': the enemies alone ("Evil enemies"). */
    enemies: z.union([z.literal(true), z.literal('only')]).optional(),
  })
  .strict();
export const powerTargetSchema = z.discriminatedUnion('kind', [
  selfTargetSchema,
  thatCreatureTargetSchema,
  attackerTargetSchema,
  attackTargetTargetSchema,
  alliesTargetSchema,
  warbandTargetSchema,
]);
export type PowerTarget = z.infer<typeof powerTargetSchema>;

/** What a triggered/activated power does when it resolves. */
export const powerEffectSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('attack-penalty-until-hit'), amount: z.number().int().positive() }).strict(),
  z.object({ kind: z.literal('reroll-attack') }).strict(),
  z.object({ kind: z.literal('damage-bonus'), amount: z.number().int().positive() }).strict(),
  /** "-N Damage on that attack" (Psionic Ablation): the attack the power answers deals N less on a hit; `self`: "AND this creature is <Condition>" (until the end of its next turn). */
  z.object({ kind: z.literal('damage-penalty'), amount: z.number().int().positive(), self: conditionNameSchema.optional() }).strict(),
  z.object({ kind: z.literal('crit-becomes-hit') }).strict(),
  z.object({ kind: z.literal('redirect-to-self') }).strict(),
  z.object({ kind: z.literal('basic-melee-vs-attacker') }).strict(),
  z.object({ kind: z.literal('heal-self'), amount: z.number().int().positive() }).strict(),
  /** "This creature gains +N HP" (Savage Frenzy): bonus hit points — above its maximum if so, its Bloodied score unchanged ("Hit Points", Bonus Hit Points). */
  z.object({ kind: z.literal('gain-hp-self'), amount: z.number().int().positive() }).strict(),
  /** "1 ally heals N HP": one of the creatures the target part names, chosen when the power is declared, heals N HP. */
  z.object({ kind: z.literal('heal-one'), amount: z.number().int().positive() }).strict(),
  /** "Good allies heal 10 HP": every creature the target part names heals N HP. */
  z.object({ kind: z.literal('heal-each'), amount: z.number().int().positive() }).strict(),
  z.object({ kind: z.literal('heal-self-or-recharge'), amount: z.number().int().positive(), attack: z.string().min(1) }).strict(),
  /** "Recharge <A> or <B>" (Fight or Flight): its player chooses one of the named limited attacks or powers whose use is spent, which regains it. */
  z.object({ kind: z.literal('recharge-one'), names: z.array(z.string().min(1)).min(1) }).strict(),
  /** `mode`: the move is made with that movement mode ("as though with Flight"), for this move only. */
  z.object({ kind: z.literal('move-up-to-speed'), mode: z.enum(['flight', 'burrow']).optional() }).strict(),
  z.object({ kind: z.literal('heal-bloodied-allies'), within: z.number().int().positive(), amount: z.number().int().positive() }).strict(),
  z.object({ kind: z.literal('move-twice-speed') }).strict(),
  z.object({ kind: z.literal('defense-bonus-allies-keyword'), amount: z.number().int().positive() }).strict(),
  /** "Make N basic attacks" (serially: each target is chosen after the previous attack is resolved). */
  /** `upTo`: "make up to N …": its player may stop before each attack. */
  /** `sameTarget`: "… against the same target / a single target / 1 target": every attack against the first one's target. */
  z
    .object({
      kind: z.literal('basic-attacks'),
      count: z.number().int().min(1),
      melee: z.boolean().default(false),
      upTo: z.literal(true).optional(),
      sameTarget: z.literal(true).optional(),
      /**
       * "Make 1 {b} attack against each Helpless enemy within Reach" / "… each adjacent bloodied enemy": one basic
       * attack against every such enemy a basic attack can target, the list fixed when the power is used (`count` unused).
       */
      each: z.enum(['helpless-in-reach', 'adjacent-bloodied']).optional(),
      /**
       * "CHARGE" (the card stating otherwise): "Usable on charge" (`also`) — the power may end a charge instead of
       * the basic melee attack, and is still an action power of its own; "(only on charge)" / "Use only while
       * charging" (`only`) — it ends a charge and is never used otherwise. On a charge its attacks are melee
       * basic attacks with the charge's +1, the first against the charge's target (all of them with `sameTarget`).
       */
      charge: z.enum(['also', 'only']).optional(),
      /** "If both hit [the same target], (that) target is also <condition>": the effects on a target every one of the attacks hit, after the last. */
      bothHit: z.array(attackEffectSchema).min(1).optional(),
      /** "If the first hits, +N Attack on the second": +N to the second attack's roll when the first one hit. */
      firstHitBonus: z.number().int().positive().optional(),
      /** "vs. an Immobilized target" (Easy Prey): the attack only against a target with this condition, its player's choice among them. */
      vs: conditionNameSchema.optional(),
    })
    .strict(),
  /** The creature shifts 1 square, or up to `squares` squares ("shift up to 3 squares"; it may stay). */
  z.object({ kind: z.literal('shift'), squares: z.number().int().min(2).optional() }).strict(),
  /**
   * Slick Maneuver: only while an enemy is adjacent, this creature shifts up to `squares` squares and must end adjacent to that enemy;
   * `allyKeyword` (Shifting Swarm: "only while adjacent to a Rat ally … must end adjacent to that ally"): an ally with the keyword instead.
   */
  z.object({ kind: z.literal('shift-next-to-enemy'), squares: z.number().int().min(1), allyKeyword: z.string().min(1).optional() }).strict(),
  /** The attack's AND effects `effects` (conditions, ongoing damage …) applied to the target of the attack that triggered it, under the power's name (Crippling Slash). */
  z.object({ kind: z.literal('attack-effects-on-target'), effects: z.array(attackEffectSchema).min(1) }).strict(),
  /** "TELEPORT" this creature up to `squares` squares (its own line of sight); `closer`: ending nearer an enemy; `unseen`: only while no enemy sees it. */
  z
    .object({ kind: z.literal('teleport-self'), squares: z.number().int().min(1), closer: z.literal(true).optional(), unseen: z.literal(true).optional() })
    .strict(),
  /** "PLACE" this creature in a legal space adjacent to a bloodied enemy (also how a delayed creature enters). */
  z.object({ kind: z.literal('place-adjacent-bloodied-enemy') }).strict(),
  /** "PLACE" this creature in a legal space adjacent to the target of the attack that triggered the power (Diving Overrun). */
  z.object({ kind: z.literal('place-adjacent-target') }).strict(),
  /**
   * "PLACE" this creature in a legal space within `within` squares of an ally with `keyword` (or one of `or`), of level `level` or higher
   * when printed (Conjuration N, Divine Summons N); `nonGood`: only a non-Good ally; `orStartArea`: or in its start area (Bones).
   */
  z
    .object({
      kind: z.literal('place-near-ally'),
      within: z.number().int().min(1),
      keyword: z.string().min(1),
      or: z.array(z.string().min(1)).min(1).optional(),
      level: z.number().int().min(1).optional(),
      nonGood: z.literal(true).optional(),
      orStartArea: z.literal(true).optional(),
    })
    .strict(),
  /** +N to all defenses of this creature for the power's duration (same-named bonuses apply once: "Duplicate Effects"). */
  z.object({ kind: z.literal('defense-bonus-self'), amount: z.number().int().positive() }).strict(),
  /** This creature has Resist N to all damage for the power's duration (Stoneskin; same-named ones apply once). */
  z.object({ kind: z.literal('resist-self'), amount: z.number().int().positive().multipleOf(5) }).strict(),
  /** This creature has Insubstantial for the power's duration (Gaseous Form: "Has Insubstantial until end of round"). */
  z.object({ kind: z.literal('insubstantial-self') }).strict(),
  /** Feral Surge: this creature takes N extra move actions this turn (TurnState `extraMoves`, rules/action-slots.ts). */
  z.object({ kind: z.literal('extra-move-actions'), count: z.number().int().positive() }).strict(),
  /** Skullcleaver: the attack this creature declares is a critical hit (hits, no roll against the defense; state.ts AttackRec `declaredCrit`). */
  z.object({ kind: z.literal('declared-attack-critical') }).strict(),
  /** Agile Leap: the attack declared against this creature misses, no die rolled (state.ts AttackRec `declaredMiss`). */
  z.object({ kind: z.literal('declared-attack-misses') }).strict(),
  /** Cause Fear: the trigger's other creature gains a condition until the end of its next turn, no attack roll; `fear`: a Fear effect; `exceptKeyword`: creatures with it are immune. */
  z
    .object({
      kind: z.literal('condition-other'),
      condition: conditionNameSchema,
      fear: z.literal(true).optional(),
      exceptKeyword: z.string().min(1).optional(),
    })
    .strict(),
  /** Combat Trickery: this creature switches positions with an adjacent creature of size `maxSize` or smaller and level `maxLevel` or lower (an action power). */
  z.object({ kind: z.literal('swap-adjacent'), maxSize: sizeSchema, maxLevel: z.number().int().nonnegative() }).strict(),
  /** Arcane Ward: a d20 as an attack against it is declared — `miss` or more, that attack misses; 20, the attacker is also `onTwenty` (save ends). */
  z.object({ kind: z.literal('ward-roll'), miss: z.number().int().min(2).max(20), onTwenty: conditionNameSchema }).strict(),
  /** Ghost Step: this creature is invisible for the power's duration ("until end of turn"). */
  z.object({ kind: z.literal('invisible-self') }).strict(),
  /** `occupying`: only while this creature occupies a victory area, any side's (Enemy Battle Plans). */
  z.object({ kind: z.literal('extra-initiative-die'), occupying: z.literal(true).optional() }).strict(),
  /** Whom the power's target part names provoke no opportunity attacks for its duration ("Arcane allies do not provoke opportunity attacks"). */
  z.object({ kind: z.literal('no-provoke') }).strict(),
  /** The other creature of the trigger ("that enemy") takes N damage of a type, with no attack roll (Fire Aura). */
  z.object({ kind: z.literal('damage-other'), amount: z.number().int().positive().multipleOf(5), type: damageTypeSchema }).strict(),
  /** This creature takes N damage of a type, no attack roll; `unlessCharged`: not in a turn it charged (Young Blood); `unlessMeleeAttacked`: not in a turn it made a melee attack (Burnout). */
  z
    .object({
      kind: z.literal('damage-self'),
      amount: z.number().int().positive().multipleOf(5),
      type: damageTypeSchema,
      unlessCharged: z.literal(true).optional(),
      unlessMeleeAttacked: z.literal(true).optional(),
    })
    .strict(),
  /** One creature adjacent to this creature (enemy or ally; an enemy only with `enemy`) with condition `vs`, its player's pick, takes N damage of a type, no attack roll (Eviscerating Talons, Constrict). */
  z
    .object({
      kind: z.literal('damage-one-adjacent'),
      amount: z.number().int().positive().multipleOf(5),
      type: damageTypeSchema,
      vs: conditionNameSchema.optional(),
      enemy: z.literal(true).optional(),
    })
    .strict(),
  /** Each creature adjacent to this creature (enemies and allies) takes N damage of a type, with no attack roll (Last Laugh). */
  /** `enemies`: its enemies only; `count`: "2 enemies adjacent to this creature each take 5 Damage" (Fiendish Flurry) — at most that many, its player's pick when more are adjacent. */
  z
    .object({
      kind: z.literal('damage-adjacent'),
      amount: z.number().int().positive().multipleOf(5),
      type: damageTypeSchema,
      enemies: z.literal(true).optional(),
      count: z.number().int().min(1).optional(),
    })
    .strict(),
  /** Each creature adjacent to this creature (allies and enemies) gains a condition until the end of its next turn, no attack roll (Death Flash). */
  z.object({ kind: z.literal('condition-adjacent'), condition: conditionNameSchema }).strict(),
  /** This creature pushes the other creature of the trigger ("that enemy") N squares, with no attack roll. */
  z.object({ kind: z.literal('push-other'), squares: z.number().int().positive() }).strict(),
  /** This creature slides the other creature of the trigger N squares, no attack roll; `ifOngoing`: only while it takes ongoing damage of that type. */
  z.object({ kind: z.literal('slide-other'), squares: z.number().int().positive(), ifOngoing: damageTypeSchema.optional() }).strict(),
  /** This creature shifts up to N squares to a space not adjacent to the target of the attack that triggered it. */
  z.object({ kind: z.literal('shift-away-from-target'), squares: z.number().int().positive() }).strict(),
  /** That attack misses instead (if its natural roll is `maxNatural` or lower); `retarget`: then it may be rolled again against a different creature. */
  z.object({ kind: z.literal('attack-misses'), maxNatural: z.number().int().min(1).max(20).optional(), retarget: z.boolean().default(false) }).strict(),
  /** A custom power file's own action (cards/custom/<id>.ts `action`): the action power a `custom` power answers. */
  z.object({ kind: z.literal('custom'), custom: z.string().regex(/^[a-z0-9-]+$/) }).strict(),
  /** The creature regains its use of its attack `attack` (an action power: "Recharge as a move action" printed on the attack). */
  /** `selfDamage`: the creature first takes this damage (no attack), the price of the recharge (Consumption). */
  z
    .object({
      kind: z.literal('recharge-attack'),
      attack: z.string().min(1),
      selfDamage: z.object({ amount: z.number().int().positive(), type: damageTypeSchema }).strict().optional(),
      /** `opponentVp`: the opponent of the player using it first scores N VP, the price of the recharge (Selfish Chill). */
      opponentVp: z.number().int().positive().optional(),
      /** Offered only while adjacent to difficult terrain (Grab a New Rock) or while it sees no enemy (New Focus): abilities/effects/recharge-only.ts. */
      only: z.enum(['adjacent-difficult', 'sees-no-enemy']).optional(),
    })
    .strict(),
  /**
   * "This creature moves up to N squares (its speed, twice its speed), then attacks": a move of at most
   * `squares` (at least `minimum` squares away from where it began, counted as 'Movement' triggers
   * count), then the card's attack `attack` (printed with the power, made only this way).
   */
  z
    .object({
      kind: z.literal('move-then-attack'),
      squares: z.union([z.number().int().positive(), z.enum(['speed', 'twice-speed'])]),
      minimum: z.number().int().positive().optional(),
      /** "with Flight" / "with Burrow" / "as though with Flight": the mode of that move only. */
      mode: z.enum(['flight', 'burrow']).optional(),
      attack: z.string().min(1),
    })
    .strict(),
  /**
   * "Move up to N squares and make 1 {b} attack against each enemy occupying squares entered during
   * that move": a move, then one basic attack (melee only: `melee`) against each enemy whose squares it entered.
   */
  z
    .object({
      kind: z.literal('move-attack-entered'),
      squares: z.union([z.number().int().positive(), z.literal('speed')]),
      melee: z.boolean(),
    })
    .strict(),
  /** This creature makes the card's attack of that name, printed with the power and made only by it (Death Burst: "(burst 1) Immediate when destroyed; <attack>"). */
  /** `sameTarget`: made against the creature the trigger's attack hit ("against the same creature", Claw Rake), offered only while that attack can target it. */
  /** `vsOther`: made against the trigger's other creature, "that enemy" (Gut Maw, Blood Frenzy), offered only while the attack can target it. */
  z.object({ kind: z.literal('card-attack'), attack: z.string().min(1), sameTarget: z.boolean().optional(), vsOther: z.boolean().optional() }).strict(),
  /**
   * "This creature moves up to its speed (N squares)[ (minimum N squares)] and makes a {b} attack at any
   * time during its move": one move with one basic attack (melee only: `melee`) at a point of it.
   */
  z
    .object({
      kind: z.literal('move-attack-during'),
      squares: z.union([z.number().int().positive(), z.literal('speed')]),
      minimum: z.number().int().positive().optional(),
      melee: z.boolean(),
    })
    .strict(),
  /**
   * Ambush: this creature chooses an enemy that has no line of sight to it; its attacks (melee ones
   * only if `melee`) deal +N Damage against that enemy for the power's duration (end of turn or round).
   */
  z.object({ kind: z.literal('ambush'), amount: z.number().int().positive(), melee: z.boolean().default(false) }).strict(),
  /** +N Damage against the target of the attack the power answers, for whom its target part names (default: this creature), for the power's duration counted on this creature's turns. */
  z.object({ kind: z.literal('damage-bonus-against-target'), amount: z.number().int().positive() }).strict(),
  /** One enemy on the map, chosen when the power is declared: whom its target part names (default: this creature) have +N Damage (melee attacks only if `melee`) against it for the power's duration. */
  /** `attack`: +N Attack against it too; `within`: only an enemy within N squares of this creature may be chosen ("Choose an enemy within 5 squares"). */
  z
    .object({
      kind: z.literal('damage-bonus-against-chosen'),
      amount: z.number().int().positive(),
      melee: z.boolean().default(false),
      attack: z.number().int().positive().optional(),
      within: z.number().int().positive().optional(),
    })
    .strict(),
  /** One of the creatures its target part names (default: this creature), chosen when it is declared, moves up to its speed. */
  z.object({ kind: z.literal('move-one-up-to-speed') }).strict(),
  /** "Each Orc ally moves up to its speed": every creature the target part names makes a MOVE of up to its speed, one after another. */
  z.object({ kind: z.literal('move-each-up-to-speed') }).strict(),
  /** "You score N VP" (Covert Agent, Bounty; abilities/effects/score-vp.ts); `only` alone-in-own-area: only while this creature alone occupies one of its player's victory areas. */
  z.object({ kind: z.literal('score-vp'), amount: z.number().int().positive(), only: z.literal('alone-in-own-area').optional() }).strict(),
  /** "This creature makes a {m} attack": one of its melee attacks, any of them, its player's pick (Ferocity). */
  z.object({ kind: z.literal('melee-attack') }).strict(),
  /**
   * This creature makes a basic attack (a melee one when `melee`) against the other creature of the trigger ("that enemy");
   * `opportunity`: as an opportunity attack ("Make 1 opportunity attack against that enemy", Set Spear) — only against an
   * adjacent enemy it sees, while it may make one (its one per turn unused, "Opportunity Attacks").
   * `attackBonus`: "… with +2 Attack against that enemy" (Counterattack): +N to that attack's roll.
   */
  z
    .object({
      kind: z.literal('basic-attack-vs-other'),
      melee: z.boolean().default(false),
      opportunity: z.literal(true).optional(),
      attackBonus: z.number().int().positive().optional(),
    })
    .strict(),
  /** +N to statistics (Attack, Damage — melee attacks only if `melee`, against flanked targets or in a situation only if `against` —, Speed, a defense) for the power's duration (end of round or of battle), for whom its target part names (default: this creature). */
  z
    .object({
      kind: z.literal('stat-bonus'),
      /** "On this creature's next {r} attack this turn" (Aimed Shot): the bonuses count on the first ranged attack it declares after the power is used (abilities/next-ranged.ts). */
      next: z.literal('ranged').optional(),
      /** "1 Beast ally has …", "Choose an Arcane ally. The chosen ally has …": one of the creatures the target part names, chosen when the power is declared. */
      one: z.literal(true).optional(),
      bonuses: z
        .array(
          z
            .object({
              stat: z.enum(['attack', 'damage', 'speed', ...DEFENSES]),
              /** Signed: a penalty is negative ("Allies have -3 AC", "Evil enemies have -5 damage"). */
              amount: z
                .number()
                .int()
                .refine((n) => n !== 0, { message: 'a bonus or penalty is not 0' }),
              melee: z.boolean().default(false),
              /** "+2 {r} attack": Attack or Damage on ranged attacks only (not with `melee`). */
              ranged: z.literal(true).optional(),
              /** A damage bonus of this type ("+5 radiant damage"; Damage only, no `against`): bonus damage of the type on a hit. */
              type: damageTypeSchema.optional(),
              /**
               * `flanked-target`: only on attacks against a target the bearer flanks ("against targets flanked by that
               * ally"); a situation: only while it holds for the bearer's attack ("against Bloodied targets").
               */
              against: z.union([z.literal('flanked-target'), situationSchema]).optional(),
            })
            .strict()
            .refine((b) => b.type === undefined || (b.stat === 'damage' && b.against === undefined && b.type !== 'untyped'), {
              message: 'a typed bonus is a Damage bonus of a damage type, with no situation',
              path: ['type'],
            })
            .refine((b) => b.ranged === undefined || (!b.melee && (b.stat === 'attack' || b.stat === 'damage')), {
              message: 'a ranged-only bonus is an Attack or Damage bonus, not also melee-only',
              path: ['ranged'],
            }),
        )
        .min(1),
    })
    .strict(),
]);
export type PowerEffect = z.infer<typeof powerEffectSchema>;

/**
 * The effects that last ("Conditions", Duration: a bonus or penalty lasts until its duration ends):
 * the power that has one names the duration as a part of its own (`duration`), beside its trigger or
 * action slot and its effect; a power with any other effect names none.
 */
export const LASTING_EFFECTS: ReadonlySet<PowerEffect['kind']> = new Set([
  'defense-bonus-self',
  'resist-self',
  'insubstantial-self',
  'invisible-self',
  'extra-initiative-die',
  'no-provoke',
  'stat-bonus',
  'ambush',
  'damage-bonus-against-target',
  'damage-bonus-against-chosen',
]);
/** A power's duration part: given exactly when its effect lasts. */
const powerDuration = durationSchema.optional();
const durationFits = (p: { readonly effect: PowerEffect; readonly duration?: Duration | undefined }): boolean =>
  (p.duration !== undefined) === LASTING_EFFECTS.has(p.effect.kind);
const durationMessage = {
  message: `a power whose effect lasts (${[...LASTING_EFFECTS].join(', ')}) names its duration; a power with another effect names none`,
  path: ['duration'],
};

// The rulebook's named powers ("The powers named in the rules"), one module each in
// `abilities/powers/`, each with its member schema here.
const amountVsType = { amount: z.number().int().positive(), type: z.union([damageTypeSchema, z.literal('all')]) };
export const reachPowerSchema = z.object({ kind: z.literal('reach'), squares: z.number().int().min(2) }).strict();
export const resistPowerSchema = z.object({ kind: z.literal('resist'), ...amountVsType }).strict();
export const vulnerablePowerSchema = z.object({ kind: z.literal('vulnerable'), ...amountVsType }).strict();
export const immunePowerSchema = z.object({ kind: z.literal('immune'), type: damageTypeSchema }).strict();
export const insubstantialPowerSchema = z.object({ kind: z.literal('insubstantial') }).strict();
export const incorporealPowerSchema = z.object({ kind: z.literal('incorporeal') }).strict();
export const phasingPowerSchema = z.object({ kind: z.literal('phasing') }).strict();
export const concealPowerSchema = z.object({ kind: z.literal('conceal'), value: z.number().int().min(2).max(20) }).strict();
export const hidePowerSchema = z.object({ kind: z.literal('hide') }).strict();
export const invisiblePowerSchema = z.object({ kind: z.literal('invisible') }).strict();
/** Blindsight within `range` squares; `notFlying`: only toward creatures without Flight (Tremorsense). */
export const blindsightPowerSchema = z
  .object({ kind: z.literal('blindsight'), range: z.number().int().positive(), notFlying: z.literal(true).optional() })
  .strict();
/** Sneak Attack N; `melee`: printed "+N {m} Damage", the bonus is added to melee attacks only. */
export const sneakAttackPowerSchema = z
  .object({ kind: z.literal('sneak-attack'), amount: z.number().int().positive(), melee: z.literal(true).optional() })
  .strict();
export const scoutPowerSchema = z.object({ kind: z.literal('scout') }).strict();
export const wanderingMonsterPowerSchema = z.object({ kind: z.literal('wandering-monster') }).strict();
/** "During setup, you may place this creature within N squares of your start area": set up there instead of in it. */
export const setUpNearStartPowerSchema = z.object({ kind: z.literal('set-up-near-start'), squares: z.number().int().positive() }).strict();
export const multiActivationPowerSchema = z.object({ kind: z.literal('multi-activation'), times: z.number().int().min(2) }).strict();
/**
 * "Start of Turn Phase" 1: a 'start of turn' saving throw power — this creature makes its saving
 * throws at the start of its turn, first thing (before control is determined); `alsoAtEnd`: at the
 * end of its turn too, otherwise instead of at the end.
 */
export const startOfTurnSavesPowerSchema = z
  .object({ kind: z.literal('start-of-turn-saves'), name: z.string().min(1), alsoAtEnd: z.boolean().default(false) })
  .strict();
/**
 * "Hit Points", Set-Up Effects: during set-up, +`amount` (or minus) to maximum and current HP, the
 * bloodied value becoming half the new maximum; only if the warband has a champion with the keyword
 * `ifChampionKeyword` when given.
 */
export const setupHpPowerSchema = z
  .object({
    kind: z.literal('setup-hp'),
    name: z.string().min(1),
    amount: z
      .number()
      .int()
      .multipleOf(5)
      .refine((n) => n !== 0, 'must not be 0'),
    ifChampionKeyword: z.string().min(1).optional(),
  })
  .strict();
/** "Set-Up", Delayed Appearance: starts off the battle map; a power of its own puts it in play. */
export const delayedAppearancePowerSchema = z.object({ kind: z.literal('delayed-appearance') }).strict();
/** The language's triggered power: a trigger × an effect × a duration (a lasting effect's), with the card's limits. */
export const triggeredPowerSchema = z
  .object({
    kind: z.literal('triggered'),
    name: z.string().min(1),
    trigger: triggerRefSchema,
    /** Who its effect affects, when not the effect's own default (`abilities/targets/`). */
    target: powerTargetSchema.optional(),
    /** Activated ("Use when …": the owner chooses) or automatic ("Whenever …"). */
    activated: z.boolean(),
    action: z.enum(['none', 'free', 'immediate']).default('none'),
    uses: z.number().int().positive().optional(),
    /** "RECHARGE when (this creature) first becomes bloodied": its spent use comes back the first time it becomes bloodied (rules/hit-points.ts). */
    recharge: z.literal('first-bloodied').optional(),
    effect: powerEffectSchema,
    /** How long its effect lasts (a lasting effect only). */
    duration: powerDuration,
  })
  .strict()
  .refine(durationFits, durationMessage);
/**
 * A power used on the creature's own turn ("USE A POWER"; "Substitute Actions"; "Free Actions"):
 * `minor`/`move`/`attack` replace that action; `turn` replaces all three ("Replaces Turn Actions":
 * only with all three unused, free actions still allowed); `free` costs no action. A free-action
 * power must be limited (`uses` or `perTurn`), so a turn always ends.
 */
export const actionPowerSchema = z
  .object({
    kind: z.literal('action'),
    name: z.string().min(1),
    action: z.enum(['minor', 'move', 'attack', 'turn', 'free']),
    uses: z.number().int().positive().optional(),
    /** "No more than N times per turn". */
    perTurn: z.number().int().positive().optional(),
    /**
     * "RECHARGE when (this creature) first becomes bloodied": its spent use comes back the first time it becomes bloodied
     * (rules/hit-points.ts); "RECHARGE at start of this creature's turn if no enemy is adjacent to it" and the other start-of-turn
     * conditions of an attack's recharge (abilities/recharge-start-of-turn.ts).
     */
    recharge: z.union([z.literal('first-bloodied'), startOfTurnRechargeSchema]).optional(),
    /** "Use only while bloodied" / "only while not Bloodied": offered only while this creature is (is not) bloodied ("Hit Points"). */
    requires: z.enum(['bloodied', 'not-bloodied']).optional(),
    effect: powerEffectSchema,
    /** How long its effect lasts (a lasting effect only). */
    duration: powerDuration,
  })
  .strict()
  .refine(durationFits, durationMessage)
  .refine((p) => p.action !== 'free' || p.uses !== undefined || p.perTurn !== undefined, {
    message: 'a free-action power needs a limit (uses or perTurn)',
    path: ['perTurn'],
  });
/** The language's continuous power (one module per kind in `abilities/continuous/`). */
export const continuousPowerSchema = z.object({ kind: z.literal('continuous'), name: z.string().min(1), effect: continuousSchema }).strict();
/**
 * "Mounts and Riders": this creature can be a mount. `riders`: how many riders it carries at
 * once; a rider must be an ally of size `maxSize` or smaller with one of `keywords` (none listed:
 * any keyword), and not Mounted itself when `nonMounted`. The Definition Block shows "Mount".
 */
export const mountPowerSchema = z
  .object({
    kind: z.literal('mount'),
    name: z.string().min(1),
    riders: z.number().int().positive().default(1),
    maxSize: sizeSchema.default('Medium'),
    keywords: z.array(z.string().min(1)).default([]),
    nonMounted: z.boolean().default(false),
  })
  .strict();
/** A mount's "when this creature resolves a charge, its rider makes a melee basic attack against its target, +N Damage, as a free action". */
export const chargerPowerSchema = z.object({ kind: z.literal('charger'), name: z.string().min(1), damage: z.number().int().nonnegative() }).strict();

/**
 * A power no shared part expresses: its behaviour is the small file `cards/custom/<custom>.ts`
 * (registered in `cards/custom/index.ts`), which the row names by `custom`. `name` is the printed name.
 */
export const customPowerSchema = z.object({ kind: z.literal('custom'), name: z.string().min(1), custom: z.string().regex(/^[a-z0-9-]+$/) }).strict();

/**
 * A creature's or item's power: a named power of the rulebook, or a template of the power language
 * (triggered, action, continuous). `name` is what duplicate-effect suppression compares.
 */
export const powerSchema = z.discriminatedUnion('kind', [
  reachPowerSchema,
  resistPowerSchema,
  vulnerablePowerSchema,
  immunePowerSchema,
  insubstantialPowerSchema,
  incorporealPowerSchema,
  phasingPowerSchema,
  concealPowerSchema,
  hidePowerSchema,
  invisiblePowerSchema,
  blindsightPowerSchema,
  sneakAttackPowerSchema,
  scoutPowerSchema,
  wanderingMonsterPowerSchema,
  setUpNearStartPowerSchema,
  multiActivationPowerSchema,
  startOfTurnSavesPowerSchema,
  setupHpPowerSchema,
  delayedAppearancePowerSchema,
  triggeredPowerSchema,
  actionPowerSchema,
  continuousPowerSchema,
  mountPowerSchema,
  chargerPowerSchema,
  customPowerSchema,
]);
export type Power = z.infer<typeof powerSchema>;
export type PowerInput = z.input<typeof powerSchema>;

/** A champion power: activated, used only while active, limited by the champion rating overall. */
export const championPowerSchema = z
  .object({ trigger: triggerRefSchema, effect: powerEffectSchema, duration: powerDuration, target: powerTargetSchema.optional() })
  .strict()
  .refine(durationFits, durationMessage);
export type ChampionPower = z.infer<typeof championPowerSchema>;

export const creatureCardSchema = z
  .object({
    name: z.string().min(1),
    level: z.number().int().nonnegative(),
    keywords: z.array(z.string().min(1)).default([]),
    unique: z.boolean().default(false),
    championRating: z.number().int().positive().optional(),
    size: sizeSchema.default('Medium'),
    ac: z.number().int(),
    fort: z.number().int(),
    ref: z.number().int(),
    will: z.number().int(),
    speed: z.number().int().nonnegative(),
    mode: z.enum(['normal', 'flight', 'burrow']).default('normal'),
    hp: z.number().int().positive(),
    /** Printed bloodied value; defaults to half the HP rounded down to a multiple of 5. */
    bloodied: z.number().int().nonnegative().optional(),
    alignment: alignmentSchema,
    factions: z.array(factionSchema).min(1),
    cost: z.number().int().nonnegative(),
    attacks: z.array(attackSchema).min(1),
    powers: z.array(powerSchema).default([]),
    championPowers: z.array(championPowerSchema).default([]),
  })
  .strict()
  .refine((c) => c.championPowers.length === 0 || c.championRating !== undefined, {
    message: 'champion powers need a champion rating',
    path: ['championPowers'],
  });
export type CreatureCard = z.infer<typeof creatureCardSchema>;
export type CreatureCardInput = z.input<typeof creatureCardSchema>;

export const itemCardSchema = z
  .object({
    name: z.string().min(1),
    minLevel: z.number().int().nonnegative(),
    maxLevel: z.number().int().nonnegative(),
    keywords: z.array(z.string().min(1)).default([]),
    factions: z.array(factionSchema).default([]),
    alignments: z.array(alignmentSchema).default([]),
    cost: z.number().int().nonnegative(),
    /** Defense bonuses granted while the item is carried by a creature that can use it. */
    defenseBonus: z.number().int().nonnegative().default(0),
    attackBonus: z.number().int().nonnegative().default(0),
    powers: z.array(powerSchema).default([]),
  })
  .strict()
  .refine((i) => i.minLevel <= i.maxLevel, { message: 'the lowest level is above the highest', path: ['maxLevel'] });
export type ItemCard = z.infer<typeof itemCardSchema>;
export type ItemCardInput = z.input<typeof itemCardSchema>;

/** A file of cards (`skirmish validate` and custom content). */
export const cardFileSchema = z.object({ creatures: z.array(creatureCardSchema).default([]), items: z.array(itemCardSchema).default([]) }).strict();
