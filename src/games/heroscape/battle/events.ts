/**
 * The events the Heroscape rules announce (architecture, "The event engine"), with typed payloads.
 * Army-card powers are ability modules (`abilities/`) whose `on` handlers modify or cancel them;
 * every announced event is also emitted for narration and the table.
 */
import { CANCEL, type Cancel, type Ctx, type JsonObject } from '../../../core/index.js';
import type { HsState, Marker } from './state.js';

/**
 * Who has height advantage in a normal attack: the figure on the higher space adds one die, to its
 * attack or to its defense ("ATTACKING"; Example 18). Special attacks never have it.
 */
export type HeightAdvantage = 'attacker' | 'defender' | 'none';

/** A power set off at an announced moment, to be run as its module's `power` step (battle/steps.ts, without the kind). */
export interface PowerUse {
  readonly power: string;
  readonly card: number;
  readonly player: number;
  readonly data: JsonObject;
}

export type HsEvents = {
  readonly DraftOrderRolled: { readonly rolls: readonly (number | null)[]; readonly tied: readonly number[] };
  readonly Drafted: { readonly player: number; readonly card: number; readonly cardName: string; readonly points: number };
  readonly DraftDone: { readonly player: number };
  readonly DeployOrderRolled: { readonly rolls: readonly (number | null)[]; readonly tied: readonly number[] };
  readonly DeployOrderWon: { readonly player: number };
  readonly Deployed: { readonly figure: string; readonly name: string; readonly at: readonly number[] };
  readonly RoundStarted: { readonly round: number };
  readonly PlacementOrderRolled: { readonly rolls: readonly (number | null)[]; readonly tied: readonly number[] };
  readonly PlacementOrderWon: { readonly player: number };
  readonly InitiativeRolled: { readonly rolls: readonly (number | null)[]; readonly tied: readonly number[] };
  readonly InitiativeWon: { readonly player: number };
  readonly SimultaneousRolled: { readonly power: string; readonly rolls: readonly (number | null)[]; readonly tied: readonly number[] };
  readonly SimultaneousWon: { readonly power: string; readonly player: number };
  readonly TurnStarted: { readonly player: number; readonly marker: Marker };
  readonly MarkerRevealed: { readonly player: number; readonly marker: Marker; readonly card: number; readonly cardName: string };
  readonly TurnLost: { readonly player: number; readonly marker: Marker };
  readonly Moved: { readonly figure: string; readonly from: readonly number[]; readonly to: readonly number[]; readonly name: string };
  readonly LeaveEngagement: {
    readonly mover: string;
    readonly moverOwner: number;
    /** Engaged enemies that may take a leaving-engagement attack, and those that have rolled. */
    readonly attackers: readonly string[];
    readonly rolled: readonly string[];
    readonly skulls: number;
  };
  /**
   * A walking figure has just entered the next point of its path (`walk`, battle/move.ts), from the
   * point whose spaces are `fromHead`/`fromTail` (-1: single-space). Announced only, never emitted
   * (the records stay as they were): for powers that act as a figure moves into a space.
   */
  readonly Stepped: {
    readonly figure: string;
    readonly fromHead: number;
    readonly fromTail: number;
    /**
     * The powers this step sets off (Engagement Strike), added by their handlers instead of used at
     * once: the walk runs them as `power` steps in the "Simultaneous Special Powers" order
     * (battle/simultaneous.ts) before it goes on.
     */
    readonly powers?: readonly PowerUse[];
  };
  readonly Fell: { readonly figure: string; readonly drop: number; readonly dice: number | 'd20'; readonly skulls: number; readonly d20: number | null };
  readonly AttackDeclared: {
    readonly attacker: string;
    readonly defender: string;
    /** A special attack's dice are its card's numbers: no height advantage, glyph or other power changes them. */
    readonly special: boolean;
    readonly attackDice: number;
    readonly defenseDice: number;
    readonly height: HeightAdvantage;
  };
  readonly AttackRolled: {
    readonly attacker: string;
    readonly defender: string;
    readonly special: boolean;
    readonly faces: readonly string[];
    readonly skulls: number;
  };
  /**
   * A figure is about to defend against an attack roll with at least one skull (a normal attack, or
   * each figure a special attack affects, in its turn to defend): before the Ring of Protection's
   * question and the defense roll. Cancelled, the figure neither defends nor takes wounds from it
   * (Vanish). Announced only, never emitted (the records stay as they were).
   */
  readonly Defending: { readonly attacker: string; readonly defender: string; readonly special: boolean; readonly skulls: number };
  readonly DefenseRolled: {
    readonly attacker: string;
    readonly defender: string;
    readonly special: boolean;
    readonly faces: readonly string[];
    readonly shields: number;
    /** The skulls to block (the attack roll's). */
    readonly skulls: number;
    /**
     * Set by a power that asks its player before this defense's wounds are given (its key: Exoskeleton):
     * the defense step then pushes that power's `power` step with the wounds (`data.wounds`, `cause`,
     * `attacker`, `defender`) instead of giving them; absent on every other defense.
     */
    readonly heldBy?: string;
  };
  /**
   * `by`: the figure whose attack gave the wounds or destroyed the figure (a normal, special or
   * leaving-engagement attack, or a power of that attack adding to it), so a power can tell who
   * destroyed whom ("Each time … destroys a figure"); null for a fall, a terrain, a glyph or a power
   * that is not an attack.
   */
  readonly Wounded: { readonly figure: string; readonly wounds: number; readonly cause: string; readonly by: string | null };
  readonly Destroyed: { readonly figure: string; readonly cause: string; readonly card: number; readonly by: string | null };
  readonly TerrainRoll: { readonly figure: string; readonly terrain: string; readonly d20: number | null; readonly skulls: number };
  readonly GlyphRevealed: { readonly figure: string; readonly letter: string; readonly name: string; readonly q: number; readonly r: number };
  readonly EndOfTurn: { readonly player: number };
  readonly EndOfRound: { readonly round: number };
  /** `winners`: in a team game, every player of the winning team ("Team Play"); `teamScores` each player's team's score. */
  readonly GameWon: {
    readonly winner: number | null;
    readonly reason: string;
    readonly scores: readonly number[];
    readonly winners?: readonly number[];
    readonly teamScores?: readonly number[];
  };
};

export type HsQueries = {
  readonly moveNumber: { readonly value: number; readonly args: { readonly figure: string } };
  /**
   * Asked for normal attacks only: a special attack rolls its card's number. On the Fortress Door
   * `door` is its index and `defender` is no figure (`a1@door0`'s `@door0`): "the Door is not a figure".
   */
  readonly attackDice: { readonly value: number; readonly args: { readonly attacker: string; readonly defender: string; readonly door?: number } };
  readonly defenseDice: { readonly value: number; readonly args: { readonly attacker: string; readonly defender: string; readonly special: boolean } };
  readonly attackRange: { readonly value: number; readonly args: { readonly figure: string } };
  /** Whether `attacker` may choose `defender` as the target of a normal attack (Thorian Speed says no from afar). */
  readonly mayTarget: { readonly value: boolean; readonly args: { readonly attacker: string; readonly defender: string } };
  /** Whether a special attack chosen from `targetsOf` may take this figure as its target (Combat Challenge); normal attacks ask `mayTarget`. */
  readonly specialMayTarget: { readonly value: boolean; readonly args: { readonly attacker: string; readonly defender: string } };
  /** How many normal attacks the figure makes in its card's turn (Double Attack: 2). */
  readonly attacksPerTurn: { readonly value: number; readonly args: { readonly figure: string } };
  /** Added to the player's initiative roll (the Glyph of Dagmar). */
  readonly initiative: { readonly value: number; readonly args: { readonly player: number } };
  /** The d20 a figure rolls for a treasure glyph's trap, after the Glyph of Lodin (Disarm Traps adds 4). */
  readonly trapRoll: { readonly value: number; readonly args: { readonly figure: string } };
  /** Whether the figure moves through enemy figures as through friends (Ghost Walk). */
  readonly passesEnemies: { readonly value: boolean; readonly args: { readonly figure: string } };
  /** The levels up or down a figure's leap may go (Stealth Leap's printed number; Master's Influence adds 13 for Monk squads). */
  readonly leapLevels: { readonly value: number; readonly args: { readonly figure: string } };
  /** The dice `attacker` rolls in a leaving-engagement attack on `mover` (1 by the rule; A Coward's Reward adds one). */
  readonly leavingAttackDice: { readonly value: number; readonly args: { readonly attacker: string; readonly mover: string } };
  /**
   * A d20 that `player` rolls for army card `card`, after the Glyph of Lodin (Hive Supremacy adds 1 for
   * Marro and Wulsinu cards). Asked by `rollD20` only when the roll is for a card and a higher roll never
   * hurts its player (not for a wound roll on one of their own figures).
   */
  readonly d20Roll: { readonly value: number; readonly args: { readonly player: number; readonly card: number } };
  /** What powers limit in the figure's moves (Cyberclaw, Swirling Vortex): battle/move-limits.ts. */
  readonly moveLimits: { readonly value: MoveLimits; readonly args: { readonly figure: string } };
};

/**
 * What powers limit in a figure's moves: `held`, it may not move at all nor be moved by any power;
 * `stops`, spaces where its move ends once it enters them; `unpassable`, figures it may not move
 * through, friends included.
 */
export interface MoveLimits {
  readonly held: boolean;
  readonly stops: readonly number[];
  readonly unpassable: readonly string[];
}

export const NO_MOVE_LIMITS: MoveLimits = Object.freeze({ held: false, stops: Object.freeze([]), unpassable: Object.freeze([]) });

export type HsCtx = Ctx<HsState, HsQueries, HsEvents>;

/**
 * Whether `event`'s payload is read by anyone: an effect in play that hears it (`Ctx.hears`) or
 * whoever reads the run's events (`eventsWanted`: the table, the log, a record). When not, `tell`
 * would hand the payload back unchanged and keep nothing, so a rule may skip building it.
 */
export function wanted(ctx: HsCtx, event: keyof HsEvents & string): boolean {
  return ctx.eventsWanted || ctx.hears(event);
}

/** Announces `event` to the effects in play, then emits the payload they left (not when cancelled). */
export function tell<K extends keyof HsEvents & string>(ctx: HsCtx, event: K, payload: HsEvents[K], first: number | null = null): HsEvents[K] | Cancel {
  const p = ctx.announce(event, payload, first);
  if (p !== CANCEL) ctx.emit(event, p as JsonObject);
  return p;
}
