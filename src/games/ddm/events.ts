// The DDM events rules announce (core `announce.ts`): named after the moments of ddm-battle-rules-2011
// ("Making an Attack", "Attack Roll", "Damage and Healing", "Start of Turn Phase", "End of Turn
// Phase"), each with a plain-data payload naming creatures by id. The automatic powers of the
// creatures in play listen for them through their trigger's module (`abilities/triggers/`,
// `abilities/announce.ts`).
/** Every DDM event and its payload. */
export type DdmEvents = {
  /**
   * "Making an Attack" 1: `attacker` declares an attack action with its attack `attackIndex` (`mode`:
   * how it attacks — an action, a charge, an opportunity attack, a power's attack); a ranged or area
   * attack then provokes opportunity attacks ("Making an Attack" 2), declared in the window on it.
   */
  readonly AttackDeclared: { readonly attacker: number; readonly attackIndex: number; readonly mode: string };
  /** "Opportunity Attacks" (Moving out of a square): `creature` is about to leave the square at `x`,`y`; the adjacent enemies it provokes declare in the window on it. */
  readonly LeaveSquare: { readonly creature: number; readonly x: number; readonly y: number };
  /**
   * "Move" / COMMON TRIGGERED POWERS ('Movement' triggers): `creature` has entered the square at `x`,`y`
   * during its movement (a move, shift or charge; announced once per square entered, only when a power
   * in play hears it or may answer it).
   */
  readonly EnterSquare: { readonly creature: number; readonly x: number; readonly y: number };
  /** "Move" / COMMON TRIGGERED POWERS ('Movement' triggers): `creature`'s movement ended at `x`,`y`, having started at `fromX`,`fromY`. */
  readonly Moved: { readonly creature: number; readonly fromX: number; readonly fromY: number; readonly x: number; readonly y: number };
  /** "Hit Points" (Bloodied): `creature`'s hit points fell to its Bloodied score or below; it was not bloodied before. */
  readonly Bloodied: { readonly creature: number; readonly by: number };
  /**
   * "Hit Points": `creature`'s hit points were reduced to 0 and it is destroyed (`by`: the creature that destroyed it, -1: none; "'Destroyed by' Triggers";
   * `fromAttack`: by an attack's damage, not ongoing or terrain damage; `melee`: by a melee attack's).
   */
  readonly Destroyed: { readonly creature: number; readonly by: number; readonly fromAttack: boolean; readonly melee: boolean };
  /**
   * "Hit Points": `creature`'s hit points fell to 0 or lower and it is about to be destroyed; its
   * "when this creature is destroyed" powers are used while it is still in play, then it is removed
   * (Destroyed). Announced only when some power answers it (rules/hit-points.ts).
   */
  readonly Destroying: { readonly creature: number; readonly by: number; readonly fromAttack: boolean };
  /** "Making an Attack" 4 (guidelines "Declare target(s)" T2/T3): one target of an attack is chosen, before the roll. */
  readonly TargetsDeclared: { readonly attacker: number; readonly attackRecord: number };
  /** "Attack Roll": the roll hit `target`; cancellation effects (a re-roll) answer it first (guidelines "Attack sequence" B3). */
  readonly AttackRoll: { readonly attacker: number; readonly target: number; readonly attackRecord: number };
  /**
   * "Attack Roll": the roll missed `target`, before the miss stands; a re-roll answers it first ("Use when
   * an ally misses with an attack: Reroll that attack"; guidelines "Attack sequence" B3). Opened only
   * when some power could answer it (rules/attack.ts).
   */
  readonly MissRoll: { readonly attacker: number; readonly target: number; readonly attackRecord: number };
  /** The hit stands: critical-hit triggers, then hit triggers, before the damage (B4, B5). */
  readonly Hit: { readonly attacker: number; readonly attackRecord: number; readonly crit: boolean };
  /** The attack's damage and effects are resolved (`crit`: it was a critical hit). */
  readonly AfterAttack: { readonly attacker: number; readonly attackRecord: number; readonly crit: boolean };
  /** "Damage and Healing": `creature` took damage from `by` (-1: no creature), from an attack or not, and survived. */
  readonly Damage: { readonly creature: number; readonly by: number; readonly fromAttack: boolean };
  /** "Start of Turn Phase" 3: the creature's other start-of-turn effects. */
  readonly StartOfTurn: { readonly creature: number };
  /** "End of Turn Phase" 3. */
  readonly EndOfTurn: { readonly creature: number };
  /** "Round Sequence": the start and the end of a round. */
  readonly StartOfRound: { readonly round: number };
  readonly EndOfRound: { readonly round: number };
  /**
   * "Attack Roll": the attack missed its target (after any re-roll), announced once the miss's own
   * damage and effects are resolved. `melee`: it was a melee attack.
   */
  readonly Miss: { readonly attackRecord: number; readonly attacker: number; readonly target: number; readonly melee: boolean };
};
