// A custom power file (`cards/custom/<power>.ts`): the escape hatch of the DDM power language for a
// printed power no shared part expresses (ddm-battle-rules-2011, "HOW TO READ A CREATURE STAT CARD",
// Powers; "CORE RULES AND EXCEPTIONS": a card's own text folds at its exceptions tier). A card row
// names the file by id (`{ kind: 'custom', name, custom: '<id>' }`, cards/schema.ts); the file holds
// the power's rules text in our words and its handlers, Showdown-style: query modifiers (put into
// play for each creature with the power by rules/setup.ts) and the announced events it hears
// (resolved automatically, abilities/announce.ts).
import type { EffectHandler, Step } from '../../../../core/index.js';
import type { PowerAnswer } from '../../abilities/queries.js';
import type { DdmCtx, DdmQueries } from '../../ctx.js';
import type { DdmEvents } from '../../events.js';
import type { CreatureState, DdmState } from '../../state.js';

/** What an event handler of a custom power sees: the creature whose power it is. */
export interface CustomSubject {
  readonly ctx: DdmCtx;
  readonly subject: CreatureState;
  /** The power's printed name (for the record and duplicate effects). */
  readonly name: string;
}

export interface CustomPower {
  /** The file's name, which the card row names. */
  readonly id: string;
  /** The rulebook sections it relies on (file and section). */
  readonly section: string;
  /** Its rules text after the power's name, in the project's own words. */
  readonly text: string;
  /** Query modifiers of its effect in play (`params.creature`: the creature whose power it is). */
  readonly handler?: EffectHandler<DdmState, DdmQueries, DdmCtx>;
  /**
   * An action of its own in the turn's menu ("USE A POWER"): its slot, uses and per-turn limit are
   * those of an action power (powers/actions.ts applies them); `possible` says whether it can act
   * now, `start` spends nothing and returns the first step that carries it out (null: done).
   */
  readonly action?: CustomAction;
  /** What it tells the named queries (abilities/queries.ts) besides its action and its effect in play. */
  readonly answers?: Omit<PowerAnswer, 'actions' | 'inPlay'>;
  /**
   * Whose events its `on` handlers hear: 'self' — only those about its own creature (the event's
   * subject, abilities/windows-on.ts `AT`: the mover, the attacker of AttackDeclared and AfterAttack,
   * the creature whose turn starts …), so another creature's event is not even announced to it and
   * its payload is not built for it; 'any' (the default) — every creature's. An event with no subject
   * (Hit, TargetsDeclared, a round's start or end) is heard either way.
   */
  readonly scope?: 'self' | 'any';
  /** The announced events it hears while its creature is on the map; each handler resolves the power itself. */
  readonly on?: { readonly [E in keyof DdmEvents]?: (x: CustomSubject, payload: DdmEvents[E]) => void };
}

export interface CustomAction {
  readonly slot: 'minor' | 'move' | 'attack' | 'turn' | 'free';
  readonly uses?: number;
  readonly perTurn?: number;
  possible(ctx: DdmCtx, c: CreatureState, speed: () => number): boolean;
  start(ctx: DdmCtx, c: CreatureState): Step | null;
}

/** A creature id a custom file put in its effect's params (-1: none). */
export const idParam = (params: Readonly<Record<string, unknown>>, key: string): number => (typeof params[key] === 'number' ? params[key] : -1);

/** The creature whose power an effect in play is. */
export const owner = (params: Readonly<Record<string, unknown>>): number => idParam(params, 'creature');

/** The pass option of a window a custom file opens for its power's player. */
export const DECLINE = { id: 'no', label: 'Do not use' } as const;
