// Implements: dice-masters-battle-for-faerun — "ATTACK", "DECLARE ATTACKERS", "DECLARE BLOCKERS",
// "ATTACKING AND BLOCKING", "CAPTURING, CONTROLLING, AND COPYING" (a controlling die cannot attack;
// copied abilities count as the die's own), and the shorthand abilities that fire there: Breath Weapon X (when assigned
// to attack, once per turn per card: abilities/breath-weapon.ts) and Energy Drain (after blockers, spin
// engaged characters down; its uses may be prevented: PREVENTING AND REDIRECTING).
import type { Option } from '../../../core/index.js';
import type { DieState, DmState } from '../types.js';
import type { DmStep } from '../steps.js';
import { breathSteps } from '../abilities/breath-weapon.js';
import { cardOf, dieName, fieldChars, isNpc, opponent, spinDown } from './dice.js';
import { abilityOf } from './copy.js';
import { isControlling } from './copy-state.js';
import { checkLethal } from './damage.js';
import { mayPrevent } from './prevent.js';
import { heldShorthand } from './prevent-shorthand.js';
import { ask, type DmCtx } from './statuses.js';

/** Characters the active player may still send to the attack zone. */
export function attackerOptions(s: DmState, marked: readonly number[]): Option[] {
  const opts: Option[] = [{ id: 'done', label: marked.length ? `Attack with the ${marked.length} chosen` : 'Do not attack (the turn ends)' }];
  for (const d of fieldChars(s, s.active)) {
    if (d.zone !== 'field' || marked.includes(d.id)) continue;
    if (!ask(s, 'canAttack', true, { die: d.id })) continue;
    // CAPTURING, CONTROLLING, AND COPYING: "your controlling die cannot attack, but can send the
    // controlled die to attack" — a die that controls another through itself is not offered.
    if (isControlling(s, d)) continue;
    opts.push({ id: `attack:${d.id}`, label: `Attack with ${dieName(s, d)}`, payload: { die: d.id } });
  }
  return opts;
}

/** Moves the declared attackers into the attack zone and lines up their "when attacking" effects. */
export function declareAttackers(ctx: DmCtx, marked: readonly number[]): void {
  const s = ctx.state;
  for (const id of marked) {
    const d = s.dice[id] as DieState;
    d.zone = 'attack';
    d.engaged = [];
    d.blocked = false;
  }
  ctx.emit('attack', { player: s.active, dice: marked.map((id) => dieName(s, s.dice[id] as DieState)) });
  // Breath Weapon: once per turn per card, however many of its dice attack (abilities/breath-weapon.ts).
  const steps = breathSteps(
    ctx,
    marked.map((id) => s.dice[id] as DieState),
  );
  if (steps.length) ctx.push(...steps);
}

/** The defender's characters that may still be assigned as blockers. */
export function blockerCandidates(s: DmState): DieState[] {
  return fieldChars(s, opponent(s.active)).filter((d) => d.zone === 'field' && ask(s, 'canBlock', true, { die: d.id }));
}

/** Attackers `b` may block: one attacker each, or any number of NPCs for a "block many NPCs" die. */
export function blockTargets(s: DmState, b: DieState, already: readonly number[]): DieState[] {
  const attackers = s.dice.filter((d) => d.zone === 'attack' && d.owner === s.active && ask(s, 'canBeBlocked', true, { die: d.id }));
  if (already.length === 0) return attackers;
  if (!abilityOf(s, b, 'block-many-npcs')) return [];
  const firstNpc = already.every((id) => isNpc(s, s.dice[id] as DieState));
  return firstNpc ? attackers.filter((a) => isNpc(s, a) && !already.includes(a.id)) : [];
}

export function blockOptions(s: DmState, b: DieState, already: readonly number[]): Option[] {
  const targets = blockTargets(s, b, already);
  if (targets.length === 0) return [];
  return [
    { id: 'none', label: already.length ? `${dieName(s, b)} blocks no more` : `${dieName(s, b)} does not block` },
    ...targets.map((a) => ({ id: `block:${a.id}`, label: `${dieName(s, b)} blocks ${dieName(s, a)}`, payload: { die: a.id } })),
  ];
}

export function assignBlock(ctx: DmCtx, b: DieState, a: DieState): void {
  b.zone = 'attack';
  b.engaged = [...b.engaged, a.id];
  a.engaged = [...a.engaged, b.id];
  a.blocked = true;
  ctx.emit('block', { blocker: b.id, attacker: a.id, text: `${dieName(ctx.state, b)} blocks ${dieName(ctx.state, a)}` });
}

/**
 * Energy Drain, after blockers: the attacker's dice first, then the defender's (ties: attacker first).
 * Each die's drain is an ability use: when a prevention could answer one, every drain waits in a step,
 * in the same order, the preventable ones behind their windows (rules/prevent-shorthand.ts).
 */
export function energyDrain(ctx: DmCtx): void {
  const s = ctx.state;
  const order = [...s.dice.filter((d) => d.zone === 'attack' && d.owner === s.active), ...s.dice.filter((d) => d.zone === 'attack' && d.owner !== s.active)];
  const drains = order.filter((d) => abilityOf(s, d, 'energy-drain'));
  if (drains.length === 0) return;
  if (mayPrevent(s)) {
    const held = drains.map((d) => heldShorthand(s, d.owner, cardOf(s, d).title, { what: 'energy-drain', die: d.id }));
    if (held.some((h) => h !== null)) {
      ctx.push(...drains.flatMap((d, i): DmStep[] => held[i] ?? [{ kind: 'ability-resolve', what: 'energy-drain', die: d.id }]));
      return;
    }
  }
  for (const d of drains) drainOne(ctx, d);
}

/** One die's Energy Drain: each character engaged with it is spun down one level (level 1: no effect). */
export function drainOne(ctx: DmCtx, d: DieState): void {
  const s = ctx.state;
  if (d.zone !== 'attack' || !abilityOf(s, d, 'energy-drain')) return;
  for (const id of d.engaged) {
    const e = s.dice[id] as DieState;
    if (spinDown(s, e)) {
      ctx.emit('energy-drain', { by: d.id, die: e.id, name: dieName(s, e) });
      checkLethal(ctx, e, d.owner);
    }
  }
}
