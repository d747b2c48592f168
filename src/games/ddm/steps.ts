// The DDM steps as one discriminated union: every step the battle pushes, with its fields. The
// game's step table (game.ts) is typed by it, so a step built with the wrong fields, or a handler
// reading a field its step does not have, is a type error. Creatures are named by id, attacks by
// their index on the attacker's card.
import type { Json, OfferedOption, Option, RawDecision, Step, StepHandler } from '../../core/index.js';
import type { DdmCtx, DdmQueries } from './ctx.js';
import type { DdmState } from './state.js';
import type { DdmEvents } from './events.js';
import type { AttackEffect, ConditionName, DamageType, Size } from './cards/schema.js';

/** Fields shared by the attack steps: the attacker, its attack's index on its card, the target (-1: not chosen yet). */
/**
 * `tally`: a power that counts its attacks' hits (powers/actions.ts `multi-attack`) — each hit that stands is marked
 * in the turn's counters under this key and under key:target; `extra`: +N to this attack's roll ("+4 Attack on the second").
 */
type AttackFields = {
  readonly attacker: number;
  readonly attackIndex: number;
  readonly target: number;
  readonly mode: string;
  readonly tally?: string;
  readonly extra?: number;
};

/** The fields of an `attack-group` step: one close/area attack's rolls, then its damage. */
export type AreaGroup = {
  readonly kind: 'attack-group';
  readonly group: number;
  /** Attacker, attack index, mode and origin square (-1,-1: none), as for `attack-roll`. */
  readonly attacker: number;
  readonly attackIndex: number;
  readonly mode: string;
  readonly originX: number;
  readonly originY: number;
  /** `roll`: `left` are targets still to be rolled against; `damage`: attack records still to apply. */
  readonly phase: 'roll' | 'damage';
  readonly left: readonly number[];
};

/** An event announced to the automatic powers that hear it, by a rule that cannot resolve powers itself (abilities/occurs.ts, run by abilities/announce.ts). */
export type AnnounceStep = {
  readonly [E in keyof DdmEvents]: { readonly kind: 'announce'; readonly event: E; readonly payload: DdmEvents[E] };
}[keyof DdmEvents];

/**
 * The power windows an event opens, still to open (abilities/windows-on.ts, run by powers/windows.ts):
 * each window's trigger, its responders in declaration order and the players answering for them,
 * and the acting player who orders what is declared, all fixed when the event occurred.
 */
export type PowerWindowsStep = {
  readonly [E in keyof DdmEvents]: {
    readonly kind: 'power-windows';
    readonly event: E;
    readonly payload: DdmEvents[E];
    readonly orderedBy: number;
    readonly windows: readonly { readonly trigger: string; readonly responders: readonly number[]; readonly players: readonly number[] }[];
  };
}[keyof DdmEvents];

type Creature = { readonly creature: number };
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
  // Movement (rules/movement.ts): `factor` 2 for a double move; `path` as x,y pairs, `next` the next pair to enter.
  // `awayFrom`: a power's "to a space not adjacent to" that creature (rules/movement.ts endsAwayFrom);
  // `minimum`: only ends at least that many squares from the start ('Movement' triggers); `stay`: it may move 0 squares.
  // `originX`,`originY` (move-step): where a move split by an attack began (abilities/effects/move-attack-during.ts).
  | ({
      readonly kind: 'move';
      readonly mode: string;
      readonly factor: number;
      readonly squares?: number;
      readonly awayFrom?: number;
      /** A power's "must end adjacent to that enemy": only ends adjacent to one of these creatures (abilities/effects/shift-next-to-enemy.ts). */
      readonly nextTo?: readonly number[];
      readonly minimum?: number;
      readonly stay?: boolean;
    } & Creature)
  | ({
      readonly kind: 'move-step';
      readonly path: readonly number[];
      readonly next: number;
      readonly mode: string;
      readonly provoked: boolean;
      readonly startX: number;
      readonly startY: number;
      readonly originX?: number;
      readonly originY?: number;
    } & Creature)
  // A power's move made with a movement mode for that move only (abilities/effects/move-up-to-speed.ts): `phase` 'move', then 'end' drops the mode.
  | ({ readonly kind: 'move-in-mode'; readonly moveMode: 'flight' | 'burrow'; readonly phase: 'move' | 'end' } & Creature)
  | ({ readonly kind: 'charge' } & Creature)
  | ({ readonly kind: 'charge-attack'; readonly target: number; readonly attackIndex: number } & Creature)
  // Attacks (rules/attack.ts): `record` an attack record in `state.attacks`; `originX`,`originY` an origin square (-1: none).
  // `declared`: its use was checked off when the power that makes it was declared (abilities/effects/move-then-attack.ts).
  | ({ readonly kind: 'attack'; readonly declared?: boolean } & AttackFields)
  | ({ readonly kind: 'attack-targets' } & AttackFields)
  | ({ readonly kind: 'attack-roll'; readonly originX: number; readonly originY: number; readonly record: number; readonly group?: number } & AttackFields)
  | { readonly kind: 'attack-hit'; readonly record: number; readonly attackIndex: number; readonly attacker: number }
  | { readonly kind: 'attack-damage'; readonly record: number }
  | { readonly kind: 'attack-done'; readonly record: number }
  // "Make up to N attacks" (rules/attacks-up-to.ts): `left` attacks still allowed, `done` the targets attacked so far.
  | {
      readonly kind: 'attacks-up-to';
      readonly attacker: number;
      readonly attackIndex: number;
      readonly mode: string;
      readonly left: number;
      readonly done: readonly number[];
      /** Where each earlier target stood when it was chosen (a destroyed one is off the map). */
      readonly doneAt: readonly ({ readonly x: number; readonly y: number } | null)[];
    }
  // "Hit Points": a creature at 0 HP or lower whose "when destroyed" powers were answered is removed (rules/hit-points.ts).
  | ({ readonly kind: 'destroy'; readonly by: number; readonly fromAttack: boolean } & Creature)
  | AreaGroup
  | {
      readonly kind: 'forced';
      readonly attacker: number;
      readonly target: number;
      readonly how: string;
      readonly squares: number;
      readonly attackIndex?: number;
      /** "(must end adjacent to this creature)": only ends adjacent to the attacker. */
      readonly endAdjacent?: boolean;
      /** "pull target exactly N squares": only ends N squares away, or where it can go no farther. */
      readonly exactly?: boolean;
    }
  // Powers (powers/*, abilities/*): an event announced to the automatic powers that hear it (abilities/occurs.ts).
  | AnnounceStep
  | PowerWindowsStep
  | ({ readonly kind: 'heal-allies'; readonly within: number; readonly amount: number } & Creature)
  // "1 adjacent <condition> creature takes N damage" (abilities/damage-one-adjacent.ts): its player picks the creature.
  | ({
      readonly kind: 'damage-one-adjacent';
      readonly amount: number;
      readonly type: DamageType;
      readonly vs?: ConditionName;
      readonly enemy?: true;
    } & Creature)
  | ({ readonly kind: 'damage-one-adjacent'; readonly amount: number; readonly type: DamageType; readonly vs?: ConditionName } & Creature)
  // A power's damage with no attack roll, pushed by a custom power file (abilities/power-damage.ts): `by` credited, `why` the power's name.
  | ({ readonly kind: 'power-damage'; readonly amount: number; readonly type: DamageType; readonly by: number; readonly why: string } & Creature)
  // "Switch positions with that creature" (abilities/swap-adjacent.ts): its player picks the creature.
  | ({ readonly kind: 'swap-adjacent'; readonly maxSize: Size; readonly maxLevel: number } & Creature)
  // "Make N basic attacks" (powers/actions.ts); `same`: all against one target, `target` once chosen, `pick` the attack whose target is being asked.
  | ({
      readonly kind: 'multi-attack';
      readonly left: number;
      readonly melee: boolean;
      readonly mayStop?: true;
      readonly same?: true;
      readonly target?: number;
      readonly pick?: number;
      /** "Against each …": the targets still to attack, in order. */
      readonly targets?: readonly number[];
      /** A power ending a charge (powers/charge-powers.ts): its attacks are charge attacks, `first` the target of the next one only. */
      readonly charge?: true;
      readonly first?: number;
      /**
       * "If both hit, target is also …" / "If the first hits, +N Attack on the second": the hits are counted under `tally`
       * (rules/attack.ts), `total` the attacks of the power, `bothHit` the effects on a target every attack hit, `firstHit`
       * the bonus to the second attack's roll when the first hit; `last` the last attack made (for the effects' name).
       */
      readonly tally?: string;
      readonly total?: number;
      readonly bothHit?: readonly AttackEffect[];
      readonly firstHit?: number;
      readonly last?: number;
      /** "vs. an Immobilized target": the target (asked, as `same`'s) only among creatures with this condition. */
      readonly vs?: ConditionName;
    } & Creature)
  // A power's move of up to `squares` (at least `minimum` away, 0: none), then the card's attack `attackIndex` (abilities/effects/move-then-attack.ts).
  | ({
      readonly kind: 'move-attack';
      readonly phase: 'move' | 'attack';
      readonly mode?: 'flight' | 'burrow';
      readonly squares: number;
      readonly minimum: number;
      readonly attackIndex: number;
    } & Creature)
  // A power's move of up to `squares` with one basic attack (melee only: `melee`) at any point of it
  // (abilities/effects/move-attack-during.ts): 'first' the move up to the attack, 'attack', 'rest' the
  // `squares` left; the whole move ends at least `minimum` squares from where it began (`originX`,`originY`).
  | ({
      readonly kind: 'move-attack-during';
      readonly phase: 'first' | 'attack' | 'rest';
      readonly squares: number;
      readonly minimum: number;
      readonly melee: boolean;
      readonly originX: number;
      readonly originY: number;
    } & Creature)
  // A power's move of up to `squares`, then a basic attack (melee: `melee`) against each enemy whose
  // squares it entered (abilities/effects/move-attack-entered.ts): `path` the squares walked as x,y
  // pairs, `entered` enemy id and the path index where it was first entered, in pairs.
  | ({
      readonly kind: 'move-attack-entered';
      readonly phase: 'move' | 'attack';
      readonly squares: number;
      readonly melee: boolean;
      readonly path: readonly number[];
      readonly entered: readonly number[];
    } & Creature)
  | {
      readonly kind: 'repeat-attack';
      readonly attacker: number;
      readonly attackIndex: number;
      readonly prev: number;
      readonly target: string;
      readonly mode: string;
      readonly perTurn: number;
    }
  | {
      readonly kind: 'as-if-dominated';
      readonly target: number;
      readonly source: number;
      readonly controller: number;
      readonly melee: boolean;
      readonly phase: string;
      readonly cond: number;
      readonly saved?: Json;
    }
  // Ambush: the enemy chosen for the power `power`'s bonus (abilities/effects/ambush.ts).
  | ({ readonly kind: 'ambush'; readonly power: string } & Creature)
  | ({ readonly kind: 'place-power' } & Creature)
  // A power's teleport of its creature (abilities/effects/teleport-self.ts): up to `squares` squares, nearer an enemy when `closer`.
  | ({ readonly kind: 'teleport-self'; readonly squares: number; readonly closer: boolean } & Creature)
  // A power placing its creature beside the target of the attack that triggered it (abilities/effects/place-adjacent-target.ts).
  | ({ readonly kind: 'place-adjacent-target'; readonly target: number } & Creature)
  // A power placing its creature near an ally (abilities/effects/place-near-ally.ts): within `within` squares of one with `keyword` of level `level` or more.
  // `keyword` holds the keywords joined by "|"; `nonGood`: non-Good allies only; `startArea`: its start area too (Bones).
  | ({
      readonly kind: 'place-near-ally';
      readonly within: number;
      readonly keyword: string;
      readonly level: number;
      readonly nonGood?: boolean;
      readonly startArea?: boolean;
    } & Creature)
  | ({ readonly kind: 'squeeze'; readonly phase: string } & Creature)
  // Mounts (rules/mount.ts, rules/mount-destroyed.ts).
  | ({ readonly kind: 'mount'; readonly mount: number } & Creature)
  | ({ readonly kind: 'dismount'; readonly forced: boolean } & Creature)
  | ({ readonly kind: 'mount-fall'; readonly x: number; readonly y: number; readonly side: number } & Creature)
  | ({
      readonly kind: 'charger';
      readonly target: number;
      readonly amount: number;
      readonly name: string;
      readonly phase: string;
      readonly rider?: number;
    } & Creature)
  // Terrain (rules/terrain-actions.ts, rules/pit.ts).
  | ({ readonly kind: 'terrain-fall'; readonly by: number } & Creature)
  | ({ readonly kind: 'terrain-teleport' } & Creature)
  | ({ readonly kind: 'terrain-move-on'; readonly x: number; readonly y: number; readonly left: number } & Creature)
  | { readonly kind: 'pit-followup'; readonly attacker: number; readonly target: number; readonly attackIndex: number }
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
