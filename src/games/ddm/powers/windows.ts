// Implements ddm-battle-rules-2011, "Automatic Powers", "Activated Powers" (active only; the owner
// chooses), "COMMON TRIGGERED POWERS", "Champion Powers" (uses = champion rating, each once per
// creature's turn, not while inactive or dazed), "Resolving Effects" (cancellation effects first),
// "Immediate Action" (one per creature's turn); guidelines "Declare target(s)" T2 (Defender) and T3
// (Bodyguard redirect). A window asks only when the power can legally be used, so bots never see a
// choice they could not make.
import type { Option } from '../../../core/index.js';
import type { PowerEffect, Trigger } from '../cards/schema.js';
import { geo, isAdjacent } from '../geo.js';
import { basicAttacksAgainst } from '../rules/attack.js';
import { cardOf, enemies, hasUse, heal, onMap, spendUse } from '../rules/common.js';
import { canReact } from '../rules/conditions.js';
import { handler, step, type Handler } from '../steps.js';
import type { AttackRec, CreatureState, DdmState } from '../state.js';
import type { DdmCtx } from './effects.js';

interface Usable {
  readonly id: string;
  readonly label: string;
  readonly name: string;
  readonly effect: PowerEffect;
  readonly champion: number;
  readonly uses: number | undefined;
  readonly immediate: boolean;
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
  if (!onMap(subject) || !canReact(subject)) return out;
  if (!situation(ctx, trigger, subject, other, rec)) return out;
  const card = cardOf(s, subject);
  card.powers.forEach((p) => {
    if (p.kind !== 'triggered' || p.trigger !== trigger || !p.activated) return;
    if (!hasUse(ctx, subject, p.name, p.uses)) return;
    const immediate = p.action === 'immediate';
    if (immediate && s.turn?.immediate.includes(subject.id)) return;
    out.push({ id: `power:${p.name}`, label: p.name, name: p.name, effect: p.effect, champion: -1, uses: p.uses, immediate });
  });
  card.championPowers.forEach((p, i) => {
    if (p.trigger !== trigger || !championOk(s, subject, i)) return;
    out.push({ id: `champion:${i}`, label: `${subject.label} champion power`, name: `${card.name} champion power ${i + 1}`, effect: p.effect, champion: i, uses: undefined, immediate: false });
  });
  return out.filter((u) => effectPossible(ctx, u.effect, subject, other, rec));
}

/** Whether the trigger's situation holds for this subject. */
function situation(ctx: DdmCtx, trigger: Trigger, subject: CreatureState, other: CreatureState | null, rec: AttackRec | null): boolean {
  const s = ctx.state;
  const atk = rec ? cardOf(s, s.creatures[rec.attacker] as CreatureState).attacks[rec.attack] : undefined;
  const target = rec ? (s.creatures[rec.target] as CreatureState) : null;
  switch (trigger) {
    case 'self-takes-damage':
    case 'start-of-own-turn':
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
    default:
      return true;
  }
}

export const powerWindow: Handler = handler<{ trigger: string; subject: number; other: number; atk: number }>({
  run(ctx, st) {
    const s = ctx.state;
    const subject = s.creatures[st.subject] as CreatureState;
    const other = st.other >= 0 ? (s.creatures[st.other] as CreatureState) : null;
    const rec = st.atk >= 0 ? (s.attacks[String(st.atk)] ?? null) : null;
    if (st.atk >= 0 && !rec) return;
    const list = usable(ctx, st.trigger as Trigger, subject, other, rec);
    if (list.length === 0) return;
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
    const owner = s.turn?.creature === subject.id ? s.turn.controller : subject.owner;
    return ctx.ask(owner, 'use-power', `${subject.label} may use a power (${st.trigger}).`, options);
  },
  choose(ctx, st, option) {
    if (option.id === 'no') return;
    const s = ctx.state;
    const subject = s.creatures[st.subject] as CreatureState;
    const other = st.other >= 0 ? (s.creatures[st.other] as CreatureState) : null;
    const rec = st.atk >= 0 ? (s.attacks[String(st.atk)] ?? null) : null;
    const [id, choice] = option.id.split('|');
    const u = usable(ctx, st.trigger as Trigger, subject, other, rec).find((x) => x.id === id);
    if (!u) return;
    if (u.champion >= 0) {
      subject.championUses++;
      s.turn?.champion.push(`${subject.id}:${u.champion}`);
    } else spendUse(ctx, subject, u.name, u.uses);
    if (u.immediate) s.turn?.immediate.push(subject.id);
    ctx.emit('power', { creature: subject.id, label: subject.label, power: u.name, choice: choice ?? null });
    resolve(ctx, u, subject, other, rec, choice);
  },
});

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
        ctx.addEffect({ name: u.name, handler: 'attack-damage-bonus', owner: subject.owner, source: subject.label, params: { creature: subject.id, attackKey: `atk:${rec.id}`, amount: e.amount } });
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
      if (k !== undefined) ctx.push(step('attack', { a: subject.id, k, t: other.id, mode: 'immediate' }));
      return;
    }
    case 'move-up-to-speed':
      ctx.push(step('move', { c: subject.id, mode: 'move', factor: 1 }));
      return;
    case 'defense-bonus-allies-keyword': {
      const kw = choice ?? '';
      for (const o of s.creatures) {
        if (!onMap(o) || enemies(s, o, subject)) continue;
        if (o.id !== subject.id && !cardOf(s, o).keywords.includes(kw)) continue;
        o.conds.push({ id: s.nextCondId++, kind: 'defense-bonus', name: u.name, amount: e.amount, dtype: 'untyped', defense: 'all', duration: 'end-of-round', source: subject.id, sourcePlayer: subject.owner, ownTurn: false });
      }
      return;
    }
    default:
      return;
  }
}
