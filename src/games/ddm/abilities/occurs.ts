// An event occurs (ddm-battle-rules-2011, "Automatic Powers", "Activated Powers", "Resolving
// Effects"): the automatic powers that hear it resolve (`announce.ts`), then the reaction windows it
// opens are declared in (`windows-on.ts`). A leaf for the rule files: it names no effect module (those
// import rules), so the announcement goes through an `announce` step, which runs as soon as the
// announcing rule's step yields, before the windows.
//
// An event nobody hears costs one set lookup: `hears` answers from the events the trigger modules
// name (and the custom power files, cards/custom/), then from the battle's short list of the powers
// that hear the event (`hearers`), before any payload is built.
import type { Step } from '../../../core/index.js';
import type { Power } from '../cards/schema.js';
import type { DdmEvents } from '../events.js';
import { powersOf } from '../powers/item-powers.js';
import { onMap } from '../rules/common.js';
import type { CreatureState, DdmState } from '../state.js';
import { HEARABLE_EVENTS, triggerModule } from './triggers/index.js';
import { AT, mayOpen, windowsOn } from './windows-on.js';
import { CUSTOM_EVENTS, customPower } from '../cards/custom/index.js';

/** The events some trigger module listens for (made once): any other event has no listener. */
export const HEARD: ReadonlySet<string> = new Set([...HEARABLE_EVENTS, ...CUSTOM_EVENTS]);

/** Whether `p` is an automatic power whose trigger listens for `event`, or a power of its own file that hears it. */
export const listensTo = (p: Power, event: keyof DdmEvents): boolean =>
  p.kind === 'triggered'
    ? !p.activated && triggerModule(p.trigger).on?.[event] !== undefined
    : p.kind === 'custom' && customPower(p.custom, p.name).on?.[event] !== undefined;

/**
 * Whether an automatic power of a creature in play listens for `event`: ask it before building the
 * payload of an event nothing else needs, so an announcement nobody hears costs ~nothing.
 */
export function hears(s: DdmState, event: keyof DdmEvents, about?: number): boolean {
  if (!HEARD.has(event)) return false;
  for (const h of hearers(s, event)) if (hearsAbout(h, about) && onMap(s.creatures[h.creature] as CreatureState)) return true;
  return false;
}

/**
 * Whether `h` hears its event when it is about creature `about` (undefined: not known yet, so
 * anyone's; -1: the event has no subject). A power of its own file scoped 'self' hears only its
 * own creature's events (cards/custom/module.ts `scope`).
 */
export const hearsAbout = (h: Hearer, about: number | undefined): boolean => !h.self || about === undefined || about < 0 || about === h.creature;

/**
 * Whether `event` would do anything now — an automatic power hears it or a power could answer it in a
 * window: ask it before building a payload nothing else needs. `about`: the creature the event will
 * be about (its subject, windows-on.ts `AT`), when the caller knows it.
 */
export const answered = (s: DdmState, event: keyof DdmEvents, about?: number): boolean => hears(s, event, about) || mayOpen(s, event);

/** An automatic power of a battle's creature that hears an event: the creature, the power and its index in `powersOf`. */
export interface Hearer {
  readonly creature: number;
  readonly index: number;
  readonly power: Power & { readonly kind: 'triggered' | 'custom' };
  /** It hears only its own creature's events (a custom file scoped 'self'). */
  readonly self: boolean;
}

const NO_HEARERS: readonly Hearer[] = [];

/**
 * The hearer table of a battle, built once per card table: a battle's creatures, their cards and
 * usable items are fixed at set-up and the card table is frozen (rules/setup.ts; a test card gives
 * the battle a new table), and a state copy shares it. Whether a hearer is on the map is asked each time.
 */
const HEARER_TABLES = new WeakMap<object, ReadonlyMap<string, readonly Hearer[]>>();

/** The automatic powers of the battle's creatures that hear `event`, in creature then power order (on the map or not). */
export function hearers(s: DdmState, event: keyof DdmEvents): readonly Hearer[] {
  let table = HEARER_TABLES.get(s.cards);
  if (!table) HEARER_TABLES.set(s.cards, (table = hearerTable(s)));
  return table.get(event) ?? NO_HEARERS;
}

function hearerTable(s: DdmState): ReadonlyMap<string, readonly Hearer[]> {
  const table = new Map<string, Hearer[]>();
  for (const c of s.creatures)
    powersOf(s, c).forEach((power, index) => {
      if (power.kind !== 'triggered' && power.kind !== 'custom') return;
      for (const event of HEARD) {
        if (!listensTo(power, event as keyof DdmEvents)) continue;
        const list = table.get(event) ?? [];
        list.push({ creature: c.id, index, power, self: power.kind === 'custom' && customPower(power.custom, power.name).scope === 'self' });
        table.set(event, list);
      }
    });
  return table;
}

const announcing = <E extends keyof DdmEvents>(event: E, payload: DdmEvents[E]): Step => ({ kind: 'announce', event, payload });

/**
 * `event` occurs: the steps to push before what follows it — its announcement to the automatic powers
 * that hear it (none: no step), then the reaction windows it opens.
 */
export function occurs<E extends keyof DdmEvents>(s: DdmState, event: E, payload: DdmEvents[E]): Step[] {
  const windows = windowsOn(s, event, payload);
  return hears(s, event, AT[event](payload).subject) ? [announcing(event, payload), ...windows] : windows;
}
