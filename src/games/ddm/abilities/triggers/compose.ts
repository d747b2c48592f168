// Triggers as compositions (ddm-battle-rules-2011, "Activated Powers", "Automatic Powers", COMMON
// TRIGGERED POWERS): a trigger is an announced event's window binding × condition parts
// (`../conditions/`); it holds when every condition holds (their AND, in order), and its automatic
// powers hear the event itself (who the event is about: `../event-parties.ts`). A named trigger is the
// short name of such a composition (`named`: its card wording, its window among the event's windows,
// its conditions); a card row may also write one out (`{ event, conditions }`, `composedTrigger`),
// whose "when" clause is then worded from its parts (`events.ts`).
import type { ComposedTrigger, Trigger, TriggerCondition } from '../../cards/schema.js';
import type { DdmEvents } from '../../events.js';
import type { CreatureState } from '../../state.js';
import { conditionWords, holdsAll } from '../conditions/index.js';
import type { ConditionWords } from '../conditions/module.js';
import { AT } from '../event-parties.js';
import type { Situation, TriggerBehaviour, TriggerModule, WindowBinding } from '../language.js';
import { EVENT_PARTS, type Phrase } from './events.js';

type Heard<E extends keyof DdmEvents> = (
  x: { readonly ctx: Situation['ctx']; readonly subject: CreatureState },
  payload: DdmEvents[E],
) => { readonly other: CreatureState | null } | null;
type On = NonNullable<TriggerBehaviour['on']>;

/**
 * The automatic listener of a composition on its window's event: the event is about this creature
 * (a one-creature binding) or this creature is not left out of it (an all-creature binding), the
 * binding's `opens` agrees, and the conditions hold on the situation the event makes.
 */
function hearing<E extends keyof DdmEvents>(window: WindowBinding<E>, conditions: readonly TriggerCondition[]): Heard<E> {
  return ({ ctx, subject }, p) => {
    const s = ctx.state;
    const at = AT[window.event](p);
    if (window.who === 'subject' ? at.subject !== subject.id : at.except === subject.id) return null;
    if (window.opens && !window.opens(s, p)) return null;
    // The binding's own other party ("that enemy") when it names one, else the event's.
    const otherId = window.other ? window.other(p) : at.other;
    const other = otherId >= 0 ? (s.creatures[otherId] ?? null) : null;
    const rec = at.attackRecord >= 0 ? (s.attacks[String(at.attackRecord)] ?? null) : null;
    if (at.attackRecord >= 0 && !rec) return null;
    const x: Situation = { ctx, subject, other, rec, ...(at.attackIndex === undefined ? {} : { attackIndex: at.attackIndex }) };
    return holdsAll(x, conditions) ? { other } : null;
  };
}

function onEvent<E extends keyof DdmEvents>(window: WindowBinding<E>, conditions: readonly TriggerCondition[]): On {
  const on: On = {};
  // One entry, typed by its event where it is made (`hearing`).
  Object.assign(on, { [window.event]: hearing(window, conditions) });
  return on;
}

export interface NamedComposition<K extends Trigger> extends Pick<TriggerBehaviour, 'areaOrder' | 'on'> {
  readonly trigger: K;
  /** The card's wording of the composition. */
  readonly text: string;
  readonly window?: WindowBinding;
  readonly conditions: readonly TriggerCondition[];
  /** Its automatic powers hear its window's event (absent: only its explicit `on`, or none). */
  readonly heard?: boolean;
}

/** A named trigger from its composition. */
export function named<K extends Trigger>(c: NamedComposition<K>): TriggerModule<K> {
  const { conditions, window, heard, ...rest } = c;
  const on = heard && window ? onEvent(window, conditions) : c.on;
  return {
    ...rest,
    ...(window ? { window } : {}),
    ...(on ? { on } : {}),
    holds: (x) => holdsAll(x, conditions),
  };
}

const AN = /^[aeiou]/i;

/** A party's phrase from the words its conditions give it. */
function phrase(words: readonly ConditionWords[], party: ConditionWords['party'], noun: string): Phrase {
  const mine = words.filter((w) => w.party === party);
  const said = mine.some((w) => w.noun !== undefined || w.pre !== undefined || w.post !== undefined);
  const n = [...mine].reverse().find((w) => w.noun !== undefined)?.noun ?? noun;
  const post = mine.flatMap((w) => (w.post ? [w.post] : [])).join(' ');
  if (n === 'this creature') return { head: n, post, said };
  const body = [...mine.flatMap((w) => (w.pre ? [w.pre] : [])), n].join(' ');
  return { head: `${AN.test(body) ? 'an' : 'a'} ${body}`, post, said };
}

/** The "when" clause of a composed trigger, worded from its event and conditions. */
export function composedText(t: ComposedTrigger): string {
  const words = t.conditions.map(conditionWords);
  return EVENT_PARTS[t.event].sentence({
    actor: phrase(words, 'actor', 'creature'),
    target: phrase(words, 'target', 'creature'),
    attack: phrase(words, 'attack', 'attack'),
  });
}

/** A composed trigger's behaviour (made once per trigger object: card data never changes in place). */
const COMPOSED = new WeakMap<ComposedTrigger, TriggerBehaviour>();

export function composedTrigger(t: ComposedTrigger): TriggerBehaviour {
  let b = COMPOSED.get(t);
  if (!b) {
    const { window } = EVENT_PARTS[t.event];
    COMPOSED.set(t, (b = { text: composedText(t), window, on: onEvent(window, t.conditions), holds: (x) => holdsAll(x, t.conditions) }));
  }
  return b;
}
