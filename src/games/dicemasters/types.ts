// Implements: dice-masters-battle-for-faerun — "PLAY AREAS", "DICE", "CARDS AND DICE", "ENERGY AND COSTS".
// The plain-data model of a Dice Masters game: dice as typed faces, the seven play areas per player,
// the unpurchased dice sitting on their cards, and per-card bookkeeping (experience tokens).
import type { GameState } from '../../core/index.js';

export const BOOK = 'dice-masters-battle-for-faerun';

/** The four named energy types (ENERGY AND COSTS). */
export type EnergyType = 'fist' | 'bolt' | 'mask' | 'shield';
export const ENERGY_TYPES: readonly EnergyType[] = ['fist', 'bolt', 'mask', 'shield'];

/**
 * One die face. Energy faces carry one or two symbols of a type, a wildcard "?" (1, matches any type)
 * or a generic "2" (two energy, matches no type). Character faces carry a level with fielding cost,
 * attack and defense; action faces only bursts. `bursts` is 0, 1 or 2 (the star symbols).
 */
export type Face =
  | { readonly t: 'energy'; readonly type: EnergyType; readonly n: 1 | 2 }
  | { readonly t: 'wild' }
  | { readonly t: 'generic'; readonly n: number }
  | { readonly t: 'char'; readonly level: number; readonly cost: number; readonly a: number; readonly d: number; readonly bursts: 0 | 1 | 2 }
  | { readonly t: 'action'; readonly bursts: 0 | 1 | 2 };

/** Where a die is (PLAY AREAS). `supply` = still on its card, unpurchased; `captured` = under a capturing die. */
export type Zone = 'supply' | 'bag' | 'prep' | 'reserve' | 'field' | 'attack' | 'used' | 'out' | 'captured';
export const PLAYER_ZONES = ['bag', 'prep', 'reserve', 'field', 'attack', 'used', 'out', 'captured'] as const;
export type PlayerZone = (typeof PLAYER_ZONES)[number];

export interface DieState {
  readonly id: number;
  /** Index into state.cards. */
  readonly card: number;
  /** The player who brought (or bought) the die; -1 while a basic action die is unpurchased. Changed
   *  only through rules/zones.ts (`changeOwner`), which keeps the state's zone index current. */
  readonly owner: number;
  /** Index of the face showing (0–5). */
  face: number;
  /** Changed only through rules/zones.ts (`moveDie`), which keeps the state's zone index current. */
  readonly zone: Zone;
  /** Damage marked this turn (BONUSES AND DAMAGE). */
  damage: number;
  /** +A / +D bonuses gained this turn (BONUSES AND DAMAGE: they last until the end of the turn). */
  bonusA: number;
  bonusD: number;
  /** Partially spent this turn: July 2014 rule (2), such a die cannot be rerolled. */
  partial: boolean;
  /** Entered the used pile after being used this turn: July 2014 rule (3), it cannot go to the bag this turn. */
  usedThisTurn: boolean;
  /** Attackers: the blockers engaged with it; blockers: the attackers they block (ids). Replaced,
   *  never changed in place, so that copies of the state can share it (clone.ts). */
  engaged: readonly number[];
  /** Attackers: true once blocked (ATTACKING AND BLOCKING: it stays blocked). */
  blocked: boolean;
  /** The capturing die's id while captured, and where the die returns when the capture ends. */
  capturedBy: number;
  returnTo: Zone;
  /** Gear (Equip): the id of the character this die is attached to, or -1 when unattached. */
  attachedTo: number;
  /** CAPTURING, CONTROLLING, AND COPYING: while another player controls this die, who owns it, the
   *  area it was taken from, and whether it stays in the field when it attacks unblocked. */
  control: { readonly from: number; readonly back: Zone; readonly keepUnblocked: boolean } | null;
}

export interface CardSlot {
  /** Key into the card catalogue. */
  readonly key: string;
  /** Player who brought the card; -1 for the basic action cards in the centre (community property). */
  readonly owner: number;
  /** Experience tokens on this card (SHORTHAND CARD ABILITIES: Experience). */
  xp: number;
}

export type StepName = 'draft' | 'clear-and-draw' | 'roll-and-reroll' | 'main' | 'attack' | 'cleanup';

export interface PlayerState {
  readonly name: string;
  life: number;
  readonly startLife: number;
  /** Generic energy gained for missing dice at clear and draw (not dice; lost at the next clear). */
  tokenEnergy: number;
  /** Knocked out an opposing monster during this own turn (Experience). */
  koMonster: boolean;
}

/**
 * The ids of each owner's dice in each area, in die order (rules/zones.ts): derived from the dice, so
 * left out of the state's hash. Each list is replaced, never changed in place, so copies share them.
 */
export type ZoneIndex = (readonly number[])[];

export interface DmState extends GameState {
  readonly cards: CardSlot[];
  dice: DieState[];
  zoneIndex: ZoneIndex;
  players: PlayerState[];
  active: number;
  step: StepName;
  turn: number;
  /** Leftover generic energy of a batch payment (PURCHASING A DIE: paying several costs at once). */
  float: number;
  floatOwner: number;
  /** Dice knocked out since the last capture window (CAPTURING: "whenever a character is knocked out"). */
  knockedOut: number[];
}
