// Announcing a DDM event (`../events.ts`) to the automatic triggered powers in play
// (ddm-battle-rules-2011, "Automatic Powers": "whenever …", they happen on their own, active or
// inactive, without a decision). Each such power of a creature on the map (card or usable item) is an
// effect instance of its trigger's module, built when the event is announced (not stored in the
// state): it listens for the events its trigger names (`TriggerModule.on`) and, when the trigger
// holds, its effect module resolves it. The core orders the listeners (`core/announce.ts`: tier,
// priority, the acting player's first, then creature and power order). Activated and champion powers
// are declared in reaction windows instead (`powers/windows.ts`); `occurs.ts` does both for an event.
//
// An announcement nobody hears costs one set lookup (`hears`, `occurs.ts`), the powers that hear an
// event are listed once per battle (`hearers`, `occurs.ts`), and the effect instances
// of the powers in play are made once per power and creature, so the core's cached listener list
// (`core/announce.ts`) is reused.
import { announceTo, Tier, type Cancel, type EffectInstance, type EventHandler, type ListenerTable } from '../../../core/index.js';
import type { Power } from '../cards/schema.js';
import type { DdmCtx } from '../ctx.js';
import type { DdmEvents } from '../events.js';
import { powersOf } from '../powers/item-powers.js';
import { hasUse, onMap, spendUse } from '../rules/common.js';
import type { CreatureState, DdmState } from '../state.js';
import { effectModule } from './index.js';
import { HEARABLE_EVENTS, triggerModule, TRIGGER_KEYS, windowKey } from './triggers/index.js';
import { HEARD, hearers, hearsAbout } from './occurs.js';
import { AT } from './windows-on.js';
import { handler } from '../steps.js';
import { CUSTOM_POWERS, customHandlerName, customPower } from '../cards/custom/index.js';
import { rechargeOn } from './recharge-on-event.js';

type Listeners = ListenerTable<DdmCtx, DdmEvents>;

/** A trigger's listener entry, by its key (a named trigger, or the composed triggers' on an event). */
const handlerOf = (key: string): string => `trigger:${key}`;

/** Room for a creature's powers in a listener's id (creature id × this + power index), so age is creature order then power order. */
const PER_CREATURE = 1000;

/** The creature and the power a listener's effect instance stands for (its params name both). */
function listenerPower(s: DdmState, e: EffectInstance): { subject: CreatureState; power: Power | undefined } {
  const subject = s.creatures[Number(e.params['creature'])] as CreatureState;
  return { subject, power: powersOf(s, subject)[Number(e.params['power'])] };
}

/** The listener for `event`: it checks the power's own trigger on the payload, then resolves the power. */
function listenerFor<E extends keyof DdmEvents>(event: E): EventHandler<DdmCtx, DdmEvents[E]> {
  return {
    // A card power that applies where the rules are silent ("Core Rules and Exceptions").
    tier: Tier.PERMISSIVE_CARD,
    run(ctx, e, p) {
      const { subject, power } = listenerPower(ctx.state, e);
      if (!power || power.kind !== 'triggered') return;
      const holds = triggerModule(power.trigger).on?.[event];
      if (!holds) return;
      const held = holds({ ctx, subject }, p);
      if (!held || !hasUse(ctx, subject, power.name, power.uses)) return;
      spendUse(ctx, subject, power.name, power.uses);
      // The attack the event is about, when it is one (an effect on "the target of that attack").
      const at = AT[event](p).attackRecord;
      const rec = at >= 0 ? (ctx.state.attacks[String(at)] ?? null) : null;
      effectModule(power.effect).resolve?.({ ctx, subject, other: held.other, rec }, power.effect, power, undefined);
      const other = held.other ? { target: held.other.id, targetLabel: held.other.label } : {};
      ctx.emit('power', { creature: subject.id, label: subject.label, power: power.name, ...other });
      rechargeOn(ctx, subject, { event: 'uses-power', power: power.name });
    },
  };
}

/** A trigger's handlers by event name (each typed by its event where it is made, in `listenerFor`). */
type Handlers = { [event: string]: EventHandler<DdmCtx, object> };

/** A custom power's listener for `event` (cards/custom/): its own handler resolves it. */
function customListenerFor<E extends keyof DdmEvents>(id: string, event: E): EventHandler<DdmCtx, DdmEvents[E]> {
  return {
    tier: Tier.PERMISSIVE_CARD,
    run(ctx, e, p) {
      const { subject, power } = listenerPower(ctx.state, e);
      if (power?.kind === 'custom') customPower(id, power.name).on?.[event]?.({ ctx, subject, name: power.name }, p);
    },
  };
}

/** One listener table entry per trigger key (each hears every event a trigger may be heard on; the power's own trigger decides), and one per custom power file that hears some. */
const LISTENERS: Listeners = Object.fromEntries([
  ...TRIGGER_KEYS.map((key) => {
    const on: Handlers = {};
    for (const event of HEARABLE_EVENTS as (keyof DdmEvents)[]) on[event] = listenerFor(event);
    return [handlerOf(key), { on }];
  }),
  ...[...CUSTOM_POWERS.values()].map((p) => {
    const on: Handlers = {};
    for (const event of Object.keys(p.on ?? {}) as (keyof DdmEvents)[]) on[event] = customListenerFor(p.id, event);
    return [customHandlerName(p.id), { on }];
  }),
]);

/** Each power's effect instance per creature (by power object: card data never changes in place), so the listener list is the same objects each time. */
const INSTANCES = new WeakMap<Power, Map<string, EffectInstance>>();

function instanceOf(c: CreatureState, p: Power & { readonly kind: 'triggered' | 'custom' }, i: number): EffectInstance {
  let byCreature = INSTANCES.get(p);
  if (!byCreature) INSTANCES.set(p, (byCreature = new Map()));
  const key = `${c.id}:${c.owner}:${i}`;
  let e = byCreature.get(key);
  if (!e) {
    const handler = p.kind === 'custom' ? customHandlerName(p.custom) : handlerOf(windowKey(p.trigger));
    e = { id: c.id * PER_CREATURE + i, name: `${p.name}#${c.id}`, handler, owner: c.owner, params: { creature: c.id, power: i } };
    byCreature.set(key, e);
  }
  return e;
}

/** The automatic powers in play whose trigger listens for `event`, as effect instances (named per creature: each keeps its own). */
function listeners(s: DdmState, event: keyof DdmEvents, about: number): EffectInstance[] {
  const out: EffectInstance[] = [];
  for (const h of hearers(s, event)) {
    const c = s.creatures[h.creature] as CreatureState;
    if (hearsAbout(h, about) && onMap(c)) out.push(instanceOf(c, h.power, h.index));
  }
  return out;
}

/** "Resolving Effects": the player whose creature is acting goes first. */
const acting = (s: DdmState): number => (s.turn ? s.turn.controller : s.actor);

/** Announces `event`: the automatic powers that listen for it resolve in order; returns the payload as they left it. */
export function announce<K extends keyof DdmEvents & string>(ctx: DdmCtx, event: K, payload: DdmEvents[K]): DdmEvents[K] | Cancel {
  const s = ctx.state;
  if (!HEARD.has(event)) return payload;
  return announceTo<DdmCtx, DdmEvents, K>(ctx, event, payload, listeners(s, event, AT[event](payload).subject), LISTENERS, acting(s));
}

/** The step that announces an event for a rule that cannot resolve powers itself (`occurs.ts`): it runs as soon as that rule's step yields. */
export const announceStep = handler<'announce'>({
  run(ctx, st) {
    announceEvent(ctx, st);
  },
});

/** Announces the event an `announce` step carries (its event and payload agree by construction: `occurs.ts`). */
function announceEvent<K extends keyof DdmEvents & string>(ctx: DdmCtx, st: { readonly event: K; readonly payload: DdmEvents[K] }): void {
  announce(ctx, st.event, st.payload);
}
