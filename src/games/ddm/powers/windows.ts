// Implements ddm-battle-rules-2011, "Automatic Powers", "Activated Powers" (active only; the owner
// chooses), "COMMON TRIGGERED POWERS", "Champion Powers" (uses = champion rating, each once per
// creature's turn, not while inactive or dazed), "Resolving Effects" (cancellation effects first),
// "Immediate Action" (one per creature's turn); guidelines "Declare target(s)" T2 (Defender) and T3
// (Bodyguard redirect). A window asks only when the power can legally be used, so bots never see a
// choice they could not make.
import type { Option, Step } from '../../../core/index.js';
import type { PowerEffect, Trigger } from '../cards/schema.js';
import { geo, isAdjacent } from '../geo.js';
import { basicAttacksAgainst } from '../rules/attack-options.js';
import { cardOf, enemies, hasUse, onMap, sideOf, spendUse } from '../rules/common.js';
import { heal } from '../rules/hit-points.js';
import { canReact } from '../rules/conditions.js';
import { handler, step, type WindowStep } from '../steps.js';
import type { AttackRec, CreatureState, DdmState } from '../state.js';
import { entersPlay, placesNearBloodied, waitingToAppear } from './appearance.js';
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

/** Effects that give the creature an action (an inactive creature cannot take them: "Automatic Powers"). */
const GRANTS_ACTION = new Set<PowerEffect['kind']>([
  'basic-melee-vs-attacker',
  'move-up-to-speed',
  'move-twice-speed',
  'basic-attacks',
  'shift',
  'place-adjacent-bloodied-enemy',
]);

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
  if (waiting && !powers.some((p) => p.kind === 'triggered' && p.trigger === trigger && entersPlay(p.effect))) return out;
  // An inactive or dazed creature can only have an automatic power for this trigger: skip the rest early.
  if (!react && !powers.some((p) => p.kind === 'triggered' && !p.activated && p.trigger === trigger)) return out;
  if (!situation(ctx, trigger, subject, other, rec)) return out;
  powers.forEach((p) => {
    if (p.kind !== 'triggered' || p.trigger !== trigger) return;
    if (!p.activated && (waiting || (!react && (p.action !== 'none' || GRANTS_ACTION.has(p.effect.kind))))) return;
    if (p.activated && !react) return;
    if (waiting && !entersPlay(p.effect)) return;
    if (!hasUse(ctx, subject, p.name, p.uses)) return;
    const immediate = p.action === 'immediate';
    if (immediate && s.turn?.immediate.includes(subject.id)) return;
    out.push({ id: `power:${p.name}`, label: p.name, name: p.name, effect: p.effect, champion: -1, uses: p.uses, immediate, automatic: !p.activated });
  });
  if (!react) return out.filter((u) => effectPossible(ctx, u.effect, subject, other, rec) && !pointless(subject, u));
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
  return out.filter((u) => effectPossible(ctx, u.effect, subject, other, rec) && !pointless(subject, u));
}

/**
 * A bonus the creature already has for the rest of the battle under the same power's name would add
 * nothing ("Duplicate Effects"), so the power is not offered again (a bot never wastes a use on it).
 */
function pointless(subject: CreatureState, u: Usable): boolean {
  const e = u.effect;
  if (e.kind !== 'defense-bonus-self') return false;
  return subject.conds.some((x) => x.kind === 'defense-bonus' && x.name === u.name && x.duration === 'end-of-battle' && x.amount >= e.amount);
}

/** Whether the trigger's situation holds for this subject. */
function situation(ctx: DdmCtx, trigger: Trigger, subject: CreatureState, other: CreatureState | null, rec: AttackRec | null): boolean {
  const s = ctx.state;
  const atk = rec ? cardOf(s, s.creatures[rec.attacker] as CreatureState).attacks[rec.attack] : undefined;
  const target = rec ? (s.creatures[rec.target] as CreatureState) : null;
  switch (trigger) {
    case 'self-takes-damage':
    case 'self-damaged-by-attack':
    case 'start-of-own-turn':
    case 'end-of-own-turn':
    case 'start-of-round':
    case 'end-of-round':
      return true;
    case 'self-hit-by-attack':
      return !!rec && rec.hit && target?.id === subject.id && !rec.rerolled;
    case 'enemy-crits':
      return !!rec && !!other && rec.hit && rec.crit && enemies(s, subject, other);
    case 'ally-hits-melee':
      return !!rec && !!other && rec.hit && atk?.range.kind === 'melee' && other.id !== subject.id && !enemies(s, subject, other);
    case 'ally-crits':
      return !!rec && !!other && rec.hit && rec.crit && other.id !== subject.id && !enemies(s, subject, other);
    case 'enemy-attacks-adjacent-ally': {
      if (!rec || !other || !target || rec.redirected || target.id === subject.id || !onMap(target)) return false;
      return enemies(s, subject, other) && !enemies(s, subject, target) && isAdjacent(geo(s), subject, target);
    }
    case 'adjacent-enemy-melee-attacks-ally': {
      if (!rec || !other || !target || atk?.range.kind !== 'melee' || target.id === subject.id) return false;
      return enemies(s, subject, other) && !enemies(s, subject, target) && isAdjacent(geo(s), subject, other);
    }
    case 'enemy-misses-self-melee':
      return false; // automatic only (resolved in the attack's damage step)
  }
}

function effectPossible(ctx: DdmCtx, e: PowerEffect, subject: CreatureState, other: CreatureState | null, _rec: AttackRec | null): boolean {
  const s = ctx.state;
  switch (e.kind) {
    case 'heal-self':
      return subject.hp < subject.maxHp;
    case 'heal-self-or-recharge':
      return subject.hp < subject.maxHp || !hasUse(ctx, subject, e.attack, cardOf(s, subject).attacks.find((a) => a.name === e.attack)?.uses);
    case 'basic-melee-vs-attacker':
      return !!other && basicAttacksAgainst(ctx, geo(s), subject, other).some((k) => cardOf(s, subject).attacks[k]?.range.kind === 'melee');
    case 'defense-bonus-allies-keyword':
      return cardOf(s, subject).keywords.length > 0;
    case 'place-adjacent-bloodied-enemy':
      return placesNearBloodied(geo(s), subject).length > 0;
    default:
      return true;
  }
}

/**
 * One reaction window per trigger for every creature on the map (but `except`): the powers that
 * trigger together are declared together and then resolved in the acting player's order.
 */
export function windowsFor(s: DdmState, triggers: readonly Trigger[], other: number, atk: number, except = -1): Step[] {
  const subjects = s.creatures.filter((o) => (onMap(o) || waitingToAppear(s, o)) && o.id !== except).map((o) => o.id);
  if (subjects.length === 0) return [];
  return triggers.map((trigger) => step('power-window', { trigger, subjects, other, attackRecord: atk }));
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
  const s = ctx.state;
  const taken = new Set<string>();
  (st.declared ?? []).forEach((d, j) => {
    if (d === subject.id) taken.add((st.declaredOptions?.[j] ?? '').split('|')[0] ?? '');
  });
  const list = usable(ctx, st.trigger as Trigger, subject, other, rec).filter((u) => !u.automatic && !taken.has(u.id));
  if (list.length === 0) return [];
  const options: Option[] = [];
  for (const u of list) {
    if (u.effect.kind === 'heal-self-or-recharge') {
      if (subject.hp < subject.maxHp) options.push({ id: `${u.id}|heal`, label: `${u.label}: heal ${u.effect.amount} HP` });
      const a = cardOf(s, subject).attacks.find((x) => x.name === (u.effect as { attack: string }).attack);
      if (a && !hasUse(ctx, subject, a.name, a.uses)) options.push({ id: `${u.id}|recharge`, label: `${u.label}: recharge ${a.name}` });
    } else if (u.effect.kind === 'defense-bonus-allies-keyword') {
      const kws = new Set<string>();
      for (const o of s.creatures) if (onMap(o) && !enemies(s, o, subject)) for (const k of cardOf(s, o).keywords) kws.add(k);
      for (const k of [...kws].sort()) options.push({ id: `${u.id}|${k}`, label: `${u.label}: +${u.effect.amount} defenses for ${k} allies` });
    } else options.push({ id: u.id, label: u.label });
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

function resolve(ctx: DdmCtx, u: Usable, subject: CreatureState, other: CreatureState | null, rec: AttackRec | null, choice: string | undefined): void {
  const s = ctx.state;
  const e = u.effect;
  switch (e.kind) {
    case 'heal-self':
      heal(ctx, subject, e.amount, u.name);
      return;
    case 'heal-self-or-recharge':
      if (choice === 'recharge') {
        ctx.counters.restore(`${subject.id}:${e.attack}`);
        ctx.emit('recharge', { creature: subject.id, label: subject.label, attack: e.attack });
      } else heal(ctx, subject, e.amount, u.name);
      return;
    case 'reroll-attack':
      if (rec) {
        rec.rollAgain = true;
        rec.rerolled = true;
      }
      return;
    case 'crit-becomes-hit':
      if (rec) rec.crit = false;
      return;
    case 'damage-bonus':
      if (rec) {
        // Named by the power, so two uses of the same power on one attack count once ("Duplicate Effects").
        ctx.addEffect({
          name: u.name,
          handler: 'attack-damage-bonus',
          owner: subject.owner,
          source: subject.label,
          params: { creature: subject.id, attackKey: `atk:${rec.id}`, amount: e.amount },
        });
      }
      return;
    case 'redirect-to-self':
      if (rec) {
        rec.target = subject.id;
        rec.redirected = true;
        ctx.emit('redirect', { creature: subject.id, label: subject.label });
      }
      return;
    case 'basic-melee-vs-attacker': {
      if (!other) return;
      const k = basicAttacksAgainst(ctx, geo(s), subject, other).find((i) => cardOf(s, subject).attacks[i]?.range.kind === 'melee');
      if (k !== undefined) ctx.push(step('attack', { attacker: subject.id, attackIndex: k, target: other.id, mode: 'immediate' }));
      return;
    }
    case 'move-up-to-speed':
      ctx.push(step('move', { creature: subject.id, mode: 'move', factor: 1 }));
      return;
    case 'place-adjacent-bloodied-enemy':
      ctx.push(step('place-power', { creature: subject.id }));
      return;
    case 'defense-bonus-allies-keyword': {
      const kw = choice ?? '';
      for (const o of s.creatures) {
        if (!onMap(o) || enemies(s, o, subject)) continue;
        if (o.id !== subject.id && !cardOf(s, o).keywords.includes(kw)) continue;
        o.conds.push({
          id: s.nextCondId++,
          kind: 'defense-bonus',
          name: u.name,
          amount: e.amount,
          dtype: 'untyped',
          defense: 'all',
          duration: 'end-of-round',
          source: subject.id,
          sourcePlayer: subject.owner,
          ownTurn: false,
        });
      }
      return;
    }
    case 'defense-bonus-self':
      // Kept as a condition-like bonus under the power's name, so two uses of it count once.
      subject.conds.push({
        id: s.nextCondId++,
        kind: 'defense-bonus',
        name: u.name,
        amount: e.amount,
        dtype: 'untyped',
        defense: 'all',
        duration: e.duration,
        source: subject.id,
        sourcePlayer: subject.owner,
        ownTurn: s.turn?.creature === subject.id,
      });
      return;
    default:
      return;
  }
}
