/**
 * An army-card special power as one module: its key, its rules text in our own words, its handlers
 * on the battle's events and queries, and the moments of its card's turn where it adds a decision
 * (architecture, "Heroscape: how to add an army card").
 * Rulebook: heroscape-master-game-guide — "Special Powers" ("Special Attacks" are used instead of a
 * normal attack), "ATTACKING" (the you-snooze-you-lose rule: a power not used at its moment is lost
 * for that moment — so each optional power is offered once, at its moment, and passing forgoes it).
 */
import type { EffectHandler, JsonObject, OfferedOption, Option, StepHandler } from '../../../core/index.js';
import type { HsCtx, HsEvents, HsQueries } from '../battle/events.js';
import type { PathPoint, PowerStep } from '../battle/steps.js';
import type { FigureState, HsState } from '../battle/state.js';
import type { PowerParams } from '../pool/types.js';

/** A move a power offers instead of the figure's normal move (Grapple Gun). */
export interface ExtraMove {
  readonly label: string;
  readonly path: readonly PathPoint[];
  /** Falls along the path ([path point landed on, combat dice or 0 for the d20, drop]); none when absent (Grapple Gun climbs only). */
  readonly falls?: readonly (readonly [number, number, number])[];
  /** Leaving-engagement attacks along the path ([path point left from, enemy id]); when absent, every engagement the path leaves (Stealth Leap: none). */
  readonly swipes?: readonly (readonly [number, string])[];
  /** The destination's hex and level, for the table to show (the option's payload). */
  readonly payload?: { readonly q: number; readonly r: number; readonly level: number };
  /**
   * Carried out by the power instead of a walk along `path` (a placing: `path` is then only where it
   * starts and ends, nothing along it happens; abilities/placement-move.ts).
   */
  use?(ctx: HsCtx): void;
}

export interface Ability {
  /** The power's name as printed on the cards that have it. */
  readonly name: string;
  /** What the engine enforces, in our own words (rendered by `skirmish cards heroscape`). */
  readonly text: string;
  /** The text for a card's own parameters (pool/types.ts `params`), when they change it. */
  describe?(params: PowerParams): string;
  /** Its behaviour; the effect in play carries `params.card`, the index of the card it belongs to. */
  readonly handler: EffectHandler<HsState, HsQueries, HsCtx, HsEvents>;
  /** Runs once when the battle starts, before the first round (e.g. a marker put on the card). */
  atBattleStart?(ctx: HsCtx, card: number): void;
  /**
   * The card's figures start the battle off the battlefield (The Drop): premade placement skips
   * them, though they still count towards the starting zone's space limit.
   */
  readonly startsOff?: boolean;
  /** Pushes a `power` step at the start of every round, before order markers are placed. */
  readonly atRoundStart?: boolean;
  /** Pushes a `power` step once every order marker of a round is placed, before initiative is rolled (Orc Battle Rush). */
  readonly afterMarkersPlaced?: boolean;
  /**
   * Whether its `atRoundStart` / `afterMarkersPlaced` power has nothing to do this round (a first-round
   * power in a later round, no figure left to drop): then it is not used, so it pushes no step and
   * takes no part in a "Simultaneous Special Powers" roll-off (battle/simultaneous.ts). Absent: never.
   */
  idle?(s: HsState, card: number): boolean;
  /** Pushes a `power` step in its card's turn after its order marker is revealed, before moving (Bonding). */
  readonly beforeTurn?: boolean;
  /**
   * Pushes a `power` step after its card's order marker is revealed in place of the card's own turn
   * (a power used "instead of taking a turn" with the card: Mind Link); the module pushes the card's
   * own turn (turn-steps.ts `ownTurnSteps`) when the power is not used.
   */
  readonly insteadOfTurn?: boolean;
  /**
   * Pushes a `power` step whenever its player reveals an order marker on any card, before that card's
   * own powers (`data.revealed`: the revealed card's index; Healing Word).
   */
  readonly afterAnyReveal?: boolean;
  /** Pushes a `power` step in its card's turn after moving and before attacking. */
  readonly afterMove?: boolean;
  /**
   * Options this power adds to its card's attack question (special attacks, powers used "instead of
   * attacking"); their ids start with the power's key and a colon.
   */
  attackOptions?(ctx: HsCtx, card: number, attacked: readonly string[]): Option[];
  /** Carries out one of those options (it may push `power` steps); returns the figures that have now attacked. */
  useAttackOption?(ctx: HsCtx, card: number, option: OfferedOption): readonly string[];
  /** The power's own `power` steps. */
  readonly step?: StepHandler<HsState, PowerStep, HsQueries, HsEvents>;
  /** The card's figures do not stop on entering water (Slither): the move search's `waterWalk`. */
  readonly walksWater?: boolean;
  /** The card's figures count their Height this many times when moving up or down levels (Climb X2 / X3): the move search's `climbHeight`. */
  readonly climbTimes?: number;
  /** The card's figures count their Height plus this many levels when moving up or down levels (Scale): added to `climbHeight` after `climbTimes`. */
  readonly climbAdds?: number;
  /**
   * The card's figures never roll for molten lava or lava field damage and do not stop on molten
   * lava (Lava Resistant): battle/terrain-effects.ts skips their rolls, the move search's `lavaWalk`.
   */
  readonly resistsLava?: boolean;
  /** Slippery ice and heavy snow count 1 space for the card's figures (Snow and Ice Enhanced Movement): the move search's `ignoreSlow`. */
  readonly ignoresSlow?: boolean;
  /** Moves the figure may make instead of its normal move. */
  extraMoves?(ctx: HsCtx, figure: FigureState): readonly ExtraMove[];
}

/** The key of a power's module: its printed name in lower case, words joined by hyphens. */
export function abilityKey(powerName: string): string {
  return powerName
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The number of the card index an effect belongs to (`params.card`), or -1. */
export function cardParam(effect: { readonly params: JsonObject }, field = 'card'): number {
  const v = effect.params[field];
  return typeof v === 'number' ? v : -1;
}
