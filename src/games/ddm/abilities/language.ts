// The DDM power language: a triggered, activated or champion power is a trigger (when: an announced
// event × condition parts, `triggers/`, `conditions/`), a target (who: `targets/`), an effect (what
// it does, with its parameters), a duration (how long a lasting effect lasts: `durations/`) and the
// card's use limits; an action power is an action slot, an effect and a duration.
// ddm-battle-rules-2011, "HOW TO READ A STAT CARD" (Powers), "Automatic Powers",
// "Activated Powers", "USE A POWER". One module per trigger (`triggers/`) and per effect
// (`effects/`) holds its rendered rules text and its behaviour, so a power combining known parts is
// card data only, and a new part is one new file (the registries in `index.ts` are mapped types:
// a missing module is a type error).
import type { Option, Step } from '../../../core/index.js';
import type { Duration, PowerEffect, PowerTarget, Trigger } from '../cards/schema.js';
import type { DdmCtx } from '../ctx.js';
import type { DdmEvents } from '../events.js';
import type { Geo } from '../geo.js';
import type { AttackRec, CreatureState, DdmState } from '../state.js';

export type EffectOf<K extends PowerEffect['kind']> = Extract<PowerEffect, { kind: K }>;

/** What a trigger or a reaction effect sees: the creature whose power it is, the other creature (the attacker, the ally) and the attack being resolved. */
export interface Situation {
  readonly ctx: DdmCtx;
  readonly subject: CreatureState;
  readonly other: CreatureState | null;
  readonly rec: AttackRec | null;
  /** In a window on a declared attack (no record yet): the declared attack's index on the attacker's card. */
  readonly attackIndex?: number;
}

/**
 * Where a trigger's reaction window opens (`windows-on.ts`): on which announced event, in which order
 * among that event's windows (lower first), and for whom — `subject`, the creature the event is
 * about, or `all` creatures in play (and those waiting to appear).
 */
export interface WindowBinding<E extends keyof DdmEvents = keyof DdmEvents> {
  readonly event: E;
  readonly order: number;
  readonly who: 'subject' | 'all';
  /** Whether the window opens for this payload (absent: always). */
  opens?(s: DdmState, p: DdmEvents[E]): boolean;
  /** "That enemy" of the powers declared in it, when not the event's own (`event-parties.ts`): an enemy that becomes bloodied. */
  other?(p: DdmEvents[E]): number;
}

/** A trigger's window binding, typed by its event. */
export const windowOn = <E extends keyof DdmEvents>(event: E, b: Omit<WindowBinding<E>, 'event'>): WindowBinding => ({ event, ...b });

/**
 * What a trigger — named or composed (`triggers/compose.ts`: an event binding × condition parts) —
 * tells the rules: its words, its window, whether it holds, the events its automatic powers hear.
 */
export interface TriggerBehaviour {
  /** The "when" clause: "an enemy misses this creature with a melee attack", "the start of a round". */
  readonly text: string;
  /**
   * For the several rolls of one close or area attack (`rules/roll-order.ts`, "Resolving Effects"):
   * the stage whose order a limited reaction with this trigger can make matter — the rolls, or their
   * damage and effects — and whether `reactor` could answer the one on `target` at all.
   */
  readonly areaOrder?: {
    readonly stage: 'roll' | 'damage';
    mayAnswer(s: DdmState, g: Geo, reactor: CreatureState, attacker: CreatureState, target: CreatureState): boolean;
  };
  /** The reaction window in which its activated, champion and automatic powers are declared and resolved. */
  readonly window?: WindowBinding;
  /** Whether the trigger's situation holds for this subject now (in a reaction window). */
  holds(x: Situation): boolean;
  /**
   * The announced events this trigger listens for (automatic powers, `announce.ts`): whether it
   * holds for `subject` on this payload, and the other creature it concerns ("that enemy").
   */
  readonly on?: {
    readonly [E in keyof DdmEvents]?: (
      x: { readonly ctx: DdmCtx; readonly subject: CreatureState },
      payload: DdmEvents[E],
    ) => { readonly other: CreatureState | null } | null;
  };
}

/** A named trigger: the short name of a composition (`triggers/<trigger>.ts`). */
export interface TriggerModule<K extends Trigger = Trigger> extends TriggerBehaviour {
  readonly trigger: K;
}

/** A power as used: its name (for uses, duplicate effects and the record) and its duration part (a lasting effect's). */
export interface PowerUse {
  readonly name: string;
  readonly duration?: Duration | undefined;
  /** Its target part (`targets/`): who the effect affects, when not the effect's own default. */
  readonly target?: PowerTarget | undefined;
}

export interface PowerEffectModule<K extends PowerEffect['kind'] = PowerEffect['kind']> {
  readonly kind: K;
  /** The effect's clause of the rules text ("this creature heals 10 HP"); a lasting effect words its power's `duration` too, an effect that reads a target part its `target`. */
  text(e: EffectOf<K>, duration?: Duration, target?: PowerTarget): string;
  /** It gives the creature an action, which an inactive creature cannot take ("Automatic Powers"). */
  readonly grantsAction?: boolean;
  /** It can put a creature that is not in play yet onto the map ("Set-Up", Delayed Appearance). */
  readonly entersPlay?: boolean;
  /** As a reaction: whether it could do something now (absent: always). */
  possible?(x: Situation, e: EffectOf<K>, use?: PowerUse): boolean;
  /** A bonus the creature already has in full under the same power's name ("Duplicate Effects"): not offered. */
  pointless?(x: Situation, e: EffectOf<K>, use: PowerUse): boolean;
  /** The options a player declares it with when it has a choice (absent: one option, `base`); `use`: the power's name, duration and target part. */
  choices?(x: Situation, e: EffectOf<K>, base: Option, use?: PowerUse): Option[];
  /** Resolves it as a triggered, activated or champion power (absent: it does nothing as a reaction). */
  resolve?(x: Situation, e: EffectOf<K>, use: PowerUse, choice: string | undefined): void;
  /** As an action power in the turn's menu: whether it can act now, and the step that carries it out. */
  readonly action?: {
    possible(ctx: DdmCtx, c: CreatureState, e: EffectOf<K>, speed: () => number): boolean;
    start(ctx: DdmCtx, c: CreatureState, e: EffectOf<K>): Step | null;
  };
}
