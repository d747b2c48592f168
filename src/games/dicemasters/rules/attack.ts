// Implements: dice-masters-battle-for-faerun — "ATTACK", "DECLARE ATTACKERS", "DECLARE BLOCKERS",
// "ATTACKING AND BLOCKING", "CAPTURING, CONTROLLING, AND COPYING" (a controlling die cannot attack;
// copied abilities count as the die's own), and the shorthand abilities that fire there: Breath Weapon X (when assigned
// to attack, once per turn per card: abilities/breath-weapon.ts) and Energy Drain (after blockers, spin
// engaged characters down: abilities/energy-drain.ts).
import type { OfferedOption, Option } from '../../../core/index.js';
import type { DieState, DmState } from '../types.js';
import { cardDefs, dieName, faceOf, opponent } from './dice.js';
import { isControlling } from './copy-state.js';
import { ask, type DmCtx } from './statuses.js';
// DECLARE BLOCKERS: what card text says about who may block whom, asked by name of the modules in play.
import { blockAnotherQuery, mayBlockQuery } from '../abilities/queries.js';
// DECLARE ATTACKERS / BLOCKERS: the attacks and blocks card text forces or forbids, "if able".
import { barredFromAttacking, mayStopDeclaring } from '../abilities/forced-attacks.js';
import { forcedBlocks } from '../abilities/forced-blocks.js';
import { AREA, diceIn, idsIn, moveDie } from './zones.js';

// The attack and block options name a die only, so the same option object serves decision after
// decision (game after game), as the main step's do (main-step.ts): with `labels` off they carry no
// label, and `describeAttackOption` / `describeBlockOption` word them when a UI, the CLI or a record
// asks (game.ts `describe`). A die's name reads its attack and defence through the queries, the
// largest part of a declare-attackers decision's cost when worded for nobody.
const ATTACK_OPTIONS: OfferedOption[] = [];
const BLOCK_OPTIONS: OfferedOption[] = [];
const attackOption = (die: number): OfferedOption => (ATTACK_OPTIONS[die] ??= { id: `attack:${die}`, payload: { die } });
const blockOption = (die: number): OfferedOption => (BLOCK_OPTIONS[die] ??= { id: `block:${die}`, payload: { die } });
const NO_ATTACK: Option = { id: 'done', label: 'Do not attack (the turn ends)' };
const ATTACK_WITH: Option[] = [];
const doneOption = (n: number): Option => (n === 0 ? NO_ATTACK : (ATTACK_WITH[n] ??= { id: 'done', label: `Attack with the ${n} chosen` }));

/** Characters the active player may still send to the attack zone (unlabelled but for "done" with `labels` false). */
export function attackerOptions(s: DmState, marked: readonly number[]): Option[];
export function attackerOptions(s: DmState, marked: readonly number[], labels: boolean): OfferedOption[];
export function attackerOptions(s: DmState, marked: readonly number[], labels = true): OfferedOption[] {
  const opts: OfferedOption[] = [doneOption(marked.length)];
  const able: DieState[] = [];
  for (const id of idsIn(s, s.active, AREA.field)) {
    const d = s.dice[id] as DieState;
    if (faceOf(s, d).t !== 'char' || marked.includes(id)) continue;
    if (!ask(s, 'canAttack', true, { die: d.id }) || barredFromAttacking(s, d)) continue;
    // CAPTURING, CONTROLLING, AND COPYING: "your controlling die cannot attack, but can send the
    // controlled die to attack" — a die that controls another through itself is not offered.
    if (isControlling(s, d)) continue;
    able.push(d);
    opts.push(labels ? { id: `attack:${d.id}`, label: `Attack with ${dieName(s, d)}`, payload: { die: d.id } } : attackOption(d.id));
  }
  return mayStopDeclaring(s, cardDefs(s), marked, able) ? opts : opts.slice(1);
}

/** The label `attackerOptions` gives an option with `labels` on, from the option alone (the state is the decision's). */
export function describeAttackOption(s: DmState, o: OfferedOption): string {
  const die = (o.payload as { die?: number } | undefined)?.die;
  const d = die === undefined ? undefined : s.dice[die];
  return d ? `Attack with ${dieName(s, d)}` : (o.label ?? o.id);
}

/** Moves the declared attackers into the attack zone and lines up their "when attacking" effects. */
export function declareAttackers(ctx: DmCtx, marked: readonly number[]): void {
  const s = ctx.state;
  for (const id of marked) {
    const d = s.dice[id] as DieState;
    moveDie(ctx.state, d, 'attack');
    d.engaged = [];
    d.blocked = false;
  }
  if (ctx.eventsWanted) ctx.emit('attack', { player: s.active, dice: marked.map((id) => dieName(s, s.dice[id] as DieState)) });
  // What declaring attackers triggers (Breath Weapon: abilities/breath-weapon.ts) runs before blockers.
  ctx.announce('AttackersDeclared', { player: s.active, attackers: marked });
}

/** The defender's characters that may still be assigned as blockers. */
export function blockerCandidates(s: DmState): DieState[] {
  return diceIn(s, opponent(s.active), 'field').filter((d) => faceOf(s, d).t === 'char' && ask(s, 'canBlock', true, { die: d.id }));
}

/** Attackers `b` may block: one attacker each, unless card text lets it block another (the `blockAnother` query). */
export function blockTargets(s: DmState, b: DieState, already: readonly number[]): DieState[] {
  const defs = cardDefs(s);
  const attackers = diceIn(s, s.active, 'attack').filter((d) => ask(s, 'canBeBlocked', true, { die: d.id }) && mayBlockQuery(s, defs, b, d));
  if (already.length === 0) return attackers;
  return attackers.filter((a) => blockAnotherQuery(s, defs, b, a, already));
}

/** What blocker `b` may do: decline (when it may) and block each attacker it may (the blocks unlabelled with `labels` false). */
export function blockOptions(s: DmState, b: DieState, already: readonly number[]): Option[];
export function blockOptions(s: DmState, b: DieState, already: readonly number[], labels: boolean): OfferedOption[];
export function blockOptions(s: DmState, b: DieState, already: readonly number[], labels = true): OfferedOption[] {
  const all = blockTargets(s, b, already);
  const { targets, mayDecline } = already.length ? { targets: all, mayDecline: true } : forcedBlocks(s, b, all, (q) => blockTargets(s, q, []));
  if (targets.length === 0) return [];
  const opts: OfferedOption[] = mayDecline
    ? [{ id: 'none', label: already.length ? `${dieName(s, b)} blocks no more` : `${dieName(s, b)} does not block` }]
    : [];
  for (const a of targets)
    opts.push(labels ? { id: `block:${a.id}`, label: `${dieName(s, b)} blocks ${dieName(s, a)}`, payload: { die: a.id } } : blockOption(a.id));
  return opts;
}

/** The label `blockOptions` gives a block of blocker `b` with `labels` on, from the option alone (the state is the decision's). */
export function describeBlockOption(s: DmState, b: DieState | undefined, o: OfferedOption): string {
  const die = (o.payload as { die?: number } | undefined)?.die;
  const a = die === undefined ? undefined : s.dice[die];
  return a && b ? `${dieName(s, b)} blocks ${dieName(s, a)}` : (o.label ?? o.id);
}

export function assignBlock(ctx: DmCtx, b: DieState, a: DieState): void {
  moveDie(ctx.state, b, 'attack');
  b.engaged = [...b.engaged, a.id];
  a.engaged = [...a.engaged, b.id];
  a.blocked = true;
  if (ctx.eventsWanted) ctx.emit('block', { blocker: b.id, attacker: a.id, text: `${dieName(ctx.state, b)} blocks ${dieName(ctx.state, a)}` });
}
