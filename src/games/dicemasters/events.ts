// Implements: dice-masters-battle-for-faerun — "★ PREVENTING AND REDIRECTING" and "★ TIMING CONFLICTS":
// the events Dice Masters rules announce (core `announce.ts`) and hold open for reactions (core
// `reaction-window.ts`), each with its payload as plain data. Handlers of the effects in play — the
// standing preventions (rules/prevent.ts) and the card abilities (abilities/, through
// rules/card-effects.ts) — listen for them by name. This file imports nothing of the rules.
import type { EffectClass } from './cards/types.js';

/** One ability use about to resolve, as a prevention sees it (rules/prevent.ts). */
export type AbilityUse = {
  readonly player: number;
  readonly kind: 'action' | 'global' | 'fielded' | 'triggered';
  /** The card whose ability it is (for prompts and the log). */
  readonly title: string;
  /** The kinds of game effect it would produce (see `EffectClass`). */
  readonly classes: readonly EffectClass[];
};

/** What a damage reaction made of a hit: prevented, or redirected to a die or a player. */
export type DamageOutcome = { readonly prevent: true } | { readonly die: number } | { readonly player: number };

/**
 * One hit about to be dealt (a power's, or an attack's between engaged dice or to the defending player):
 * to character `die` or to `player`, `amount` damage, from the player `source` (and die `sourceDie` in
 * combat), `index` among the hits dealt together. A reaction sets `outcome`.
 */
export type DamageAboutToBeDealt = {
  readonly index: number;
  readonly die?: number;
  readonly player?: number;
  readonly amount: number;
  readonly source: number;
  readonly sourceDie?: number;
  /** Damage from a character's ability ("when fielded" lines included), outside the attack step. */
  readonly fromCharacter?: boolean;
  readonly outcome?: DamageOutcome;
};

export type DmEvents = {
  /**
   * An ability use whose costs are paid is about to resolve (PREVENTING AND REDIRECTING: "When an action
   * is prevented, all of the effects of that ability are canceled"). A standing prevention cancels it
   * when announced; then it is held open for the `effect-reaction` globals (the active player first,
   * TIMING CONFLICTS). Cancelled, none of its steps run.
   */
  readonly AbilityResolving: AbilityUse;
  /**
   * Damage is about to be dealt (PREVENTING AND REDIRECTING; ASSIGN DAMAGE: every hit of one power or
   * one attack is decided before any of it lands). Held open, hit by hit, for the `damage-reaction`
   * globals of the target's controller, the active player's hits first (TIMING CONFLICTS); a reaction
   * prevents or redirects it (`outcome`) and nothing answers it.
   */
  readonly BeforeDamage: DamageAboutToBeDealt;
  /**
   * An opponent's effect other than damage has just picked character `die` (PREVENTING AND REDIRECTING:
   * moving it, swapping it out; `what` is the effect's text, `user` its player). Held open for the
   * `effect-redirect` globals of the die's controller; a redirect changes `die` (legal for the effect or
   * not) and nothing answers it. The effect then happens once, to the die the payload names.
   */
  readonly TargetChosen: { readonly die: number; readonly user: number; readonly what: string };
  /** DECLARE ATTACKERS: `player`'s dice `attackers` have just moved to the attack zone. */
  readonly AttackersDeclared: { readonly player: number; readonly attackers: readonly number[] };
  /** DECLARE BLOCKERS: every blocker of the attack is assigned (the attack step's actions come next). */
  readonly BlockersDeclared: { readonly player: number };
  /** PURCHASING A DIE: `player` has just purchased die `die` of card slot `card` (it is in their used pile). */
  readonly Purchased: { readonly player: number; readonly die: number; readonly card: number };
  /** PLAYING ACTIONS: `player` has just used action die `die` (its lines resolve first, then what this triggers). */
  readonly ActionUsed: { readonly player: number; readonly die: number };
  /** CLEANUP: `player`'s turn is ending (its dice are back and its damage cleared; effects end next). */
  readonly EndOfTurn: { readonly player: number };
  /** TURN ORDER: `player`'s turn begins (before the clear and draw step). */
  readonly StartOfTurn: { readonly player: number };
  /** ROLL AND REROLL STEP: `player` has just rolled `dice` (the dice drawn and those already in the prep area; the roll, not the reroll). */
  readonly Rolled: { readonly player: number; readonly dice: readonly number[] };
  /** ROLL AND REROLL STEP: `player`'s rolled dice are in the reserve pool; `dice` are those not rerolled (the first roll's face kept). */
  readonly RollKept: { readonly player: number; readonly dice: readonly number[] };
  /**
   * CLEAR AND DRAW STEP: `player` has just drawn die `die` from their bag. A handler that draws one more
   * die at once (Swarm) adds to `extraDraws`; the step keeps drawing until four plus those are drawn.
   */
  readonly Drawn: { readonly player: number; readonly die: number; readonly extraDraws: number };
  /** FIELD CHARACTERS, ACTIVE AND FIELDED: `player` has just fielded die `die`, whose face shows `bursts` burst symbols. */
  readonly Fielded: { readonly player: number; readonly die: number; readonly bursts: number };
  /**
   * ASSIGN DAMAGE: the attack of `player` has dealt its damage to characters (knock-outs come next);
   * `dealtBy` are the attacking and blocking dice, in die order, that damaged a character. Announced only
   * when some die did; the attacking player's effects go first.
   */
  readonly CombatDamageDealt: { readonly player: number; readonly dealtBy: readonly number[] };
  /**
   * ASSIGN DAMAGE: the attack of `player` has just dealt damage to the defending player; `dealtBy` are
   * the attacking dice whose damage (unblocked, or an Overcrush leftover) reached them, neither
   * prevented nor redirected. Announced only when the game goes on.
   */
  readonly OpponentDamaged: { readonly player: number; readonly dealtBy: readonly number[] };
  /** BONUSES AND DAMAGE: character `die` has just been dealt `amount` damage (what reductions and preventions left; knock-outs come after). */
  readonly Damaged: { readonly die: number; readonly amount: number };
  /**
   * ASSIGN DAMAGE, BONUSES AND DAMAGE: die `die` of `owner` has just been knocked out (it is in its
   * owner's prep area) by `by`, the player whose attack or effect did it; `inAttack`: during the attack
   * step; `text`: the card slot whose text the die had then (its own, or the card it copied the
   * abilities of — the copy has ended with its leaving the field). Answered by Regenerate and by the
   * capture of a character knocked out in the attack step.
   */
  readonly KnockedOut: { readonly die: number; readonly owner: number; readonly by: number; readonly inAttack: boolean; readonly text: number };
  /**
   * SHORTHAND CARD ABILITIES, Regenerate: knocked-out die `die` of `owner` rolled a character face and is
   * back in the field; `text` as in `KnockedOut` (a trigger on regenerating is on that card).
   */
  readonly Regenerated: { readonly die: number; readonly owner: number; readonly text: number };
};
