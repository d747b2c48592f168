// Implements ddm-battle-rules-2011, "Take Actions Phase" (Free Actions: as many as wanted on its
// turn; Substitute Actions: a replaces-turn action in place of all 3 actions, free actions still
// allowed), "USE A POWER" (Attack Actions and Move Actions: a power used as that action),
// "COMMON TRIGGERED POWERS" ('replaces action' powers: on its turn only, by substitution too;
// Replaces Turn Actions: no other action that turn), "CHARGE" (One Free Action after the charge
// attack, no other action) and "DAZED" (a single action, but unlimited free actions on its turn).
// The action menu (rules/turn.ts) offers exactly the powers that can be used now.
import type { Option } from '../../../core/index.js';
import type { PowerEffect } from '../cards/schema.js';
import { basicAttackChoices, isSingleTarget, singleTargets, targetOption } from '../rules/attack-options.js';
import { geo } from '../geo.js';
import { cardOf, hasUse, isBloodied, onMap, spendUse } from '../rules/common.js';
import { has } from '../rules/conditions.js';
import { canTake, consume } from '../rules/action-slots.js';
import { handler, step, type StepOf } from '../steps.js';
import { effectModule } from '../abilities/index.js';
import type { CreatureState, TurnState } from '../state.js';
import type { DdmCtx } from '../ctx.js';
import { powerAnswers, type ActionPower } from '../abilities/queries.js';
import { DOUBLE_SPLIT, SQUEEZE, squeezeOptions, UNSQUEEZE, useSqueeze } from './squeeze.js';
import type { Ask, Step } from '../../../core/index.js';
import { rechargeOn } from '../abilities/recharge-on-event.js';
import { bothHit, counting, tallyFields } from './attack-tally.js';

const perTurnKey = (c: CreatureState, name: string) => `${c.id}:turn:${name}`;
/** "CHARGE", One Free Action: the one free action a creature may still take after its charge. */
const afterChargeKey = (c: CreatureState) => `${c.id}:free-after-charge`;

/** Whether the power's action is available this turn (slot, uses, per-turn limit, charge). */
function actionOpen(ctx: DdmCtx, c: CreatureState, t: TurnState, p: ActionPower): boolean {
  if (t.noActions || !hasUse(ctx, c, p.name, p.uses)) return false;
  // "Use only while bloodied" / "only while not Bloodied".
  if (p.requires === 'bloodied' && !isBloodied(c)) return false;
  if (p.requires === 'not-bloodied' && isBloodied(c)) return false;
  if (p.perTurn !== undefined && !ctx.counters.canUseThisTurn(perTurnKey(c, p.name), p.perTurn)) return false;
  switch (p.action) {
    case 'free':
      // After a charge only one free action remains; otherwise as many as the power's limits allow.
      return !t.charged || ctx.counters.canUseThisTurn(afterChargeKey(c));
    case 'turn':
      // In place of all three actions: none of them used yet, and not limited to a single action (Dazed).
      return t.attack && t.move && t.minor && !t.single && !t.charged;
    default:
      return canTake(t, p.action);
  }
}

/** Whether the effect can do something now as an action power (a power that could do nothing is not offered). */
function effectPossible(ctx: DdmCtx, c: CreatureState, e: PowerEffect, speed: () => number): boolean {
  // Reaction effects (damage bonus, re-roll…) have no action part: nothing to act on in the menu.
  return effectModule(e).action?.possible(ctx, c, e, speed) ?? false;
}

function actionLabel(p: ActionPower): string {
  if (p.action === 'turn') return 'replaces turn';
  return `${p.action} action`;
}

/** The action-menu options of the creature's action powers and of squeezing (not offered while Dominated: the caller checks). */
export function actionPowerOptions(ctx: DdmCtx, c: CreatureState, t: TurnState, speed: () => number): Option[] {
  const out: Option[] = [];
  for (const p of powerAnswers(ctx.state, c).actions) {
    if (!actionOpen(ctx, c, t, p) || !effectPossible(ctx, c, p.effect, speed)) continue;
    out.push({ id: `power:${p.name}`, label: `${p.name} (${actionLabel(p)})` });
  }
  out.push(...squeezeOptions(ctx, c, t, speed));
  return out;
}

/** Uses the named action power: spends its action(s) and use, then resolves it before the menu (`again`) returns. */
export function useActionPower(ctx: DdmCtx, c: CreatureState, t: TurnState, name: string, again: Step): void {
  if (name === SQUEEZE || name === UNSQUEEZE || name === DOUBLE_SPLIT) return useSqueeze(ctx, c, name);
  const p = powerAnswers(ctx.state, c).actions.find((x) => x.name === name);
  if (!p) return;
  if (p.action === 'turn') t.attack = t.move = t.minor = false;
  else if (p.action === 'free') {
    if (t.charged) ctx.counters.markUsedThisTurn(afterChargeKey(c));
  } else consume(t, p.action);
  if (p.perTurn !== undefined) ctx.counters.markUsedThisTurn(perTurnKey(c, p.name));
  spendUse(ctx, c, p.name, p.uses);
  ctx.emit('power', { creature: c.id, label: c.label, power: p.name, action: p.action });
  rechargeOn(ctx, c, { event: 'uses-power', power: p.name });
  const first = effectModule(p.effect).action?.start(ctx, c, p.effect) ?? null;
  if (first) ctx.push(first, again);
  else ctx.push(again);
}

/**
 * "Make N basic attacks": each attack is resolved completely before the next one is chosen
 * ("Serial Effects"; guidelines "Multiple Targets"). An attack with no legal target left is lost.
 * "… against the same target" (`same`): the first attack's target is chosen here and every later
 * attack is made against it, with a basic attack that can still reach it; once it is gone the rest is lost.
 */
export const multiAttack = handler<'multi-attack'>({
  run(ctx, st) {
    const s = ctx.state;
    const c = s.creatures[st.creature] as CreatureState;
    if (!onMap(c)) return;
    // Every attack made: "If both hit, target is also …" (powers/attack-tally.ts).
    if (st.left <= 0) return void bothHit(ctx, c, st);
    const who = s.turn?.creature === c.id ? s.turn.controller : c.owner;
    if (st.pick !== undefined) return askSameTarget(ctx, c, st, st.pick, who);
    // "Against each …": the next target of the list, skipped when no basic attack can reach it any more.
    const next = st.targets?.[0];
    const fixed = st.first ?? st.target;
    const locked = next !== undefined ? s.creatures[next] : fixed === undefined ? undefined : s.creatures[fixed];
    if (st.targets && (!locked || !onMap(locked))) return void ctx.push(step('multi-attack', { ...st, left: st.left - 1, targets: st.targets.slice(1) }));
    const g = geo(s);
    const ks = basicAttackChoices(ctx, c, st.melee).filter((k) => {
      if (locked === undefined) return true;
      const a = cardOf(s, c).attacks[k];
      return a !== undefined && onMap(locked) && isSingleTarget(ctx, g, c, locked, a);
    });
    if (ks.length === 0 && st.targets) return void ctx.push(step('multi-attack', { ...st, left: st.left - 1, targets: st.targets.slice(1) }));
    if (ks.length === 0) {
      ctx.emit('attacks-lost', { creature: c.id, label: c.label, count: st.left });
      return;
    }
    if (ks.length === 1 && !st.mayStop) return pushAttack(ctx, st, ks[0] as number);
    const card = cardOf(s, c);
    // "Make up to N basic attacks": its player may stop before each one.
    return ctx.ask(who, 'choose-attack', `${c.label}: which basic attack (${st.left} left)?`, [
      ...ks.map((k) => ({ id: `attack:${k}`, label: `Attack: ${card.attacks[k]?.name ?? k}` })),
      ...(st.mayStop ? [{ id: 'stop', label: 'No more attacks' }] : []),
    ]);
  },
  choose(ctx, st, option) {
    if (option.id === 'stop') return;
    // The first attack's target, for "against the same target".
    if (st.pick !== undefined) return pushAttack(ctx, { ...st, target: Number(option.id) }, st.pick);
    pushAttack(ctx, st, Number(option.id.slice(7)));
  },
});

/** "Against the same target": the first attack's target (asked only when there is a choice). */
function askSameTarget(ctx: DdmCtx, c: CreatureState, st: StepOf<'multi-attack'>, k: number, who: number): Ask | undefined {
  const a = cardOf(ctx.state, c).attacks[k];
  const g = geo(ctx.state);
  const vs = st.vs;
  const targets = a ? singleTargets(ctx, g, c, a).filter((t) => vs === undefined || has(t, vs)) : [];
  if (!a || targets.length === 0) return undefined;
  if (targets.length === 1) return void pushAttack(ctx, { ...st, pick: undefined, target: (targets[0] as CreatureState).id }, k);
  return ctx.ask(
    who,
    'choose-target',
    `${c.label}: the target of all ${st.left} attacks?`,
    targets.map((t) => targetOption(ctx, g, c, t, a, 'action')),
  );
}

function pushAttack(ctx: DdmCtx, st: StepOf<'multi-attack'>, k: number): void {
  if (st.targets) {
    const [target = -1, ...rest] = st.targets;
    return void ctx.push(
      step('attack', { attacker: st.creature, attackIndex: k, target, mode: 'action' }),
      step('multi-attack', { creature: st.creature, left: rest.length, melee: st.melee, targets: rest }),
    );
  }
  // "Against the same target", first attack: its target is asked first (the step again, with `pick`).
  if (st.same && st.target === undefined) return void ctx.push(step('multi-attack', { ...st, pick: k }));
  const rest = {
    creature: st.creature,
    left: st.left - 1,
    melee: st.melee,
    ...(st.mayStop ? { mayStop: true as const } : {}),
    ...(st.same ? { same: true as const } : {}),
    ...(st.vs ? { vs: st.vs } : {}),
    ...(st.target === undefined ? {} : { target: st.target }),
    ...(st.charge ? { charge: true as const } : {}),
    ...tallyFields(st, k),
  };
  // A power ending a charge: every attack is a charge attack (+1, "CHARGE"), the first against the charge's target.
  const mode = st.charge ? 'charge' : 'action';
  const target = st.first ?? st.target ?? -1;
  ctx.push(step('attack', { attacker: st.creature, attackIndex: k, target, mode, ...counting(ctx, st) }), step('multi-attack', rest));
}

export const ACTION_STEPS = { 'multi-attack': multiAttack };
