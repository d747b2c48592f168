// Implements ddm-battle-rules-2011, "Automatic Powers", "Activated Powers" (active only; the owner
// chooses), "COMMON TRIGGERED POWERS", "Champion Powers" (uses = champion rating, each once per
// creature's turn, not while inactive or dazed), "Resolving Effects" (cancellation effects first),
// "Immediate Action" (one per creature's turn); guidelines "Declare target(s)" T2 (Defender) and T3
// (Bodyguard redirect). A window asks only when the power can legally be used, so bots never see a
// choice they could not make.
import type { Option } from '../../../core/index.js';
import type { PowerEffect, Trigger } from '../cards/schema.js';
import { cardOf, hasUse, onMap, sideOf, spendUse } from '../rules/common.js';
import { canReact } from '../rules/conditions.js';
import { handler, type WindowStep } from '../steps.js';
import type { AttackRec, CreatureState, DdmState } from '../state.js';
import { effectModule, TRIGGER_MODULES } from '../abilities/index.js';
import type { Situation } from '../abilities/language.js';
import { waitingToAppear } from './appearance.js';
import type { DdmCtx } from '../ctx.js';
import { powersOf } from './item-powers.js';

interface Usable {
  readonly id: string;
  readonly label: string;
  readonly name: string;
  readonly effect: PowerEffect;
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

/** The powers `subject` may use for this trigger right now (given the attack record, if any). */
function usable(ctx: DdmCtx, trigger: Trigger, subject: CreatureState, other: CreatureState | null, rec: AttackRec | null): Usable[] {
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
  const powers = powersOf(s, subject);
  if (waiting && !powers.some((p) => p.kind === 'triggered' && p.trigger === trigger && effectModule(p.effect).entersPlay === true)) return out;
  // An inactive or dazed creature can only have an automatic power for this trigger: skip the rest early.
  if (!react && !powers.some((p) => p.kind === 'triggered' && !p.activated && p.trigger === trigger)) return out;
  if (!TRIGGER_MODULES[trigger].holds({ ctx, subject, other, rec })) return out;
  powers.forEach((p) => {
    if (p.kind !== 'triggered' || p.trigger !== trigger) return;
    if (!p.activated && (waiting || (!react && (p.action !== 'none' || effectModule(p.effect).grantsAction === true)))) return;
    if (p.activated && !react) return;
    if (waiting && effectModule(p.effect).entersPlay !== true) return;
    if (!hasUse(ctx, subject, p.name, p.uses)) return;
    const immediate = p.action === 'immediate';
    if (immediate && s.turn?.immediate.includes(subject.id)) return;
    out.push({ id: `power:${p.name}`, label: p.name, name: p.name, effect: p.effect, champion: -1, uses: p.uses, immediate, automatic: !p.activated });
  });
  if (!react) return out.filter((u) => offerable({ ctx, subject, other, rec }, u));
  card.championPowers.forEach((p, i) => {
    if (waiting || p.trigger !== trigger || !championOk(s, subject, i)) return;
    out.push({
      id: `champion:${i}`,
      label: `${subject.label} champion power`,
      name: `${card.name} champion power ${i + 1}`,
      effect: p.effect,
      champion: i,
      uses: undefined,
      immediate: false,
      automatic: false,
    });
  });
  return out.filter((u) => offerable({ ctx, subject, other, rec }, u));
}

/**
 * Whether the power could do something now (its effect module's `possible`) and is not a bonus the
 * creature already has in full under the same name ("Duplicate Effects"; a bot never wastes a use).
 */
function offerable(x: Situation, u: Usable): boolean {
  const m = effectModule(u.effect);
  return (m.possible?.(x, u.effect) ?? true) && !(m.pointless?.(x, u.effect, u) ?? false);
}

/** "Resolving Effects": the player whose creature is acting (or who acts in a round phase). */
function actingPlayer(s: DdmState): number {
  return s.turn ? s.turn.controller : s.actor;
}

/**
 * Declaration order ("Start of Turn Phase" 3, "Making an Attack" 1): the acting player declares
 * first, then the other player; within a player, in creature order.
 */
function declarationOrder(s: DdmState, st: WindowStep): CreatureState[] {
  const ids = st.subjects ?? (st.subject !== undefined ? [st.subject] : []);
  const acting = actingPlayer(s);
  const list = ids.map((id) => s.creatures[id]).filter((c): c is CreatureState => !!c);
  return list.sort((a, b) => (sideOf(s, a) === acting ? 0 : 1) - (sideOf(s, b) === acting ? 0 : 1) || a.id - b.id);
}

/** The options `subject` can declare now, leaving out the powers it has already declared in this window. */
function declareOptions(ctx: DdmCtx, st: WindowStep, subject: CreatureState, other: CreatureState | null, rec: AttackRec | null): Option[] {
  const taken = new Set<string>();
  (st.declared ?? []).forEach((d, j) => {
    if (d === subject.id) taken.add((st.declaredOptions?.[j] ?? '').split('|')[0] ?? '');
  });
  const list = usable(ctx, st.trigger as Trigger, subject, other, rec).filter((u) => !u.automatic && !taken.has(u.id));
  if (list.length === 0) return [];
  const options: Option[] = [];
  for (const u of list) {
    const base = { id: u.id, label: u.label };
    const m = effectModule(u.effect);
    if (m.choices) options.push(...m.choices({ ctx, subject, other, rec }, u.effect, base));
    else options.push(base);
  }
  options.push({ id: 'no', label: 'Do not use' });
  return options;
}

interface WindowScan {
  readonly subject: CreatureState;
  readonly index: number;
  readonly options: Option[];
}

/** The automatic powers of every subject that trigger here, in declaration order. */
function automaticUses(ctx: DdmCtx, st: WindowStep, other: CreatureState | null, rec: AttackRec | null): { ds: number[]; dopt: string[] } {
  const ds: number[] = [];
  const dopt: string[] = [];
  for (const subject of declarationOrder(ctx.state, st)) {
    for (const u of usable(ctx, st.trigger as Trigger, subject, other, rec)) {
      if (!u.automatic) continue;
      ds.push(subject.id);
      dopt.push(u.id);
    }
  }
  return { ds, dopt };
}

/** The next creature (from declaration index `i` on) that has something to declare, if any. */
function nextDeclarer(ctx: DdmCtx, st: WindowStep, other: CreatureState | null, rec: AttackRec | null): WindowScan | null {
  const order = declarationOrder(ctx.state, st);
  for (let j = st.next ?? 0; j < order.length; j++) {
    const subject = order[j] as CreatureState;
    const options = declareOptions(ctx, st, subject, other, rec);
    if (options.length > 0) return { subject, index: j, options };
  }
  return null;
}

function windowContext(ctx: DdmCtx, st: WindowStep): { other: CreatureState | null; rec: AttackRec | null; gone: boolean } {
  const s = ctx.state;
  const other = st.other >= 0 ? (s.creatures[st.other] ?? null) : null;
  const rec = st.attackRecord >= 0 ? (s.attacks[String(st.attackRecord)] ?? null) : null;
  return { other, rec, gone: st.attackRecord >= 0 && !rec };
}

/** A declared use is still possible when it resolves (a cancellation may have made its trigger invalid). */
function stillUsable(ctx: DdmCtx, st: WindowStep, j: number, other: CreatureState | null, rec: AttackRec | null): boolean {
  const subject = ctx.state.creatures[st.declared?.[j] ?? -1];
  const id = (st.declaredOptions?.[j] ?? '').split('|')[0];
  return !!subject && usable(ctx, st.trigger as Trigger, subject, other, rec).some((u) => u.id === id);
}

/**
 * A reaction window ("Activated Powers", "Champion Powers", "Resolving Effects"). Every creature
 * that can use a power for this trigger declares it (the acting player first); the declared powers
 * resolve "simultaneously": with two or more, the acting player chooses which resolves next (an
 * enumerated decision, asked only then); each resolves completely, with whatever it starts, before
 * the next ("Serial Effects"). A declared power whose trigger is no longer valid when its turn comes
 * (e.g. the attack was already redirected) does nothing and spends nothing.
 */
export const powerWindow = handler<'power-window'>({
  run(ctx, st) {
    const s = ctx.state;
    const { other, rec, gone } = windowContext(ctx, st);
    if (gone) return;
    // "Automatic Powers" happen whenever their trigger occurs: entered first, without a question,
    // then resolved with the declared ones in the acting player's order.
    if (!st.resolving && !st.auto) {
      const auto = automaticUses(ctx, st, other, rec);
      if (auto.ds.length > 0)
        return void ctx.push({
          ...st,
          auto: true,
          declared: [...(st.declared ?? []), ...auto.ds],
          declaredOptions: [...(st.declaredOptions ?? []), ...auto.dopt],
        } satisfies WindowStep);
    }
    const next = st.resolving ? null : nextDeclarer(ctx, st, other, rec);
    if (next) {
      const who = sideOf(s, next.subject);
      return ctx.ask(who, 'use-power', `${next.subject.label} may use a power (${st.trigger}).`, next.options);
    }
    // Resolution: the declared uses still valid now.
    const ds = st.declared ?? [];
    const live = ds.map((_, j) => j).filter((j) => stillUsable(ctx, st, j, other, rec));
    if (live.length === 0) return;
    if (live.length === 1) return void resolveDeclared(ctx, st, live[0] as number, other, rec);
    const options = live.map((j) => {
      const c = s.creatures[ds[j] as number] as CreatureState;
      return { id: String(j), label: `${c.label}: ${powerLabel(st.declaredOptions?.[j] ?? '')}` };
    });
    return ctx.ask(actingPlayer(s), 'order-effects', 'These powers resolve at the same time: which one first?', options);
  },
  choose(ctx, st, option) {
    const { other, rec } = windowContext(ctx, st);
    const next = st.resolving ? null : nextDeclarer(ctx, st, other, rec);
    if (next) {
      // A declaration; the same creature may then declare another of its powers for this trigger.
      const declared = option.id !== 'no';
      ctx.push({
        ...st,
        next: declared ? next.index : next.index + 1,
        declared: declared ? [...(st.declared ?? []), next.subject.id] : [...(st.declared ?? [])],
        declaredOptions: declared ? [...(st.declaredOptions ?? []), option.id] : [...(st.declaredOptions ?? [])],
      } satisfies WindowStep);
      return;
    }
    resolveDeclared(ctx, st, Number(option.id), other, rec);
  },
});

/** Resolves declaration `j`; the remaining declarations come back (below whatever it started). */
function resolveDeclared(ctx: DdmCtx, st: WindowStep, j: number, other: CreatureState | null, rec: AttackRec | null): void {
  const s = ctx.state;
  const ds = st.declared ?? [];
  const dopt = st.declaredOptions ?? [];
  const rest: WindowStep = { ...st, resolving: true, declared: ds.filter((_, x) => x !== j), declaredOptions: dopt.filter((_, x) => x !== j) };
  if (ds.length > 1) ctx.push(rest);
  const subject = s.creatures[ds[j] ?? -1];
  if (!subject) return;
  const [id, choice] = (dopt[j] ?? '').split('|');
  const u = usable(ctx, st.trigger as Trigger, subject, other, rec).find((x) => x.id === id);
  if (!u) return;
  if (u.champion >= 0) {
    subject.championUses++;
    s.turn?.champion.push(`${subject.id}:${u.champion}`);
  } else spendUse(ctx, subject, u.name, u.uses);
  if (u.immediate) s.turn?.immediate.push(subject.id);
  ctx.emit('power', { creature: subject.id, label: subject.label, power: u.name, choice: choice ?? null });
  resolve(ctx, u, subject, other, rec, choice);
}

function powerLabel(optionId: string): string {
  const [id, choice] = optionId.split('|');
  const name = (id ?? '').replace(/^power:/, '').replace(/^champion:(\d+)$/, (_m, n: string) => `champion power ${Number(n) + 1}`);
  return choice ? `${name} (${choice})` : name;
}

/** The effect's module resolves it (an effect without a reaction part does nothing here). */
function resolve(ctx: DdmCtx, u: Usable, subject: CreatureState, other: CreatureState | null, rec: AttackRec | null, choice: string | undefined): void {
  effectModule(u.effect).resolve?.({ ctx, subject, other, rec }, u.effect, u, choice);
}
