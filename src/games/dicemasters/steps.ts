// Implements: dice-masters-battle-for-faerun — "TURN ORDER": every step a Dice Masters turn (and a Draft
// Parties set-up) is made of, as one discriminated union, so each handler of the step table (game.ts)
// reads its own step's fields by name. Steps are plain data on the core's stack: each member is a type
// alias (not an interface) so that it is assignable to the core's JSON `Step`. The rule files that push
// steps import these types only; this file imports nothing of the rules.
import type { StepHandler, StepTable } from '../../core/index.js';
import type { DamageKind, Effect } from './cards/types.js';
import type { DmQueries } from './rules/context.js';
import type { AbilityUse, DamageAboutToBeDealt, DamageOutcome, DmEvents } from './events.js';

export type { AbilityUse, DamageOutcome };
import type { DmState } from './types.js';

/** One part of a payment: so much energy from one source (rules/energy.ts). */
export type PaymentPart = { readonly ref: string; readonly amount: number };
export type Payment = readonly PaymentPart[];

/** Per attacking or blocking die: how much damage it deals to each engaged opponent (die id → amount). */
export type Split = Record<string, number>;

/** One hit of a power's damage: to a character (`die`) or a player, and how much. */
/** `src`: the character die whose ability deals it, when there is one (damage reductions by source: abilities/damage-reduction.ts). */
/** `kind`: what kind of source deals it (cards/types.ts `DamageKind`), when the dealer says. */
export type DamageHit = {
  readonly die?: number;
  readonly player?: number;
  readonly amount: number;
  readonly why?: string;
  readonly src?: number;
  readonly kind?: DamageKind;
};

/** The part of a triggered or shorthand ability use held behind a prevention window (rules/held-use.ts; its module's `held` resolves it). */
export type HeldUse =
  | { readonly what: 'swarm'; readonly player: number }
  | { readonly what: 'energy-drain'; readonly die: number }
  | { readonly what: 'regenerate'; readonly die: number; readonly text: number }
  | { readonly what: 'experience'; readonly slot: number; readonly player: number }
  | { readonly what: 'equip'; readonly gear: number; readonly die: number }
  | { readonly what: 'capture'; readonly capturer: number; readonly victim: number }
  | { readonly what: 'first-damage-gain'; readonly player: number; readonly life: number; readonly draw: boolean; readonly title: string };

/** The `effect` step: one effect of a card being resolved, with what has been picked so far. */
export type EffectStep = {
  readonly kind: 'effect';
  readonly player: number;
  readonly effect: Effect;
  readonly bursts: number;
  /** The die whose ability it is (-1: a global ability). */
  readonly source: number;
  /** Set for a "when fielded" line's effect (ACTIVE AND FIELDED: text may name those effects as a source). */
  readonly use?: 'fielded';
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
  /** abilities/end-of-attack-ko.ts: the end of the attack step, after its damage and before the cleanup step. */
  | { readonly kind: 'attack-end' }
  /** abilities/breath-rider.ts: what card `card`'s Breath Weapon does to the opposing characters it damaged (`before`: [die, damage] before it) or knocked out; `left`: knock-out triggers still to offer. */
  | {
      readonly kind: 'breath-rider';
      readonly card: number;
      readonly player: number;
      readonly before: readonly (readonly [number, number])[];
      left: number | null;
    }
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
  /**
   * Damage about to be dealt: a power's `hits` (by player `by`) or an attack's (`combat`, from its
   * `splits`), each hit in `queue` held open in the reaction window in turn (`payload`: the hit just
   * decided), then dealt once with the `outcomes` (rules/redirect.ts).
   */
  | {
      readonly kind: 'pending-damage';
      readonly combat?: boolean;
      readonly splits?: Readonly<Record<string, Split>>;
      readonly hits?: readonly DamageHit[];
      readonly by?: number;
      readonly summary?: number | null;
      /** Indexes of the hits still to offer (null: not worked out yet). */
      queue: readonly number[] | null;
      readonly outcomes: Readonly<Record<string, DamageOutcome>>;
      readonly payload?: DamageAboutToBeDealt;
    }
  /** `use` is about to resolve: announced, then held open for preventions (`first` answers first, else the active player). */
  | { readonly kind: 'ability-use'; readonly use: AbilityUse; readonly then: readonly DmStep[]; readonly first?: number }
  /** The steps of an ability use nobody prevented (the reaction window's continuation, with its final payload). */
  | { readonly kind: 'ability-steps'; readonly steps: readonly DmStep[]; readonly payload?: AbilityUse }
  | ({ readonly kind: 'ability-resolve' } & HeldUse)
  /** `effectStep`'s effect on the character its `TargetChosen` window settled on (`payload.die`). */
  | { readonly kind: 'target-chosen'; readonly effectStep: EffectStep; readonly payload?: DmEvents['TargetChosen'] };

export type StepOf<K extends DmStep['kind']> = Extract<DmStep, { kind: K }>;

/** The handler of one kind of step, which reads that step's own fields. */
export type DmHandler<K extends DmStep['kind']> = StepHandler<DmState, StepOf<K>, DmQueries, DmEvents>;
export type DmStepTable = StepTable<DmState, DmStep, DmQueries, DmEvents>;
