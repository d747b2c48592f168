// The reaction windows an announced event opens (ddm-battle-rules-2011, "Activated Powers",
// "Champion Powers", "Resolving Effects"; guidelines "Attack sequence"): one window per trigger
// bound to the event (`TriggerModule.window`), in the bindings' order, for the creature the event is
// about or for every creature in play (and those waiting to appear). The rules announce the moment
// ("Hit", "Damage", "StartOfTurn", …) and never name a trigger. Each window is the core reaction
// window in its declare-then-order mode: the creatures that may respond declare (the acting player's
// first, then by creature), then the acting player orders what was declared, and after each resolved
// power a creature may declare what that power made possible (a response to a response);
// `powers/windows.ts` is its reaction handler. Only creatures with a power for the trigger (card,
// usable item or champion power) are responders, and a window is opened only when, at its turn, one
// of them can use a power (`powers/windows.ts` `openPowerWindows`), so a window nobody can answer
// costs no window.
import { declareWindow, type Step } from '../../../core/index.js';
import type { CreatureCard, ItemCard } from '../cards/schema.js';
import type { DdmEvents } from '../events.js';
import { waitingToAppear } from '../powers/appearance.js';
import { onMap, sideOf } from '../rules/common.js';
import type { CreatureState, DdmState } from '../state.js';
import type { PowerWindowsStep } from '../steps.js';
import { AT } from './event-parties.js';
import type { WindowBinding } from './language.js';
import { TRIGGER_WINDOWS, windowKey } from './triggers/index.js';

export { AT };

/** A window by its name (a named trigger, or `composed:<event>`: `triggers/index.ts` `windowKey`). */
type Trigger = string;

interface Bound {
  readonly trigger: Trigger;
  readonly binding: WindowBinding;
}

/** The name of the power windows' reaction handler in the game's effect table (`powers/windows.ts`). */
export const POWER_WINDOW = 'powers';

/** The triggers bound to each event, in window order (made once). */
const BY_EVENT = new Map<keyof DdmEvents, Bound[]>();
for (const { key, binding } of TRIGGER_WINDOWS) {
  const list = BY_EVENT.get(binding.event) ?? [];
  list.push({ trigger: key, binding });
  BY_EVENT.set(binding.event, list);
}
for (const list of BY_EVENT.values()) list.sort((a, b) => a.binding.order - b.binding.order);

/** The events some trigger's window opens on. */
export const WINDOW_EVENTS: readonly (keyof DdmEvents)[] = [...BY_EVENT.keys()];

/** The triggers of a card's or an item's powers (and champion powers), by card object: card data is never changed in place during a battle. */
const TRIGGERS = new WeakMap<object, ReadonlySet<Trigger>>();

function triggersOf(card: CreatureCard | ItemCard): ReadonlySet<Trigger> {
  let set = TRIGGERS.get(card);
  if (!set) {
    const out = new Set<Trigger>();
    for (const p of card.powers) if (p.kind === 'triggered') out.add(windowKey(p.trigger));
    if ('championPowers' in card) for (const p of card.championPowers) out.add(windowKey(p.trigger));
    TRIGGERS.set(card, (set = out));
  }
  return set;
}

/** Whether `c` has a power for `trigger`: on its card, a usable item's, or a champion power. */
function holds(s: DdmState, c: CreatureState, trigger: Trigger): boolean {
  const card = s.cards[c.card];
  if (card && triggersOf(card).has(trigger)) return true;
  for (const i of c.usableItems) {
    const item = s.items[i];
    if (item && triggersOf(item).has(trigger)) return true;
  }
  return false;
}

/** A bound trigger with the creatures of the battle (ids, in creature order) that have a power for it. */
interface Held extends Bound {
  readonly holders: readonly number[];
}

/** Who in a battle can answer an event in a window: its bound triggers that some creature has a power for, and those creatures. */
interface EventWindows {
  readonly bound: readonly Held[];
  /** The creatures with a power for some trigger bound to the event (creature order, once each). */
  readonly openers: readonly number[];
}

const NO_WINDOWS: EventWindows = { bound: [], openers: [] };

/**
 * The window table of a battle, built once per card table: a battle's creatures, their cards and
 * usable items are fixed at set-up and the card table is frozen (rules/setup.ts; a test card gives
 * the battle a new table), and a state copy shares it. So an event costs one short list instead of
 * a scan of every creature per bound trigger; whether a listed creature is in play is asked each time.
 */
const WINDOW_TABLES = new WeakMap<object, ReadonlyMap<keyof DdmEvents, EventWindows>>();

function windowsIn(s: DdmState, event: keyof DdmEvents): EventWindows {
  let table = WINDOW_TABLES.get(s.cards);
  if (!table) WINDOW_TABLES.set(s.cards, (table = windowTable(s)));
  return table.get(event) ?? NO_WINDOWS;
}

function windowTable(s: DdmState): ReadonlyMap<keyof DdmEvents, EventWindows> {
  const table = new Map<keyof DdmEvents, EventWindows>();
  for (const [event, list] of BY_EVENT) {
    const bound: Held[] = [];
    for (const b of list) {
      const holders = s.creatures.filter((c) => holds(s, c, b.trigger)).map((c) => c.id);
      if (holders.length > 0) bound.push({ ...b, holders });
    }
    const openers = [...new Set(bound.flatMap((b) => b.holders))].sort((a, b) => a - b);
    if (bound.length > 0) table.set(event, { bound, openers });
  }
  return table;
}

/** "Resolving Effects": the player whose creature is acting (or who acts in a round phase). */
const actingPlayer = (s: DdmState): number => (s.turn ? s.turn.controller : s.actor);

const PASS = { id: 'no', label: 'Do not use' } as const;

/** A power window not opened yet: its trigger, the creatures that declare in it (in order) and the players answering for them, fixed when the event occurred. */
export type PendingWindow = PowerWindowsStep['windows'][number];

/** The core declare window for a pending window on `event`: its responders declare in their order. */
export function powerWindow(event: keyof DdmEvents, p: DdmEvents[keyof DdmEvents], w: PendingWindow, orderedBy: number): Step {
  return declareWindow(event, p, null, {
    decision: 'use-power',
    prompt: `A creature may use a power (${w.trigger}).`,
    pass: PASS,
    plainIds: true,
    declare: {
      responders: w.responders,
      players: w.players,
      orderedBy,
      // "Immediate Action", "Resolving Effects": a resolved power may be answered by a power it made possible.
      again: true,
      orderDecision: 'order-effects',
      orderPrompt: 'These powers resolve at the same time: which one first?',
      handler: POWER_WINDOW,
      params: { trigger: w.trigger },
    },
  });
}

const pending = (s: DdmState, trigger: Trigger, ids: readonly number[]): PendingWindow => ({
  trigger,
  responders: ids,
  players: ids.map((id) => sideOf(s, s.creatures[id] as CreatureState)),
});

/**
 * The step that opens the windows `event` opens now (none when no trigger is bound to it, or no
 * creature has a power for the trigger). Who declares in each, and in which order, is fixed now
 * ("Start of Turn Phase" 3, "Making an Attack" 1: the acting player's creatures first, then the other
 * player's; within a player, in creature order); each window opens only when its turn comes and some
 * of them can use a power then (`powers/windows.ts`), since the automatic powers that hear the event
 * and the windows before it resolve first and may change that.
 */
export function windowsOn<E extends keyof DdmEvents>(s: DdmState, event: E, p: DdmEvents[E]): Step[] {
  const { bound } = windowsIn(s, event);
  if (bound.length === 0) return [];
  const at = AT[event](p);
  const acting = actingPlayer(s);
  const windows: PendingWindow[] = [];
  for (const { trigger, binding, holders } of bound) {
    if (binding.who === 'subject') {
      if (holders.includes(at.subject) && (!binding.opens || binding.opens(s, p))) windows.push(pending(s, trigger, [at.subject]));
      continue;
    }
    if (binding.opens && !binding.opens(s, p)) continue;
    const ids: number[] = [];
    for (const id of holders) {
      const o = s.creatures[id] as CreatureState;
      if (id !== at.except && (onMap(o) || waitingToAppear(s, o))) ids.push(id);
    }
    ids.sort((a, b) => rank(s, a, acting) - rank(s, b, acting) || a - b);
    if (ids.length > 0) windows.push(pending(s, trigger, ids));
  }
  return windows.length === 0 ? [] : [{ kind: 'power-windows', event, payload: p, orderedBy: acting, windows }];
}

/** Whether `event` could open a window now: some creature in play (or waiting to appear) has a power for a trigger bound to it. */
export function mayOpen(s: DdmState, event: keyof DdmEvents): boolean {
  for (const id of windowsIn(s, event).openers) {
    const o = s.creatures[id] as CreatureState;
    if (onMap(o) || waitingToAppear(s, o)) return true;
  }
  return false;
}

const rank = (s: DdmState, id: number, acting: number): number => (sideOf(s, s.creatures[id] as CreatureState) === acting ? 0 : 1);
