// Implements ddm-battle-rules-2011, "Bonuses and Penalties" and the card powers that are always on
// ("POWERS AND EFFECTS": a continuous power has no trigger and no uses): the continuous effects a card's
// power may carry, as data (cards/schema.ts's `continuous` power holds one).
import { z } from 'zod';
import { conditionNameSchema, damageTypeSchema, defenseSchema, sizeSchema } from './schema-basics.js';
import { situationSchema } from './situation-schema.js';

/** A number for each defense named (AC, Fort, Ref, Will): what a defense bonus or penalty changes. */
const defenseAmountsSchema = z
  .object({
    AC: z.number().int().positive().optional(),
    Fort: z.number().int().positive().optional(),
    Ref: z.number().int().positive().optional(),
    Will: z.number().int().positive().optional(),
  })
  .strict();

/**
 * "Bonuses and Penalties" (permissive card): +`attack` to attack rolls and +`damage` on hits while the
 * situation `when` holds; `melee`: with melee attacks only; `keyword`: the keyword (or, for
 * `target-alignment`, the alignment) a situation names.
 */
export const situationalBonusSchema = z
  .object({
    kind: z.literal('situational-bonus'),
    attack: z.number().int().nonnegative().default(0),
    damage: z.number().int().nonnegative().default(0),
    melee: z.boolean().default(false),
    /** "with {r} attacks" (Sniper): with ranged attacks only (not with `melee`). */
    ranged: z.literal(true).optional(),
    /** The situation it needs, as `situationSchema` (cards/situation-schema.ts) describes it. */
    ...situationSchema.shape,
  })
  .strict();

/** What an ally attack bonus gives (`ally-attack-bonus`, `aura-ally-attack-bonus`). */
const allyAttackBonusShape = {
  attack: z.number().int().nonnegative().default(0),
  damage: z.number().int().nonnegative().default(0),
  keyword: z.string().min(1).optional(),
  melee: z.literal(true).optional(),
};

/** A continuous bonus and the situation it needs. */
export const continuousSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('damage-bonus-with-combat-advantage'), amount: z.number().int().positive() }).strict(),
  z.object({ kind: z.literal('damage-bonus-while-not-bloodied'), amount: z.number().int().positive() }).strict(),
  z.object({ kind: z.literal('damage-bonus-while-bloodied'), amount: z.number().int().positive() }).strict(),
  z.object({ kind: z.literal('damage-bonus-vs-condition'), condition: conditionNameSchema, amount: z.number().int().positive() }).strict(),
  z
    .object({
      kind: z.literal('defense-bonus-near-allied-champion'),
      defense: defenseSchema,
      amount: z.number().int().positive(),
      within: z.number().int().positive(),
    })
    .strict(),
  /** Phalanx Fighting: +N to one defense while an ally is adjacent to this creature. */
  z.object({ kind: z.literal('defense-bonus-adjacent-ally'), defense: defenseSchema, amount: z.number().int().positive() }).strict(),
  /** "Drow enemies may not use powers that turn hits into misses": enemies with the keyword can't use `attack-misses` powers while it is in play. */
  z.object({ kind: z.literal('forbids-hit-to-miss'), keyword: z.string().min(1) }).strict(),
  /** Dodge Giants, Arcane Defense: +N to these defenses against attacks by creatures with the keyword. */
  z
    .object({
      kind: z.literal('defense-bonus-vs-keyword'),
      defenses: z.array(defenseSchema).min(1),
      amount: z.number().int().positive(),
      keyword: z.string().min(1),
    })
    .strict(),
  /** Defensive Mobility: +N to one defense against opportunity attacks (whatever provoked them). */
  z
    .object({
      kind: z.literal('defense-bonus-vs-opportunity'),
      defense: defenseSchema,
      amount: z.number().int().positive(),
      /** "… while moving": only against an opportunity attack its own move or charge out of a square provoked. */
      whileMoving: z.literal(true).optional(),
    })
    .strict(),
  z.object({ kind: z.literal('ignore-one-area-target') }).strict(),
  /** Sharpshooter: no creature (its enemies) gives cover against its ranged attacks. */
  z.object({ kind: z.literal('ignores-enemy-cover') }).strict(),
  /** Swarm, Formless, Holy Mantle: it takes half the damage of attacks of these kinds (abilities/continuous/half-damage-from.ts). */
  z
    .object({
      kind: z.literal('half-damage-from'),
      ranges: z.array(z.enum(['melee', 'ranged', 'close', 'area'])).min(1),
    })
    .strict(),
  /** Scent: its rolls for a target's Conceal roll an extra d20 and use the higher; `adjacent`: only against an adjacent enemy. */
  z.object({ kind: z.literal('conceal-extra-die'), adjacent: z.literal(true).optional() }).strict(),
  /** Blend with Shadows: Conceal N while a wall touches its space (abilities/continuous/conceal-beside-wall.ts). */
  z.object({ kind: z.literal('conceal-beside-wall'), value: z.number().int().min(2).max(20) }).strict(),
  /** Terrain Mastery: counts as occupying a victory area while adjacent to it (abilities/continuous/occupies-adjacent-victory-area.ts). */
  z.object({ kind: z.literal('occupies-adjacent-victory-area') }).strict(),
  /** "Charge" (permissive card): +N Speed for the move of a charge only (Wolfen Charge: "+2 Speed while charging"). */
  z.object({ kind: z.literal('charge-speed-bonus'), amount: z.number().int().positive() }).strict(),
  /** "Core Rules and Exceptions" level 1 (permissive card): +N Speed. */
  z.object({ kind: z.literal('speed-bonus'), amount: z.number().int().positive() }).strict(),
  /** Thundering Might: +N Damage of a type while `count` or more enemies are adjacent (abilities/continuous/typed-damage-while-surrounded.ts). */
  z
    .object({
      kind: z.literal('typed-damage-while-surrounded'),
      amount: z.number().int().positive().multipleOf(5),
      type: damageTypeSchema,
      count: z.number().int().min(2),
    })
    .strict(),
  /** Universally Hated: destroyed by an enemy of level `maxLevel` or lower, worth +N VP (abilities/continuous/vp-bonus-destroyed-by-level.ts). */
  z.object({ kind: z.literal('vp-bonus-destroyed-by-level'), amount: z.number().int().positive(), maxLevel: z.number().int().positive() }).strict(),
  /** Quick Strike, Pack Tactics: combat advantage against slower creatures / enemies adjacent to its allies (abilities/continuous/combat-advantage-against.ts). */
  z.object({ kind: z.literal('combat-advantage-against'), against: z.enum(['slower', 'ally-adjacent']) }).strict(),
  /** Surrounding Spikes: combat advantage on its melee attacks against an enemy adjacent to `count` or more creatures of the keyword, of either side (abilities/continuous/combat-advantage-keyword-adjacent.ts). */
  z.object({ kind: z.literal('combat-advantage-keyword-adjacent'), keyword: z.string().min(1), count: z.number().int().min(1) }).strict(),
  /** +N Attack (melee only if `melee`, ranged only if `ranged`) per other creature of the keyword (or with a power named `power`) adjacent (`within` 1) or within N squares, allies only if `allies`, at most `max` (abilities/continuous/attack-bonus-per-creature.ts). */
  z
    .object({
      kind: z.literal('attack-bonus-per-creature'),
      amount: z.number().int().positive(),
      keyword: z.string().min(1).optional(),
      power: z.string().min(1).optional(),
      ranged: z.literal(true).optional(),
      /** The bonus is to Damage instead of Attack (Spear Wall N: "+N {m} Damage for each adjacent ally with Spear Wall"). */
      damage: z.literal(true).optional(),
      within: z.number().int().positive(),
      allies: z.boolean(),
      melee: z.boolean(),
      max: z.number().int().positive().optional(),
    })
    .strict(),
  /** Level 3 (a card that explicitly breaks a restrictive rule): "can move N squares while Immobilized" (a shift too). */
  z.object({ kind: z.literal('move-while-immobilized'), squares: z.number().int().positive() }).strict(),
  /** Level 4 (restrictive card): this creature cannot shift. */
  z.object({ kind: z.literal('cannot-shift') }).strict(),
  /** Level 4 (restrictive card): this creature may not move (speed 0, no shift) while it is bloodied (`bloodied`) and an enemy is adjacent (`enemyAdjacent`) — Bloodrage. */
  z
    .object({
      kind: z.literal('cannot-move'),
      bloodied: z.boolean().default(false),
      enemyAdjacent: z.boolean().default(false),
      /** Guided: held while no ally with this keyword on the map has line of sight to it. */
      unseenByAlly: z.string().min(1).optional(),
    })
    .strict(),
  /** Plodding: this creature cannot charge and takes at most one move action each turn. */
  z.object({ kind: z.literal('plodding') }).strict(),
  /** Level 4 as an aura ("Aura": off while this creature is inactive): enemies within `radius` squares cannot shift. */
  z.object({ kind: z.literal('aura-enemies-cannot-shift'), radius: z.number().int().positive() }).strict(),
  situationalBonusSchema,
  /** "Aura": creatures within `radius` (living ones only when `living`; enemies only when `enemies`; never those with the keyword `except`) have -N Attack. */
  z
    .object({
      kind: z.literal('aura-attack-penalty'),
      amount: z.number().int().positive(),
      radius: z.number().int().positive(),
      living: z.boolean().default(false),
      except: z.string().min(1).optional(),
      /** Aura of Fear: only this creature's enemies. */
      enemies: z.literal(true).optional(),
    })
    .strict(),
  /** "Aura": this creature's enemies within `radius` have -N to each defense named (Frightful Baying, Sandblast). */
  z
    .object({
      kind: z.literal('aura-defense-penalty'),
      amounts: defenseAmountsSchema,
      radius: z.number().int().positive(),
    })
    .strict(),
  /** "Legal Position" (Enemy), level 3 (a card that breaks a restrictive rule): may move through enemies of size `maxSize` or smaller (any size: absent). */
  z.object({ kind: z.literal('move-through-enemies'), maxSize: sizeSchema.optional() }).strict(),
  /** "STATUE" (a card that breaks a rule): this creature can occupy statue terrain — its movement may end there. */
  z.object({ kind: z.literal('occupy-statue') }).strict(),
  /** "Forced-Movement Effects" (a card that breaks a rule): push, pull and slide effects do not affect this creature — of its enemies only with `enemies`. */
  z.object({ kind: z.literal('immune-forced-movement'), enemies: z.literal(true).optional() }).strict(),
  /** "Difficult Terrain" (Other Powers): terrain of these types does not affect this creature's movement (no extra cost). */
  z.object({ kind: z.literal('terrain-walk'), terrain: z.array(z.enum(['forest', 'river'])).min(1) }).strict(),
  /** "Combat Advantage" (a card that breaks a rule): this creature never grants it; `flanking`: only when flanked ("Immune flanking"). */
  z.object({ kind: z.literal('never-grants-combat-advantage'), flanking: z.boolean().optional() }).strict(),
  /** "Conditions": this creature cannot gain the condition ("Immune Dazed"). */
  z.object({ kind: z.literal('immune-condition'), condition: conditionNameSchema }).strict(),
  /** Blind: attacks whose name holds `word` ("Gaze") do not affect this creature (no roll, no damage, no effect). */
  z.object({ kind: z.literal('immune-attacks-named'), word: z.string().min(1) }).strict(),
  /** Immune Fear: not affected by Fear effects (an attack's condition or ongoing damage printed "(Fear)"). */
  z.object({ kind: z.literal('immune-fear') }).strict(),
  /** Blend with the Trees: "This creature has Hide while in forest terrain" — Hide while a square of its space is of the terrain. */
  z.object({ kind: z.literal('hide-in-terrain'), terrain: z.enum(['forest']) }).strict(),
  /** Forest Ward, Forest Camouflage: "Invisible [to enemies] while occupying forest terrain" — invisible (to its enemies only with `enemies`) while a square of its space is of the terrain. */
  z.object({ kind: z.literal('invisible-in-terrain'), terrain: z.enum(['forest']), enemies: z.literal(true).optional() }).strict(),
  /** Hop: "moves as if with Flight on its turn" — its own movement on its own turn is made with Flight. */
  z.object({ kind: z.literal('flight-on-own-turn') }).strict(),
  /** Ghost Touch: its melee attacks (melee basic attacks with `basicOnly`) ignore Insubstantial. */
  z.object({ kind: z.literal('ignores-insubstantial'), basicOnly: z.literal(true).optional() }).strict(),
  /** Elven Step: a shift ignores the extra cost of entering difficult terrain (a move still pays it). */
  z.object({ kind: z.literal('shift-ignores-difficult') }).strict(),
  /** Beast Step ("SHIFT" broken by the card): a shift moves up to `squares` squares instead of 1. */
  z.object({ kind: z.literal('shift-squares'), squares: z.number().int().min(2) }).strict(),
  /** Stable Footing: a move or shift ignores the extra cost of entering difficult terrain. */
  z.object({ kind: z.literal('ignores-difficult') }).strict(),
  /** "Opportunity Attacks" (Awareness): it may make one against an adjacent enemy that shifts out of an adjacent square. */
  z.object({ kind: z.literal('opportunity-on-shift') }).strict(),
  /** Shortened Reach ("Opportunity Attacks" broken by the card): it never makes opportunity attacks. */
  z.object({ kind: z.literal('no-opportunity-attacks') }).strict(),
  /** Intimidator, an aura ("Aura": off while this creature is inactive): enemies within `radius` squares may not take immediate actions. */
  z.object({ kind: z.literal('aura-no-immediate-actions'), radius: z.number().int().positive() }).strict(),
  /** Animated Weapon: destroyed as soon as no ally with the keyword remains in the battle (abilities/continuous/destroyed-without-ally.ts, rules/hit-points.ts). */
  z.object({ kind: z.literal('destroyed-without-ally'), keyword: z.string().min(1) }).strict(),
  /** Mob N: every `count` creatures of this creature's name count as 1 for the warband's creature limit (rules/warband.ts creatureCount reads it; nothing in play). */
  z.object({ kind: z.literal('mob'), count: z.number().int().min(2) }).strict(),
  /** Intimidating Presence, as an aura ("Aura": off while this creature is inactive): enemies within `radius` squares cannot make opportunity attacks. */
  z.object({ kind: z.literal('aura-no-opportunity-attacks'), radius: z.number().int().positive() }).strict(),
  /** Distractor ("Adjacent enemies may not make opportunity attacks", printed without Aura): the same for its enemies within `radius` squares, but no aura — it holds while this creature is inactive too ("Continuous Powers", Active and Inactive). */
  z.object({ kind: z.literal('enemies-near-no-opportunity-attacks'), radius: z.number().int().positive() }).strict(),
  /** "TYPE Healing N" (a card that breaks a rule): it heals `amount` HP each time an effect would deal it damage of `type` (before Immune). */
  z.object({ kind: z.literal('type-healing'), type: damageTypeSchema, amount: z.number().int().positive() }).strict(),
  /** Aquaphobe (a card that breaks a rule): it takes `amount` damage each time it enters river terrain (terrain damage). */
  z.object({ kind: z.literal('river-entry-damage'), amount: z.number().int().positive() }).strict(),
  /** Skirmish N ("'Movement' Triggers"): +N Damage on its own turn while at least `squares` squares from where it started that turn; `only`: melee or ranged attacks only. */
  z
    .object({
      kind: z.literal('skirmish'),
      amount: z.number().int().positive(),
      squares: z.number().int().positive(),
      only: z.enum(['melee', 'ranged']).optional(),
    })
    .strict(),
  /**
   * "Bonuses and Penalties" (permissive card): +N to the defenses in `amounts` (AC, Fort, Ref, Will);
   * `against`: only against attacks of these range kinds; `when`: while this creature's situation holds
   * (`keyword`, `within`: what it names). abilities/continuous/situational-defense.ts says what each means.
   */
  z
    .object({
      kind: z.literal('situational-defense'),
      amounts: defenseAmountsSchema,
      against: z
        .array(z.enum(['ranged', 'area', 'close']))
        .min(1)
        .optional(),
      when: z
        .enum([
          'self-bloodied',
          'self-not-bloodied',
          'one-enemy-adjacent',
          'adjacent-ally-keyword',
          'near-champion-ally-keyword',
          'attacker-not-flying',
          'attacker-keyword',
        ])
        .optional(),
      keyword: z.string().min(1).optional(),
      within: z.number().int().positive().optional(),
    })
    .strict(),
  /** Murderous (level 4, a restrictive card): while a bloodied enemy is adjacent it cannot move and attacks only bloodied targets; `ownTurn`: only on its turn. */
  z.object({ kind: z.literal('murderous'), ownTurn: z.boolean().optional() }).strict(),
  /**
   * Keen Critical N ("Attack Roll", Critical Hit, a permissive card): its attack rolls of a natural
   * `from` or more are critical hits when they hit (only a natural 20 hits automatically); `ranges`:
   * only attacks of these kinds; `basicOnly`: only its basic attacks; `vsBloodied`: only against bloodied targets.
   */
  z
    .object({
      kind: z.literal('keen-critical'),
      from: z.number().int().min(2).max(19),
      ranges: z
        .array(z.enum(['melee', 'ranged', 'close', 'area']))
        .min(1)
        .optional(),
      basicOnly: z.literal(true).optional(),
      vsBloodied: z.literal(true).optional(),
    })
    .strict(),
  /**
   * A standing bonus to allies ("Orc allies have +2 {m} Attack"): every ally — not this creature — with the
   * keyword when one is printed has +`attack` Attack and +`damage` Damage (melee attacks only if `melee`).
   */
  z.object({ kind: z.literal('ally-attack-bonus'), ...allyAttackBonusShape }).strict(),
  /** The same as an "Aura" (off while this creature is inactive): only allies within `radius` squares of it. */
  z.object({ kind: z.literal('aura-ally-attack-bonus'), ...allyAttackBonusShape, radius: z.number().int().positive() }).strict(),
  /** "Aura": allies with one of `keywords` within `radius` have +`attack` Attack and +`damage` Damage (abilities/continuous/aura-ally-bonus.ts). */
  z
    .object({
      kind: z.literal('aura-ally-bonus'),
      keywords: z.array(z.string().min(1)).min(1),
      radius: z.number().int().positive(),
      attack: z.number().int().nonnegative().default(0),
      damage: z.number().int().nonnegative().default(0),
    })
    .strict(),
  /** "Aura": allies within `radius` have +N to one defense. */
  z
    .object({ kind: z.literal('aura-ally-defense-bonus'), defense: defenseSchema, amount: z.number().int().positive(), radius: z.number().int().positive() })
    .strict(),
]);
export type Continuous = z.infer<typeof continuousSchema>;
