// The DDM events rules announce (core `announce.ts`): named after the moments of ddm-battle-rules-2011
// ("Making an Attack", "Attack Roll", "Damage and Healing", "Start of Turn Phase", "End of Turn
// Phase"), each with a plain-data payload naming creatures by id. The automatic powers of the
// creatures in play listen for them through their trigger's module (`abilities/triggers/`,
// `abilities/announce.ts`).
/** Every DDM event and its payload. */
export type DdmEvents = {
  /**
   * "Attack Roll": the attack missed its target (after any re-roll), announced once the miss's own
   * damage and effects are resolved. `melee`: it was a melee attack.
   */
  readonly Miss: { readonly attackRecord: number; readonly attacker: number; readonly target: number; readonly melee: boolean };
};
