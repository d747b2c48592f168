// The DDM events rules announce (core `announce.ts`): named after the moments of ddm-battle-rules-2011
// ("Making an Attack", "Attack Roll", "Damage and Healing", "Start of Turn Phase", "End of Turn
// Phase"), each with a plain-data payload naming creatures by id. The automatic powers of the
// creatures in play listen for them through their trigger's module (`abilities/triggers/`,
// `abilities/announce.ts`).
/** Every DDM event and its payload. */
export type DdmEvents = {
  /** "Making an Attack" 4 (guidelines "Declare target(s)" T2/T3): one target of an attack is chosen, before the roll. */
  readonly TargetsDeclared: { readonly attacker: number; readonly attackRecord: number };
  /** "Attack Roll": the roll hit `target`; cancellation effects (a re-roll) answer it first (guidelines "Attack sequence" B3). */
  readonly AttackRoll: { readonly attacker: number; readonly target: number; readonly attackRecord: number };
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
