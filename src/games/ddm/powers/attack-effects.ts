// Implements ddm-battle-rules-2011, "Attack Roll" (Repeated Attacks: resolved serially after the
// original attack, as part of the same attack action), "'AS IF' DOMINATED" (Dominated for the
// duration of one free action, and permitted to make a basic attack when it is not its turn) and
// "DOMINATED" (the controller of the creature that caused it chooses; during that action the
// creature is part of that warband), with "Applying Damage", Additional Effects (AND effects are
// applied and the actions they grant resolved serially).
import type { Json, Step } from '../../../core/index.js';
import type { Attack, AttackEffect } from '../cards/schema.js';
import { geo } from '../geo.js';
import { basicAttackChoices, singleTargets } from '../rules/attack-options.js';
import { addCond, cardOf, onMap, sideOf } from '../rules/common.js';
import { controlDismounts } from '../rules/mount-triggers.js';
import { handler, step, type StepOf } from '../steps.js';
import type { CreatureState, TurnState } from '../state.js';
import type { DdmCtx } from '../ctx.js';

type RepeatEffect = Extract<AttackEffect, { kind: 'repeat' }>;
type AsIfEffect = Extract<AttackEffect, { kind: 'as-if-dominated' }>;

/** AND effects that still act when the target is gone (a repeat against another target). */
export function actsWithoutTarget(e: AttackEffect): boolean {
  return e.kind === 'repeat' && e.target !== 'same';
}

/**
 * The AND effects of this file, applied by the attack's damage step (rules/attack.ts) for attacker
 * `c` and target `t` of an attack made in `mode`. Each one's step goes into the stack at `mark`
 * (its height when the damage step began): it runs once everything that step started is resolved
 * (the target's "takes damage" powers, forced movement, "after attack" windows), and in printed
 * order when there are several (a later one is put below an earlier one).
 */
export function applyPowerAttackEffect(ctx: DdmCtx, c: CreatureState, t: CreatureState, a: Attack, e: AttackEffect, mode: string, mark: number): void {
  let st: Step | null = null;
  if (e.kind === 'repeat') st = repeatStep(ctx, c, t, a, e, mode);
  else if (e.kind === 'as-if-dominated') st = asIfStep(ctx, c, t, e);
  if (!st) return;
  const stack = ctx.state.core.stack;
  if (mark >= 0 && mark <= stack.length) stack.splice(mark, 0, st);
  else ctx.push(st);
}

const repeatKey = (c: CreatureState, a: Attack) => `${c.id}:repeat:${a.name}`;

function repeatStep(ctx: DdmCtx, c: CreatureState, t: CreatureState, a: Attack, e: RepeatEffect, mode: string): Step | null {
  if (!onMap(c)) return null;
  const k = cardOf(ctx.state, c).attacks.indexOf(a);
  if (k < 0) return null;
  if (e.perTurn !== undefined && !ctx.counters.canUseThisTurn(repeatKey(c, a), e.perTurn)) return null;
  return step('repeat-attack', { attacker: c.id, attackIndex: k, prev: t.id, target: e.target, mode, perTurn: e.perTurn ?? 0 });
}

/**
 * The repeat itself: not a new attack action, so no use is checked off and no opportunity attacks
 * are provoked (guidelines: later rolls of a declared ability draw none); the targets are the
 * attack's legal targets now (the same one, or any other than the attack being repeated).
 */
export const repeatAttack = handler<'repeat-attack'>({
  run(ctx, st) {
    const s = ctx.state;
    const c = s.creatures[st.attacker] as CreatureState;
    const a = cardOf(s, c).attacks[st.attackIndex];
    if (!a || !onMap(c)) return;
    const targets = repeatTargets(ctx, c, a, st);
    if (targets.length === 0) return;
    if (targets.length === 1) return begin(ctx, c, a, st, (targets[0] as CreatureState).id);
    const who = s.turn?.creature === c.id ? s.turn.controller : sideOf(s, c);
    return ctx.ask(
      who,
      'choose-target',
      `${c.label}: choose the target of the repeated ${a.name}.`,
      targets.map((t) => ({ id: String(t.id), label: `${t.label} (${t.hp} HP)`, payload: { creature: t.id } })),
    );
  },
  choose(ctx, st, option) {
    const s = ctx.state;
    const c = s.creatures[st.attacker] as CreatureState;
    const a = cardOf(s, c).attacks[st.attackIndex];
    if (!a) return;
    begin(ctx, c, a, st, Number(option.id));
  },
});

function repeatTargets(ctx: DdmCtx, c: CreatureState, a: Attack, st: { prev: number; target: string }): CreatureState[] {
  const legal = singleTargets(ctx, geo(ctx.state), c, a);
  if (st.target === 'same') return legal.filter((t) => t.id === st.prev);
  if (st.target === 'different') return legal.filter((t) => t.id !== st.prev);
  return legal;
}

function begin(ctx: DdmCtx, c: CreatureState, a: Attack, st: StepOf<'repeat-attack'>, target: number): void {
  if (st.perTurn > 0) ctx.counters.markUsedThisTurn(repeatKey(c, a));
  const t = ctx.state.creatures[target] as CreatureState;
  ctx.emit('repeat', { creature: c.id, label: c.label, attack: a.name, target: t.id, targetLabel: t.label });
  ctx.push(step('attack-targets', { attacker: st.attacker, attackIndex: st.attackIndex, target: target, mode: st.mode }));
}

function asIfStep(ctx: DdmCtx, c: CreatureState, t: CreatureState, e: AsIfEffect): Step | null {
  if (!onMap(t) || !onMap(c)) return null;
  return step('as-if-dominated', { target: t.id, source: c.id, controller: sideOf(ctx.state, c), melee: e.melee, phase: 'begin', cond: -1 });
}

/**
 * 'As if' dominated, in three phases of one step kind:
 * - begin: for the one free action the creature takes a stand-in turn controlled by the dominating
 *   player (so it counts as that warband: "DOMINATED") and gains Dominated (its limits: no
 *   reactions of its own, grants combat advantage);
 * - attack: that player picks one of its basic attacks (melee only if the effect says so) that has a
 *   legal target, and its target as usual;
 * - end: the Dominated condition goes and the turn that was going on resumes (keeping the immediate
 *   actions, opportunity attacks and champion powers used meanwhile).
 */
export const asIfDominated = handler<'as-if-dominated'>({
  run(ctx, st) {
    const s = ctx.state;
    const t = s.creatures[st.target] as CreatureState;
    if (st.phase === 'end') return void endAsIf(ctx, st);
    if (st.phase === 'begin') {
      if (!onMap(t)) return;
      const saved = (s.turn ? structuredTurn(s.turn) : null) as Json;
      s.turn = {
        creature: t.id,
        controller: st.controller,
        attack: true,
        move: false,
        minor: false,
        single: true,
        noActions: false,
        charged: false,
        start: t.pos,
        immediate: [...(s.turn?.immediate ?? [])],
        oa: [...(s.turn?.oa ?? [])],
        champion: [...(s.turn?.champion ?? [])],
      };
      const cond = addCond(s, t, {
        kind: 'Dominated',
        name: "'as if' dominated",
        amount: 0,
        dtype: 'untyped',
        defense: 'all',
        duration: 'end-of-turn',
        source: st.source,
        sourcePlayer: st.controller,
      });
      ctx.emit('as-if-dominated', { creature: t.id, label: t.label, player: st.controller });
      const end: StepOf<'as-if-dominated'> = { ...st, phase: 'end', cond: cond.id, saved };
      // A rider and its mount now controlled by different players: forcibly dismounted first (rules/mount.ts).
      ctx.push(...controlDismounts(s, t, st.controller), { ...st, phase: 'attack', cond: cond.id }, end);
      return;
    }
    // phase 'attack'
    if (!onMap(t)) return;
    const ks = basicAttackChoices(ctx, t, st.melee);
    if (ks.length === 0) {
      ctx.emit('attacks-lost', { creature: t.id, label: t.label, count: 1 });
      return;
    }
    if (ks.length === 1) return void ctx.push(step('attack', { attacker: t.id, attackIndex: ks[0] as number, target: -1, mode: 'immediate' }));
    const card = cardOf(s, t);
    return ctx.ask(
      st.controller,
      'choose-attack',
      `${t.label} attacks as if dominated: which basic attack?`,
      ks.map((k) => ({ id: `attack:${k}`, label: `Attack: ${card.attacks[k]?.name ?? k}` })),
    );
  },
  choose(ctx, st, option) {
    ctx.push(step('attack', { attacker: st.target, attackIndex: Number(option.id.slice(7)), target: -1, mode: 'immediate' }));
  },
});

function structuredTurn(t: TurnState): TurnState {
  return { ...t, immediate: [...t.immediate], oa: [...t.oa], champion: [...t.champion] };
}

function endAsIf(ctx: DdmCtx, st: StepOf<'as-if-dominated'>): void {
  const s = ctx.state;
  const t = s.creatures[st.target] as CreatureState;
  t.conds = t.conds.filter((x) => x.id !== st.cond);
  const during = s.turn;
  const saved = (st.saved ?? null) as TurnState | null;
  if (saved && during) {
    saved.immediate = [...during.immediate];
    saved.oa = [...during.oa];
    saved.champion = [...during.champion];
  }
  s.turn = saved;
}

export const ATTACK_EFFECT_STEPS = { 'repeat-attack': repeatAttack, 'as-if-dominated': asIfDominated };
