// The DDM steps as one discriminated union: every step the battle pushes, with its fields. The
// game's step table (game.ts) is typed by it, so a step built with the wrong fields, or a handler
// reading a field its step does not have, is a type error. Creatures are named by id, attacks by
// their index on the attacker's card.
import type { Json, OfferedOption, Option, RawDecision, Step, StepHandler } from '../../core/index.js';
import type { DdmCtx, DdmQueries } from './ctx.js';
import type { DdmState } from './state.js';

/** Fields shared by the attack steps: `a` the attacker, `k` its attack's index, `t` the target (-1: not chosen yet). */
type AttackFields = { readonly a: number; readonly k: number; readonly t: number; readonly mode: string };

/** The fields of an `attack-group` step: one close/area attack's rolls, then its damage. */
export type AreaGroup = {
  readonly kind: 'attack-group';
  readonly group: number;
  /** Attacker, attack index, mode and origin square (-1,-1: none), as for `attack-roll`. */
  readonly a: number;
  readonly k: number;
  readonly mode: string;
  readonly ox: number;
  readonly oy: number;
  /** `roll`: `left` are targets still to be rolled against; `damage`: attack records still to apply. */
  readonly phase: 'roll' | 'damage';
  readonly left: readonly number[];
};

/** Opportunity attacks provoked together by `c` from enemies `es` (powers/opportunity-order.ts). */
export type OaGroup = {
  readonly kind: 'oa-group';
  readonly c: number;
  readonly es: readonly number[];
  readonly i: number;
  /** Declared attackers and their basic attack indices. */
  readonly ds: readonly number[];
  readonly dk: readonly number[];
  readonly resolving: boolean;
};

/** A reaction window (powers/windows.ts `windowsFor`). */
export type WindowStep = {
  readonly kind: 'power-window';
  readonly trigger: string;
  /** One subject (the older single form) or every candidate creature of a simultaneous window. */
  readonly subject?: number;
  readonly subjects?: readonly number[];
  readonly other: number;
  readonly atk: number;
  /** Declaration progress: index into the declaration order, and what has been declared so far. */
  readonly i?: number;
  readonly ds?: readonly number[];
  readonly dopt?: readonly string[];
  /** Set once resolution has begun: no more declarations (a resolved power must not be offered again). */
  readonly resolving?: boolean;
  /** Set once the automatic powers that trigger here have been entered among the declarations. */
  readonly auto?: boolean;
};

type Creature = { readonly c: number };
type Player = { readonly player: number };

export type DdmStep =
  // Set-up and rounds (rules/setup.ts, rules/round.ts).
  | { readonly kind: 'reveal' }
  | { readonly kind: 'map-test' }
  | ({ readonly kind: 'map-pick' } & Player)
  | ({ readonly kind: 'setup-order' } & Player)
  | ({ readonly kind: 'choose-side' } & Player)
  | ({ readonly kind: 'place' } & Creature)
  | { readonly kind: 'round-start' }
  | { readonly kind: 'activation' }
  | { readonly kind: 'check-victory' }
  | { readonly kind: 'round-end' }
  | { readonly kind: 'round-close' }
  | { readonly kind: 'initiative' }
  // A creature's turn (rules/turn.ts).
  | ({ readonly kind: 'turn-start' } & Creature)
  | ({ readonly kind: 'turn-actions' } & Creature)
  | ({ readonly kind: 'turn-end'; readonly close?: boolean } & Creature)
  // Movement (rules/movement.ts): `factor` 2 for a double move; `path` as x,y pairs; `e` the enemy taking an opportunity attack.
  | ({ readonly kind: 'move'; readonly mode: string; readonly factor: number; readonly squares?: number } & Creature)
  | ({
      readonly kind: 'move-step';
      readonly path: readonly number[];
      readonly i: number;
      readonly mode: string;
      readonly provoked: boolean;
      readonly startX: number;
      readonly startY: number;
    } & Creature)
  | { readonly kind: 'oa-window'; readonly e: number; readonly c: number }
  | ({ readonly kind: 'charge' } & Creature)
  | ({ readonly kind: 'charge-attack'; readonly t: number; readonly k: number } & Creature)
  // Attacks (rules/attack.ts): `rec` an attack record in `state.attacks`; `ox`,`oy` an origin square (-1: none).
  | ({ readonly kind: 'attack' } & AttackFields)
  | ({ readonly kind: 'attack-targets' } & AttackFields)
  | ({ readonly kind: 'attack-roll'; readonly ox: number; readonly oy: number; readonly rec: number; readonly group?: number } & AttackFields)
  | { readonly kind: 'attack-hit'; readonly rec: number; readonly k: number; readonly a: number }
  | { readonly kind: 'attack-damage'; readonly rec: number }
  | { readonly kind: 'attack-done'; readonly rec: number }
  | AreaGroup
  | { readonly kind: 'forced'; readonly a: number; readonly t: number; readonly how: string; readonly squares: number; readonly k?: number }
  // Powers (powers/*, abilities/*).
  | WindowStep
  | OaGroup
  | ({ readonly kind: 'heal-allies'; readonly within: number; readonly amount: number } & Creature)
  | ({ readonly kind: 'multi-attack'; readonly left: number; readonly melee: boolean } & Creature)
  | {
      readonly kind: 'repeat-attack';
      readonly a: number;
      readonly k: number;
      readonly prev: number;
      readonly target: string;
      readonly mode: string;
      readonly perTurn: number;
    }
  | {
      readonly kind: 'as-if-dominated';
      readonly t: number;
      readonly src: number;
      readonly by: number;
      readonly melee: boolean;
      readonly phase: string;
      readonly cond: number;
      readonly saved?: Json;
    }
  | ({ readonly kind: 'place-power' } & Creature)
  | ({ readonly kind: 'squeeze'; readonly phase: string } & Creature)
  // Mounts (rules/mount.ts, rules/mount-destroyed.ts).
  | ({ readonly kind: 'mount'; readonly m: number } & Creature)
  | ({ readonly kind: 'dismount'; readonly forced: boolean } & Creature)
  | ({ readonly kind: 'mount-fall'; readonly x: number; readonly y: number; readonly side: number } & Creature)
  | ({ readonly kind: 'charger'; readonly t: number; readonly amount: number; readonly name: string; readonly phase: string; readonly r?: number } & Creature)
  // Terrain (rules/terrain-actions.ts, rules/pit.ts).
  | ({ readonly kind: 'terrain-fall'; readonly by: number } & Creature)
  | ({ readonly kind: 'terrain-teleport' } & Creature)
  | ({ readonly kind: 'terrain-move-on'; readonly x: number; readonly y: number; readonly left: number } & Creature)
  | { readonly kind: 'pit-followup'; readonly a: number; readonly t: number; readonly k: number }
  | ({ readonly kind: 'pit-place' } & Creature);

export type DdmStepKind = DdmStep['kind'];
export type StepOf<K extends DdmStepKind> = Extract<DdmStep, { kind: K }>;

/** The handler of one step kind. */
export type DdmHandler<K extends DdmStepKind> = StepHandler<DdmState, StepOf<K>, DdmQueries>;

/** A handler for the steps of kind `K` (the type parameter names the step; the fields follow). */
export function handler<K extends DdmStepKind>(h: {
  run(ctx: DdmCtx, step: StepOf<K>): ReturnType<DdmHandler<K>['run']>;
  choose?(ctx: DdmCtx, step: StepOf<K>, option: OfferedOption, decision: RawDecision): void;
}): DdmHandler<K> {
  return h;
}

type Fields<K extends DdmStepKind> = Omit<StepOf<K>, 'kind'>;

/** Builds a step of kind `K` from its fields. */
export function step<K extends DdmStepKind>(kind: K, fields: Fields<K>): StepOf<K> {
  return { kind, ...fields } as StepOf<K>;
}

/** Whether a step taken from the core's stack is of kind `K` (the stack holds only DDM steps). */
export function isStep<K extends DdmStepKind>(st: Step, kind: K): st is Step & StepOf<K> {
  return st.kind === kind;
}

export const yesNo = (yes: string, no = 'No'): Option[] => [
  { id: 'yes', label: yes },
  { id: 'no', label: no },
];
