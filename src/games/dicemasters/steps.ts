// Implements: dice-masters-battle-for-faerun — "TURN ORDER": every step a Dice Masters turn (and a Draft
// Parties set-up) is made of, as one discriminated union, so each handler of the step table (game.ts)
// reads its own step's fields by name. Steps are plain data on the core's stack: each member is a type
// alias (not an interface) so that it is assignable to the core's JSON `Step`. The rule files that push
// steps import these types only; this file imports nothing of the rules.
import type { StepHandler, StepTable } from '../../core/index.js';
import type { Effect, EffectClass } from './cards/types.js';
import type { DmQueries } from './rules/context.js';
import type { DmState } from './types.js';

/** One part of a payment: so much energy from one source (rules/energy.ts). */
export type PaymentPart = { readonly ref: string; readonly amount: number };
export type Payment = readonly PaymentPart[];

/** Per attacking or blocking die: how much damage it deals to each engaged opponent (die id → amount). */
export type Split = Record<string, number>;

/** One hit of a power's damage: to a character (`die`) or a player, and how much. */
export type DamageHit = { readonly die?: number; readonly player?: number; readonly amount: number; readonly why?: string };

/** What a damage reaction made of a hit: prevented, or redirected to a die or a player. */
export type DamageOutcome = { readonly prevent: true } | { readonly die: number } | { readonly player: number };

/** One ability use about to resolve, as a prevention sees it (rules/prevent.ts). */
export type AbilityUse = {
  readonly player: number;
  readonly kind: 'action' | 'global' | 'fielded' | 'triggered';
  /** The card whose ability it is (for prompts and the log). */
  readonly title: string;
  /** The kinds of game effect it would produce (see `EffectClass`). */
  readonly classes: readonly EffectClass[];
};

/** The part of a triggered or shorthand ability use held behind a prevention window (rules/held-uses.ts). */
export type HeldUse =
  | { readonly what: 'swarm'; readonly player: number }
  | { readonly what: 'energy-drain'; readonly die: number }
  | { readonly what: 'regenerate'; readonly die: number; readonly koDamage: number }
  | { readonly what: 'experience'; readonly slot: number; readonly player: number }
  | { readonly what: 'equip'; readonly gear: number; readonly die: number }
  | { readonly what: 'capture'; readonly capturer: number; readonly victim: number }
  | { readonly what: 'first-damage-gain'; readonly player: number; readonly life: number; readonly draw: boolean; readonly title: string };
export type ShorthandUse = Extract<HeldUse, { what: 'swarm' | 'energy-drain' | 'regenerate' | 'experience' | 'equip' }>;

/** The `effect` step: one effect of a card being resolved, with what has been picked so far. */
export type EffectStep = {
  readonly kind: 'effect';
  readonly player: number;
  readonly effect: Effect;
  readonly bursts: number;
  /** The die whose ability it is (-1: a global ability). */
  readonly source: number;
  /** What has been picked so far (a choice that asks again keeps what it drew here). */
  picks: readonly number[];
};

/** A drafted card and how many of its dice the party uses (0: drafted but not used). */
export type DraftPick = { readonly card: string; readonly dice: number };

/** The `draft` step: everything about the draft so far. */
export type DraftStep = {
  readonly kind: 'draft';
  readonly partySize: number;
  readonly basicActions: readonly string[];
  /** Dice in the collection per card id (the card's Max unless the pool says fewer). */
  readonly dice: Readonly<Record<string, number>>;
  /** Stacks still in the centre: card ids sharing a title. */
  readonly stacks: readonly (readonly string[])[];
  /** Per player, the cards drafted with their dice. */
  readonly parties: readonly (readonly DraftPick[])[];
  readonly picker: number;
  /** What is being decided: a stack, a card of the taken stack, or how many dice. */
  readonly phase: 'stack' | 'card' | 'dice';
  /** The stack taken (phase card) or the card taken (phase dice). */
  readonly taken: readonly string[];
};

export type DmStep =
  | {
      readonly kind: 'draft-start';
      readonly partySize: number;
      readonly basicActions: number | readonly string[];
      readonly pool: readonly string[];
      readonly dice: Readonly<Record<string, number>>;
    }
  | DraftStep
  | { readonly kind: 'turn' }
  /** Clear and draw then roll; `roll`: only the roll is left (held Swarm draws came first). */
  | { readonly kind: 'turn-body'; readonly roll?: boolean }
  /** The reroll decision; class by class, `marked` are the dice chosen so far and `nextClass` the class asked next. */
  | { readonly kind: 'reroll'; readonly marked: readonly number[]; readonly nextClass?: number }
  /** The priority procedure of the main or attack step: whose turn to act, and how many passed in a row. */
  | { readonly kind: 'priority'; readonly phase: 'main' | 'attack'; actor: number; passes: number }
  /** Leftover generic energy of `player` may pay another cost at once. */
  | { readonly kind: 'batch'; readonly player: number }
  | EffectStep
  /** abilities/on-action-cant-block.ts: `player` picks an opposing character that can't block; `die` has the ability. */
  | { readonly kind: 'cant-block-pick'; readonly player: number; readonly die: number }
  | { readonly kind: 'end-main' }
  | { readonly kind: 'declare-attackers'; readonly marked: readonly number[] }
  /** Breath Weapon of a die of card slot `card`: pay to deal `damage` to the opponent and each opposing character. */
  | { readonly kind: 'breath'; readonly card: number; readonly damage: number }
  /** Blockers still to declare (null: not listed yet), and the attackers the first of them already blocks. */
  | { readonly kind: 'declare-blockers'; blockers: readonly number[] | null; blocking: readonly number[] }
  | { readonly kind: 'after-blocks' }
  /** Dice whose damage split is still to choose (null: not listed yet), and the splits chosen. */
  | { readonly kind: 'assign-damage'; toSplit: readonly number[] | null; splits: Readonly<Record<string, Split>> }
  /** abilities/on-regenerate-ko-engaged.ts: the die that regenerated, and the damage to deal. */
  | { readonly kind: 'regenerate-knock-out'; readonly die: number; readonly damage: number }
  /** The capture window for knocked-out die `die` (-1: the next one); `asked` players asked so far. */
  | { readonly kind: 'ko-window'; die: number; asked: number }
  | { readonly kind: 'cleanup' }
  /** A damage reaction window: a power's `hits` (by player `by`) or an attack's (`combat`, from its `splits`). */
  | {
      readonly kind: 'damage-reaction';
      readonly combat?: boolean;
      readonly splits?: Readonly<Record<string, Split>>;
      readonly hits?: readonly DamageHit[];
      readonly by?: number;
      readonly summary?: number | null;
      /** Indexes of the hits still to offer (null: not worked out yet). */
      queue: readonly number[] | null;
      readonly outcomes: Readonly<Record<string, DamageOutcome>>;
    }
  /** A prevention window before `use` resolves; `then` are its steps; `asked`: 0 the first player next, 1 the other, 2 nobody. */
  | { readonly kind: 'effect-reaction'; readonly use: AbilityUse; readonly then: readonly DmStep[]; asked: number; readonly first?: number }
  | ({ readonly kind: 'ability-resolve' } & HeldUse)
  /** The redirect window for character `die`, just picked by `effectStep`; `what` names the effect. */
  | { readonly kind: 'target-reaction'; readonly effectStep: EffectStep; readonly die: number; readonly what: string };

export type StepOf<K extends DmStep['kind']> = Extract<DmStep, { kind: K }>;

/** The handler of one kind of step, which reads that step's own fields. */
export type DmHandler<K extends DmStep['kind']> = StepHandler<DmState, StepOf<K>, DmQueries>;
export type DmStepTable = StepTable<DmState, DmStep, DmQueries>;
