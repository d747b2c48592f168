// The reaction windows an announced event opens (ddm-battle-rules-2011, "Activated Powers",
// "Champion Powers", "Resolving Effects"; guidelines "Attack sequence"): one `power-window` step per
// trigger bound to the event (`TriggerModule.window`), in the bindings' order, for the creature the
// event is about or for every creature in play (and those waiting to appear). The rules announce the
// moment ("Hit", "Damage", "StartOfTurn", …) and never name a trigger; the window step
// (`powers/windows.ts`) asks, orders and resolves.
import type { Step } from '../../../core/index.js';
import type { Trigger } from '../cards/schema.js';
import type { DdmEvents } from '../events.js';
import { waitingToAppear } from '../powers/appearance.js';
import { onMap } from '../rules/common.js';
import { step } from '../steps.js';
import type { DdmState } from '../state.js';
import type { WindowBinding } from './language.js';
import { TRIGGER_MODULES } from './triggers/index.js';

/** What a window on the event is about: its subject (one-creature windows), the other creature, the attack, and who is left out of an all-creature window. */
interface At {
  readonly subject: number;
  readonly other: number;
  readonly attackRecord: number;
  readonly except: number;
}

const AT: { readonly [E in keyof DdmEvents]: (p: DdmEvents[E]) => At } = {
  Miss: (p) => ({ subject: p.target, other: p.attacker, attackRecord: p.attackRecord, except: -1 }),
  // The attacker takes no part in the windows on its own targets.
  TargetsDeclared: (p) => ({ subject: -1, other: p.attacker, attackRecord: p.attackRecord, except: p.attacker }),
  AttackRoll: (p) => ({ subject: p.target, other: p.attacker, attackRecord: p.attackRecord, except: -1 }),
  Hit: (p) => ({ subject: -1, other: p.attacker, attackRecord: p.attackRecord, except: -1 }),
  AfterAttack: (p) => ({ subject: -1, other: p.attacker, attackRecord: p.attackRecord, except: -1 }),
  Damage: (p) => ({ subject: p.creature, other: p.by, attackRecord: -1, except: -1 }),
  StartOfTurn: (p) => ({ subject: p.creature, other: -1, attackRecord: -1, except: -1 }),
  EndOfTurn: (p) => ({ subject: p.creature, other: -1, attackRecord: -1, except: -1 }),
  StartOfRound: () => ({ subject: -1, other: -1, attackRecord: -1, except: -1 }),
  EndOfRound: () => ({ subject: -1, other: -1, attackRecord: -1, except: -1 }),
};

interface Bound {
  readonly trigger: Trigger;
  readonly binding: WindowBinding;
}

/** The triggers bound to each event, in window order (made once). */
const BY_EVENT = new Map<keyof DdmEvents, Bound[]>();
for (const m of Object.values(TRIGGER_MODULES)) {
  if (!m.window) continue;
  const list = BY_EVENT.get(m.window.event) ?? [];
  list.push({ trigger: m.trigger, binding: m.window });
  BY_EVENT.set(m.window.event, list);
}
for (const list of BY_EVENT.values()) list.sort((a, b) => a.binding.order - b.binding.order);

/** The window steps `event` opens now (none when no trigger is bound to it or none opens for this payload). */
export function windowsOn<E extends keyof DdmEvents>(s: DdmState, event: E, p: DdmEvents[E]): Step[] {
  const list = BY_EVENT.get(event);
  if (!list) return [];
  const at = AT[event](p);
  const out: Step[] = [];
  let subjects: number[] | null = null;
  for (const { trigger, binding } of list) {
    if (binding.opens && !binding.opens(s, p)) continue;
    if (binding.who === 'subject') {
      out.push(step('power-window', { trigger, subject: at.subject, other: at.other, attackRecord: at.attackRecord }));
      continue;
    }
    subjects ??= s.creatures.filter((o) => (onMap(o) || waitingToAppear(s, o)) && o.id !== at.except).map((o) => o.id);
    if (subjects.length > 0) out.push(step('power-window', { trigger, subjects, other: at.other, attackRecord: at.attackRecord }));
  }
  return out;
}
