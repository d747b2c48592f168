/**
 * The Heroscape steps: one discriminated union, each kind named after the rule it runs.
 * Rulebook: heroscape-master-game-guide — "A ROUND OF PLAY" and "ON YOUR TURN".
 */
import type { JsonObject } from '../../../core/index.js';
import type { HsEvents } from './events.js';
import type { Marker, TurnMarker } from './state.js';

/** One position along a path: head space and tail space (-1 for single-space figures). */
export type PathPoint = readonly [head: number, tail: number];

export type HsStep =
  | { readonly kind: 'roll-draft-order'; readonly rolling: readonly number[] }
  /**
   * One draft pick: `picks` cards left in this go, `goes` goes so far, `done` players whose armies are
   * complete; with three or more players, `snake` is the back-and-forth draft's first drafter and
   * direction (+1: to the left).
   */
  | {
      readonly kind: 'draft-pick';
      readonly player: number;
      readonly picks: number;
      readonly goes: number;
      readonly done: readonly number[];
      readonly snake?: { readonly first: number; readonly dir: 1 | -1 };
    }
  | { readonly kind: 'roll-deploy-order'; readonly rolling: readonly number[] }
  | { readonly kind: 'deploy-figure'; readonly player: number; readonly figure: string }
  | { readonly kind: 'start-round' }
  | { readonly kind: 'wellspring'; readonly player: number; readonly figure: string }
  | { readonly kind: 'place-marker'; readonly player: number; readonly marker: Marker }
  | { readonly kind: 'roll-placement-order'; readonly rolling: readonly number[] }
  | { readonly kind: 'roll-initiative'; readonly rolling: readonly number[] }
  | { readonly kind: 'take-turn'; readonly player: number; readonly marker: TurnMarker }
  | {
      readonly kind: 'choose-mover';
      readonly player: number;
      readonly card: number;
      readonly moved: readonly string[];
      /** The Door adjustment that would undo the one just made at this question (not offered again until another choice). */
      readonly undo?: string;
    }
  | { readonly kind: 'choose-destination'; readonly player: number; readonly card: number; readonly figure: string }
  | {
      readonly kind: 'walk';
      readonly figure: string;
      readonly path: readonly PathPoint[];
      /** Falls: [index of the path point landed on, combat dice or 0 for the d20, drop in levels]. */
      readonly falls: readonly (readonly [number, number, number])[];
      /** Leaving-engagement attacks: [index of the path point left from, enemy id]. */
      readonly swipes: readonly (readonly [number, string])[];
      readonly at: number;
      /** Whether the leaving-engagement attacks at `at` have been offered already. */
      readonly left: boolean;
      /** The path point where dropping a carried treasure glyph was last offered ("Dropping Treasure Glyphs"). */
      readonly dropAsked?: number;
      /** The figure has just entered the path point `at` and the powers it set off have run: its falls come next. */
      readonly entered?: true;
    }
  /** Runs once the leaving-engagement window closes: the walk goes on if the mover survived. */
  | { readonly kind: 'after-leaving-engagement'; readonly walk: WalkStep; readonly payload?: HsEvents['LeaveEngagement'] }
  | {
      readonly kind: 'choose-attack';
      readonly player: number;
      readonly card: number;
      readonly attacked: readonly string[];
      /** The Door adjustment that would undo the one just made at this question (not offered again until another choice). */
      readonly undo?: string;
    }
  /**
   * One figure's defense against an attack roll (`defense-step.ts`): the Ring of Protection may be
   * asked before the defense roll; the wounds left go through `woundFigure`.
   */
  | {
      readonly kind: 'defend';
      readonly attacker: string;
      readonly defender: string;
      /** The defense dice; null: worked out when the figure defends (each figure a special attack affects). */
      readonly dice: number | null;
      readonly skulls: number;
      readonly special: boolean;
      readonly cause: string;
      /** Wound markers the Whetstone of Venom adds if this attack wounds. */
      readonly venom: number;
    }
  /** Wounds its carrier is about to receive, waiting for the Scarab of Invulnerability's question (`wound-step.ts`); `by`: the attacking figure, if an attack gives them. */
  | { readonly kind: 'wound'; readonly player: number; readonly figure: string; readonly wounds: number; readonly cause: string; readonly by?: string }
  /** A power's own decision or roll, dispatched to its module (`abilities/`): `power` is its key, `card` its card. */
  | { readonly kind: 'power'; readonly power: string; readonly card: number; readonly player: number; readonly data: JsonObject }
  /** "Simultaneous Special Powers": a d20 roll-off among the players holding the same power at one moment, then its steps in that order. */
  | { readonly kind: 'roll-simultaneous'; readonly power: string; readonly steps: readonly PowerStep[]; readonly rolling: readonly number[] }
  /**
   * A glyph's decision or roll (`glyph-step.ts`): the Glyph of Erland's summoning, a treasure glyph
   * tried or dropped after a move or dropped during it (`drop`), a figure returned by Sturla, Nilrend's card, Wannok's roll and the
   * wound it makes an opponent give; Revenant's Tome's figure placed (`tome`), its attack (`tome-attack`)
   * and its destruction after it (`tome-end`).
   */
  | {
      readonly kind: 'glyph';
      readonly action: 'erland' | 'treasure' | 'drop' | 'sturla' | 'nilrend' | 'wannok' | 'wannok-wound' | 'tome' | 'tome-attack' | 'tome-end';
      readonly player: number;
      readonly figure: string;
      readonly space: number;
    }
  /** "Destroying a Common figure …": the player may place the first destroyed figure of matching Common cards on any of them (`commons-step.ts`). */
  | { readonly kind: 'place-destroyed'; readonly player: number; readonly figure: string }
  /** "Losing Treasure Glyphs": the player of a destroyed carrier chooses which glyph goes onto each of `spaces` (`treasure-losing.ts`). */
  | { readonly kind: 'lose-treasure'; readonly player: number; readonly figure: string; readonly spaces: readonly number[] }
  | { readonly kind: 'end-turn'; readonly player: number }
  /** `glyphs`: the end-of-round glyph rolls (Wannok) are done; `told`: the end of the round was told (lava fields rolled). */
  | { readonly kind: 'end-round'; readonly glyphs?: true; readonly told?: true };

export type PowerStep = Extract<HsStep, { kind: 'power' }>;
export type WalkStep = Extract<HsStep, { kind: 'walk' }>;
export type DefendStep = Extract<HsStep, { kind: 'defend' }>;
export type StepOf<K extends HsStep['kind']> = Extract<HsStep, { kind: K }>;
