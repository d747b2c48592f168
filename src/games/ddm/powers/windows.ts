// Implements ddm-battle-rules-2011, "Automatic Powers", "Activated Powers" (active only; the owner
// chooses), "COMMON TRIGGERED POWERS", "Champion Powers" (uses = champion rating, each once per
// creature's turn, not while inactive or dazed), "Resolving Effects" (cancellation effects first),
// "Immediate Action" (one per creature's turn); guidelines "Declare target(s)" T2 (Defender) and T3
// (Bodyguard redirect). The windows are the core reaction window in its declare-then-order mode
// (`abilities/windows-on.ts` opens them); this file is the reaction handler that says what each
// creature may declare, what is still valid and how a declared power resolves. A creature is asked
// only when a power can legally be used, so bots never see a choice they could not make.
import type { EffectTable, Option, ReactionHandler } from '../../../core/index.js';
import type { Duration, PowerEffect, PowerTarget, TriggerRef } from '../cards/schema.js';
import { cardOf, hasUse, onMap, spendUse } from '../rules/common.js';
import { canReact } from '../rules/conditions.js';
import type { AttackRec, CreatureState, DdmState } from '../state.js';
import { effectModule } from '../abilities/index.js';
import { triggerModule, windowKey, windowOther } from '../abilities/triggers/index.js';
import type { Situation } from '../abilities/language.js';
import { waitingToAppear } from './appearance.js';
import type { DdmCtx, DdmQueries } from '../ctx.js';
import type { DdmEvents } from '../events.js';
import { AT, POWER_WINDOW, powerWindow, WINDOW_EVENTS, type PendingWindow } from '../abilities/windows-on.js';
import { handler, type PowerWindowsStep } from '../steps.js';
import { powerAnswers, type TriggeredPower } from '../abilities/queries.js';
import { rechargeOn } from '../abilities/recharge-on-event.js';

interface Usable {
  readonly id: string;
  readonly label: string;
  readonly name: string;
  readonly effect: PowerEffect;
  /** The power's duration part (a lasting effect's). */
  readonly duration: Duration | undefined;
  /** The power's target part, if it has one. */
  readonly target: PowerTarget | undefined;
  /** Its trigger (an automatic power whose trigger hears the window's event resolved when it was announced). */
  readonly trigger: TriggerRef;
  readonly champion: number;
  readonly uses: number | undefined;
  readonly immediate: boolean;
  /** An automatic triggered power ("Automatic Powers"): it happens, nobody chooses to use it. */
  readonly automatic: boolean;
}

function championOk(s: DdmState, c: CreatureState, idx: number): boolean {
  const rating = cardOf(s, c).championRating ?? 0;
  if (c.championUses >= rating) return false;
  return !s.turn?.champion.includes(`${c.id}:${idx}`);
}

/** The powers `subject` may use in this trigger window right now (given the attack record, if any): those whose trigger is declared in it and holds. */
function usable(ctx: DdmCtx, trigger: string, subject: CreatureState, other: CreatureState | null, rec: AttackRec | null, attackIndex?: number): Usable[] {
  const s = ctx.state;
  const out: Usable[] = [];
  // A delayed creature not in play yet may use only the power that puts it on the map ("Set-Up").
  const waiting = waitingToAppear(s, subject);
  if (!waiting && !onMap(subject)) return out;
  // Activated and champion powers need an active, undazed creature; automatic ones happen anyway
  // ("Automatic Powers": active or inactive), without the actions they would grant.
  const react = waiting || canReact(subject);
  const card = cardOf(s, subject);
  // Card powers and the powers of usable items ("HOW TO READ AN ITEM STAT CARD", Actions).
  const powers = powerAnswers(s, subject).triggered;
  if (waiting && !someInWindow(powers, trigger, 'enters-play')) return out;
  // An inactive or dazed creature can only have an automatic power for this trigger: skip the rest early.
  if (!react && !someInWindow(powers, trigger, 'automatic')) return out;
  const x: Situation = { ctx, subject, other, rec, ...(attackIndex === undefined ? {} : { attackIndex }) };
  // Each power's own trigger decides (a window on composed triggers holds several); a named window's are all one trigger.
  // Loops, not callbacks: this runs for every responder of every window.
  const held = new Map<TriggerRef, boolean>();
  for (const p of powers) {
    if (!holdsIn(x, trigger, p.trigger, held)) continue;
    if (!p.activated && (waiting || (!react && (p.action !== 'none' || effectModule(p.effect).grantsAction === true)))) continue;
    if (p.activated && !react) continue;
    if (waiting && effectModule(p.effect).entersPlay !== true) continue;
    if (!hasUse(ctx, subject, p.name, p.uses)) continue;
    const immediate = p.action === 'immediate';
    if (immediate && s.turn?.immediate.includes(subject.id)) continue;
    // A card may forbid immediate actions (Intimidator's aura); asked only for an immediate power.
    if (immediate && !ctx.query('takesImmediateActions', true, { creature: subject.id })) continue;
    out.push({
      id: `power:${p.name}`,
      label: p.name,
      name: p.name,
      effect: p.effect,
      duration: p.duration,
      target: p.target,
      trigger: p.trigger,
      champion: -1,
      uses: p.uses,
      immediate,
      automatic: !p.activated,
    });
  }
  if (react) {
    const champion = card.championPowers;
    for (let i = 0; i < champion.length; i++) {
      const p = champion[i] as (typeof champion)[number];
      if (waiting || !holdsIn(x, trigger, p.trigger, held) || !championOk(s, subject, i)) continue;
      out.push({
        id: `champion:${i}`,
        label: `${subject.label} champion power`,
        name: `${card.name} champion power ${i + 1}`,
        effect: p.effect,
        duration: p.duration,
        target: p.target,
        trigger: p.trigger,
        champion: i,
        uses: undefined,
        immediate: false,
        automatic: false,
      });
    }
  }
  const kept: Usable[] = [];
  for (const u of out) if (offerable(x, u)) kept.push(u);
  return kept;
}

/** Whether some power's trigger is declared in the window `trigger` and (`enters-play`) puts its creature on the map or (`automatic`) is automatic. */
function someInWindow(powers: readonly TriggeredPower[], trigger: string, which: 'enters-play' | 'automatic'): boolean {
  for (const p of powers) {
    if (windowKey(p.trigger) !== trigger) continue;
    if (which === 'automatic' ? !p.activated : effectModule(p.effect).entersPlay === true) return true;
  }
  return false;
}

/** Whether trigger `t` is declared in the window `trigger` and holds now (`memo`: one answer per trigger object in a call). */
function holdsIn(x: Situation, trigger: string, t: TriggerRef, memo: Map<TriggerRef, boolean>): boolean {
  let h = memo.get(t);
  if (h === undefined) memo.set(t, (h = windowKey(t) === trigger && triggerModule(t).holds(x)));
  return h;
}

/**
 * Whether the power could do something now (its effect module's `possible`) and is not a bonus the
 * creature already has in full under the same name ("Duplicate Effects"; a bot never wastes a use).
 */
function offerable(x: Situation, u: Usable): boolean {
  const m = effectModule(u.effect);
  return (m.possible?.(x, u.effect, u) ?? true) && !(m.pointless?.(x, u.effect, u) ?? false);
}

/** What a window on `event` is about: the other creature and the attack (gone: the attack record was cleared, the window does nothing). */
function about<E extends keyof DdmEvents>(
  ctx: DdmCtx,
  event: E,
  p: DdmEvents[E],
  trigger: string,
): { other: CreatureState | null; rec: AttackRec | null; gone: boolean; attackIndex?: number } {
  const s = ctx.state;
  const at = AT[event](p);
  // A trigger may name another creature of the event as "that enemy" (an enemy that becomes bloodied).
  const otherId = windowOther(trigger)?.(p) ?? at.other;
  const other = otherId >= 0 ? (s.creatures[otherId] ?? null) : null;
  const rec = at.attackRecord >= 0 ? (s.attacks[String(at.attackRecord)] ?? null) : null;
  return { other, rec, gone: at.attackRecord >= 0 && !rec, ...(at.attackIndex === undefined ? {} : { attackIndex: at.attackIndex }) };
}

/** The window's name (a named trigger, or the composed triggers' on its event). */
const triggerOf = (params: { readonly [k: string]: unknown }): string => String(params['trigger']);

/** A declared option id is the power's id, then `|` and the choice declared with it, if any. */
const powerId = (optionId: string): string => optionId.split('|')[0] ?? '';

/**
 * The reaction handler of the power windows on `event`: every creature that can use a power for the
 * window's trigger declares it (automatic powers are entered without a question; a creature may
 * declare several of its powers, one at a time); the declared powers resolve "simultaneously": with
 * two or more, the acting player chooses which resolves next; each resolves completely, with whatever
 * it starts, before the next ("Serial Effects"). A declared power whose trigger is no longer valid when
 * its turn comes (e.g. the attack was already redirected) does nothing and spends nothing.
 */
function powerReactions<E extends keyof DdmEvents>(event: E): ReactionHandler<DdmCtx, DdmEvents[E]> {
  return {
    offers(ctx, effect, p, _player, responding) {
      const subject = responding && ctx.state.creatures[responding.responder];
      const { other, rec, gone, attackIndex } = about(ctx, event, p, triggerOf(effect.params));
      if (!subject || gone) return [];
      const taken = new Set(responding.declared.map(powerId));
      const list = usable(ctx, triggerOf(effect.params), subject, other, rec, attackIndex).filter((u) => !u.automatic && !taken.has(u.id));
      const options: Option[] = [];
      for (const u of list) {
        const base = { id: u.id, label: u.label };
        const m = effectModule(u.effect);
        if (m.choices) options.push(...m.choices({ ctx, subject, other, rec, ...(attackIndex === undefined ? {} : { attackIndex }) }, u.effect, base, u));
        else options.push(base);
      }
      return options;
    },
    automatic(ctx, effect, p, by) {
      const subject = ctx.state.creatures[by];
      const { other, rec, gone, attackIndex } = about(ctx, event, p, triggerOf(effect.params));
      if (!subject || gone) return [];
      // An automatic power whose trigger hears this event resolved when it was announced (`abilities/announce.ts`).
      return usable(ctx, triggerOf(effect.params), subject, other, rec, attackIndex)
        .filter((u) => u.automatic && !triggerModule(u.trigger).on?.[event])
        .map((u) => u.id);
    },
    valid(ctx, effect, p, by, optionId) {
      const subject = ctx.state.creatures[by];
      const { other, rec, gone, attackIndex } = about(ctx, event, p, triggerOf(effect.params));
      const id = powerId(optionId);
      return !!subject && !gone && usable(ctx, triggerOf(effect.params), subject, other, rec, attackIndex).some((u) => u.id === id);
    },
    label: (ctx, _e, _p, by, optionId) => `${ctx.state.creatures[by]?.label ?? '?'}: ${powerLabel(optionId)}`,
    prompt: (ctx, effect, _p, by) => `${ctx.state.creatures[by]?.label ?? '?'} may use a power (${triggerOf(effect.params)}).`,
    resolve(ctx, effect, p, optionId, _player, by) {
      const s = ctx.state;
      const subject = by === undefined ? undefined : s.creatures[by];
      const { other, rec, attackIndex } = about(ctx, event, p, triggerOf(effect.params));
      if (!subject) return;
      const [id, choice] = optionId.split('|');
      const u = usable(ctx, triggerOf(effect.params), subject, other, rec, attackIndex).find((x) => x.id === id);
      if (!u) return;
      if (u.champion >= 0) {
        subject.championUses++;
        s.turn?.champion.push(`${subject.id}:${u.champion}`);
      } else spendUse(ctx, subject, u.name, u.uses);
      if (u.immediate) s.turn?.immediate.push(subject.id);
      ctx.emit('power', { creature: subject.id, label: subject.label, power: u.name, choice: choice ?? null });
      // "RECHARGE when this creature uses <power>" / "… a champion power".
      rechargeOn(ctx, subject, { event: 'uses-power', power: u.name, champion: u.champion >= 0 });
      effectModule(u.effect).resolve?.({ ctx, subject, other, rec, ...(attackIndex === undefined ? {} : { attackIndex }) }, u.effect, u, choice);
    },
  };
}

/**
 * Whether some responder of window `w` on `event` can use a power now: the same question its
 * window's first round asks of each (`usable`: what it would be offered or enter automatically). When
 * none can, the window would ask nothing, enter nothing and resolve nothing, so it is not opened.
 */
function someoneMayAnswer<E extends keyof DdmEvents>(ctx: DdmCtx, event: E, p: DdmEvents[E], w: PendingWindow): boolean {
  const { other, rec, gone, attackIndex } = about(ctx, event, p, w.trigger);
  if (gone) return false;
  for (const id of w.responders) {
    const subject = ctx.state.creatures[id];
    if (subject && usable(ctx, w.trigger, subject, other, rec, attackIndex).length > 0) return true;
  }
  return false;
}

/** A `power-windows` step, typed by its event. */
type PowerWindows<E extends keyof DdmEvents> = Omit<PowerWindowsStep, 'event' | 'payload'> & { readonly event: E; readonly payload: DdmEvents[E] };

/**
 * Opens an event's power windows in order (`abilities/windows-on.ts` `windowsOn`), each when its turn
 * comes — after the automatic powers that heard the event and the windows before it have resolved —
 * and only when one of its responders can use a power then; the rest wait below it.
 */
function openPowerWindows<E extends keyof DdmEvents>(ctx: DdmCtx, st: PowerWindows<E>): void {
  const { event, payload, windows } = st;
  for (let i = 0; i < windows.length; i++) {
    const w = windows[i] as PendingWindow;
    if (!someoneMayAnswer(ctx, event, payload, w)) continue;
    const window = powerWindow(event, payload, w, st.orderedBy);
    if (i + 1 < windows.length) ctx.push(window, { ...st, windows: windows.slice(i + 1) });
    else ctx.push(window);
    return;
  }
}

/** The step kind that opens the power windows (registered in the game's step table through `powers/steps.ts`). */
export const POWER_WINDOW_STEPS = {
  'power-windows': handler<'power-windows'>({
    run(ctx, st) {
      openPowerWindows(ctx, st);
    },
  }),
};

/** The power windows' entry in the game's effect table: one reaction handler per event a trigger's window opens on. */
export const POWER_REACTIONS: EffectTable<DdmState, DdmQueries, DdmCtx> = {
  [POWER_WINDOW]: { reactions: Object.fromEntries(WINDOW_EVENTS.map((event) => [event, powerReactions(event)])) },
};

function powerLabel(optionId: string): string {
  const [id, choice] = optionId.split('|');
  const name = (id ?? '').replace(/^power:/, '').replace(/^champion:(\d+)$/, (_m, n: string) => `champion power ${Number(n) + 1}`);
  return choice ? `${name} (${choice})` : name;
}
