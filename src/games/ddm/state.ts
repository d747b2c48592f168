// The DDM battle state (plain JSON data): ddm-battle-rules-2011, "PLAYING THE GAME", "Hit Points",
// "Conditions". Everything a replay needs lives here; card data is copied in once by name.
import type { GameState } from '../../core/index.js';
import type { ConditionName, CreatureCard, DamageType, Defense, Duration, ItemCard } from './cards/schema.js';
import type { DdmMap } from './geometry/index.js';

export interface Pos {
  readonly x: number;
  readonly y: number;
}

/**
 * A condition or timed effect on a creature ("Conditions", "Duration", "ONGOING DAMAGE"). Plain
 * values only: a state copy (game.ts `clone`) copies conditions one level deep.
 */
export interface Cond {
  readonly id: number;
  /** `resist-all`: a power's lasting Resist `amount` to all damage (Stoneskin), added to the card's resists. */
  /** `gained-insubstantial`: a power's lasting Insubstantial (Gaseous Form); `gained-invisible`: a power's lasting invisibility (Ghost Step). */
  readonly kind: ConditionName | 'ongoing' | 'attack-penalty' | 'defense-bonus' | 'resist-all' | 'gained-insubstantial' | 'gained-invisible';
  /** The power that caused it: same-named penalties and bonuses apply once ("Duplicate Effects"). */
  readonly name: string;
  readonly amount: number;
  readonly dtype: DamageType;
  readonly defense: Defense | 'all';
  readonly duration: Duration | 'until-hit';
  /** The creature that caused it (-1: none), and the player controlling that creature then (for Dominated). */
  readonly source: number;
  readonly sourcePlayer: number;
  /** Applied during the affected creature's own turn: "its next turn" is then the following one. */
  ownTurn: boolean;
  /** "(save ends both)": one save ends it with every other save-ends effect of the same name and source marked so. */
  readonly together?: true;
}

export interface CreatureState {
  readonly id: number;
  readonly card: string;
  readonly label: string;
  readonly owner: number;
  /** Squares on a side of its space now: the card's size, or 2 for a squeezed Huge creature ("Squeezing"). */
  size: number;
  pos: Pos | null;
  hp: number;
  maxHp: number;
  bloodied: number;
  destroyed: boolean;
  /** Times it has started a turn this round (Multi-Activation allows more than one). */
  activations: number;
  readonly items: string[];
  /** Items it can use (level/keyword/faction/alignment fit); others are only carried. */
  readonly usableItems: string[];
  championUses: number;
  conds: Cond[];
  /** Last legal position it occupied ("Occupying a Non-Legal Position"). */
  lastLegal: Pos | null;
  /** A movement mode a power grants for the move it is making ("moves up to … with Flight"); absent otherwise. */
  moveMode?: 'flight' | 'burrow';
  /**
   * Leaving its square by its own move or charge while the opportunity attacks that provokes resolve
   * ("Opportunity Attacks", Moving out of a square); noted only for a creature whose card asks
   * (Defensive Mobility "while moving": abilities/queries.ts `marksLeaving`), absent otherwise.
   */
  leaving?: true;
  /**
   * How many times it has become bloodied ("Hit Points"), counted only for a creature whose card asks
   * ("when this creature first becomes bloodied": abilities/queries.ts `countsBloodied`), absent otherwise.
   */
  bloodiedTimes?: number;
  /**
   * Holds bonus hit points ("Hit Points", Bonus Hit Points: current HP raised by a power, above the
   * maximum if so): 'damaged' when it was damaged before gaining them (it is still considered damaged),
   * 'undamaged' otherwise; absent for every other creature, and again once it is below its maximum.
   */
  bonusHp?: 'damaged' | 'undamaged';
}

/** The creature taking its turn and what it has used ("Take Actions Phase"). */
export interface TurnState {
  readonly creature: number;
  /** Who decides for it this turn (its owner, or the dominating player). */
  controller: number;
  attack: boolean;
  move: boolean;
  minor: boolean;
  /** Dazed/Dominated/Confused: only one action in all. */
  single: boolean;
  /** Confused 6-10: no actions at all this turn. */
  noActions: boolean;
  charged: boolean;
  /** Plodding: at most one move action this turn (no move substituted for the attack, no double move); `moved` once it is taken. */
  oneMove?: boolean;
  moved?: boolean;
  /** Feral Surge ("Take 1 extra move action this turn"): move actions beyond the turn's own, taken after its move action and before the attack action is substituted. */
  extraMoves?: number;
  readonly start: Pos | null;
  /** Creatures that used their one immediate action / opportunity attack during this turn. */
  immediate: number[];
  oa: number[];
  /** Champion powers used this turn, as "creature:index". */
  champion: string[];
  /** Skullcleaver: the creature whose attack being declared is a critical hit (set in the AttackDeclared window, cleared at its next declaration). */
  declaredCrit?: number;
}

/** One attack roll against one target, from the roll to "after attack" ("Making an Attack"). */
export interface AttackRec {
  readonly id: number;
  readonly attacker: number;
  /** Index into the attacker's card attacks. */
  readonly attack: number;
  target: number;
  /** The target first chosen (a redirected attack measures from its space). */
  readonly originalTarget: number;
  readonly mode: 'action' | 'charge' | 'opportunity' | 'immediate';
  rolls: number[];
  hits: number;
  hit: boolean;
  crit: boolean;
  /** Redirected (Bodyguard) or rerolled (Second Chance) already. */
  redirected: boolean;
  rerolled: boolean;
  /** A cancellation effect (Second Chance) asked for the roll to be made again. */
  rollAgain: boolean;
  /** The attack's own "On miss, re-roll once" was used on this roll. */
  missRerolled?: true;
  /** A power made the declared attack a critical hit (Skullcleaver): it hits and is a critical hit, as against a Helpless target. */
  declaredCrit?: true;
  /** A power made the attack miss as it was declared (Agile Leap): no die is rolled, the attack misses. */
  declaredMiss?: true;
  combatAdvantage: boolean;
  /** Close/area attacks: all targets are rolled first, then damage is applied together (-1: none). */
  readonly group: number;
  /** An area/close origin square (for cover), or null. */
  origin: Pos | null;
  /** A power counting its attacks' hits under this key (steps.ts AttackFields `tally`), and +N to this roll (`extra`). */
  readonly tally?: string;
  readonly extra?: number;
}

export interface DdmState extends GameState {
  readonly cards: Record<string, CreatureCard>;
  readonly items: Record<string, ItemCard>;
  readonly points: number;
  /** "SCENARIOS AND VARIANTS": absent for the standard Assault (rules/scenarios.ts). */
  readonly scenario?: 'bounty' | 'quick-raid' | 'uncontested-victory';
  readonly warbandNames: string[];
  creatures: CreatureState[];
  vp: number[];
  round: number;
  /** Start-area side of each player ('A' or 'B'). */
  side: string[];
  /** Winner of the last champion test. */
  champion: number;
  /** Player going first this round. */
  first: number;
  /** The player taking a player's turn now, and how many creature turns are left in it. */
  actor: number;
  left: number;
  turn: TurnState | null;
  /** Player who scored last (tie rule: if both reach the target, the next player to score wins). */
  tieBreak: boolean;
  /** The first player to score after a tie at the target (-1: none yet). */
  tieWinner: number;
  nextCondId: number;
  /** The attack being resolved, shared by the steps and reaction windows of its sequence. */
  attacks: Record<string, AttackRec>;
  nextAttackId: number;
  /** The map candidates of the warbands (the champion-test winner picks one). */
  maps: DdmMap[];
  map: DdmMap;
}
