// The DDM view of the core's rule context: the questions rules and powers answer together
// (ddm-battle-rules-2011, "CORE RULES AND EXCEPTIONS": every bonus, defense and speed is a fold over
// the effects in play) and the context every rule and step receives. A leaf module: rule files
// import the context type from here, not from the effect table that knows every power.
import type { Ctx, QuerySpec } from '../../core/index.js';
import type { AttackRange, ConditionName, DamagePart, Defense } from './cards/schema.js';
import type { TerrainType } from './geometry/types.js';
import type { DdmState } from './state.js';

/** The questions rules and powers answer together. Args name creatures by id. */
export interface DdmQueries {
  readonly [name: string]: QuerySpec<unknown, unknown>;
  /** `mode`: how the attack is made ('action', 'charge', 'opportunity'), for bonuses that need it; `range`: the attack's kind, for bonuses to {r} attacks only. */
  readonly attackBonus: QuerySpec<number, { attacker: number; target: number; melee: boolean; mode?: string; range?: AttackRange['kind'] }>;
  readonly damageBonus: QuerySpec<
    number,
    { attacker: number; target: number; melee: boolean; combatAdvantage: boolean; attackKey: string; mode?: string; range?: AttackRange['kind'] }
  >;
  /** Bonus damage of a type on a hit ("+5 radiant damage", "Applying Damage": bonus damage, not doubled on a critical hit). */
  readonly typedDamageBonus: QuerySpec<readonly DamagePart[], { attacker: number; target: number; melee: boolean; mode?: string; range?: AttackRange['kind'] }>;
  /** `mode`: how the attack against it is made (as for attackBonus), when an attack asks. */
  /** `attacker`: the creature making the attack, when the defense is asked for one (rules/attack-options.ts). */
  /** `range`: the kind of that attack (melee, ranged, close, area). */
  readonly defense: QuerySpec<number, { creature: number; defense: Defense; mode?: string; attacker?: number; range?: AttackRange['kind'] }>;
  /** "Attack Roll", Critical Hit: the lowest natural roll of `attacker`'s attack on `target` that is a critical hit when it hits (20 unless a power lowers it). */
  readonly criticalFrom: QuerySpec<number, { attacker: number; target: number; range: AttackRange['kind']; basic: boolean }>;
  /** "Applying Damage", Critical Hits: how many times a critical hit of `attacker`'s attack on `target` counts its base damage (2 unless a card says more). */
  readonly criticalMultiplier: QuerySpec<number, { attacker: number; target: number; range: AttackRange['kind'] }>;
  /** "Applying Damage", Resist: more Resist the target has against one hit of this attack (a card's "Resist N vs. that attack"), besides its own (only the best applies). */
  readonly attackResist: QuerySpec<
    readonly { readonly amount: number; readonly type: DamagePart['type'] | 'all' }[],
    { attacker: number; target: number; range: AttackRange['kind']; shape?: string }
  >;
  /** Whether a power of `creature` may turn a hit into a miss (effect `attack-misses`); a card may forbid it. */
  readonly mayTurnHitIntoMiss: QuerySpec<boolean, { creature: number }>;
  /** `charging`: asked for the move of a charge ("+N Speed while charging"). */
  readonly speed: QuerySpec<number, { creature: number; charging?: boolean }>;
  /** "CHAMPION TEST" for initiative: how many d20s `player` rolls besides the rule's own (a champion power's extra die). */
  readonly initiativeDice: QuerySpec<number, { player: number }>;
  readonly canShift: QuerySpec<boolean, { creature: number }>;
  /** "CHARGE": whether `creature` may charge (Plodding says no). */
  readonly canCharge: QuerySpec<boolean, { creature: number }>;
  /** "Take Actions Phase": whether `creature` may take only one move action this turn (Plodding), asked at its start. */
  readonly oneMoveAction: QuerySpec<boolean, { creature: number }>;
  /** "Cover": whether the cover the geometry found counts against this attack (asked only when there is some). */
  readonly cover: QuerySpec<boolean, { attacker: number; target: number; range: AttackRange['kind'] }>;
  /** "Applying Damage": the damage `target` takes from one hit (or miss) of an attack, after the damage sequence. */
  readonly attackDamageTaken: QuerySpec<number, { attacker: number; target: number; range: AttackRange['kind'] }>;
  /** "Assault", Destroying enemy creatures: the points `creature` itself is worth to the opponent when destroyed (`by`: -1, no creature). */
  readonly destroyedCost: QuerySpec<number, { creature: number; by: number }>;
  /** "Combat Advantage": whether `target` grants it to `attacker` (asked once some source gives it; `flanked`: the only source is flanking). */
  readonly grantsCombatAdvantage: QuerySpec<boolean, { attacker: number; target: number; flanked: boolean }>;
  /** "Combat Advantage" from a power of the attacker (Quick Strike, Pack Tactics): whether `attacker` has it against `target` (default no); `melee`: the attack is a melee one (Surrounding Spikes). */
  readonly powerCombatAdvantage: QuerySpec<boolean, { attacker: number; target: number; melee: boolean }>;
  /** "Conditions": whether `creature` can gain `condition` (an immunity says no). */
  readonly gainsCondition: QuerySpec<boolean, { creature: number; condition: ConditionName }>;
  /** "Opportunity Attacks": whether `creature` may make one against an adjacent enemy that shifts away (Awareness). */
  readonly opportunityOnShift: QuerySpec<boolean, { creature: number }>;
  /** "Opportunity Attacks": whether `creature` may make opportunity attacks at all (Shortened Reach says no). */
  /** `against`: the creature that would provoke it (a power may say it provokes none). */
  readonly makesOpportunityAttacks: QuerySpec<boolean, { creature: number; against?: number }>;
  /** "Immediate Action": whether `creature` may take an immediate action now (Intimidator's aura says no to enemies in it). */
  readonly takesImmediateActions: QuerySpec<boolean, { creature: number }>;
  /** What `creature`'s powers let it move through (rules/movement.ts passes it to the movement geometry). */
  readonly movement: QuerySpec<MovePowers, { creature: number; shifting?: boolean }>;
}

/**
 * Exceptions to the movement rules a power grants: "Legal Position" (Enemy) — it may move through
 * enemies whose space is at most `throughEnemies` squares a side (0: none; never end there);
 * "Difficult Terrain" (Other Powers) — it ignores the extra cost of entering these terrain types;
 * "STATUE" — `statue`: it may end its movement in statue terrain (a creature "can occupy statue terrain").
 */
export interface MovePowers {
  readonly throughEnemies: number;
  readonly ignoreTerrain: readonly TerrainType[];
  /** "SHIFT" broken by a card (Beast Step): a shift moves up to this many squares instead of 1 (absent: 1). */
  readonly shiftSquares?: number;
  readonly statue?: boolean;
}

/** No movement exception: the value the `movement` query starts from. */
export const NO_MOVE_POWERS: MovePowers = Object.freeze({ throughEnemies: 0, ignoreTerrain: Object.freeze([]) });

export type DdmCtx = Ctx<DdmState, DdmQueries>;
