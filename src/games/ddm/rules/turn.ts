// Implements ddm-battle-rules-2011, "TAKING A TURN": "Start of Turn Phase" (determine control —
// Dominated and the Confused roll —, ongoing damage, other start-of-turn effects), "Take Actions Phase"
// (attack, move and minor actions in any order; substitutions; Dazed's single action; Stunned's none),
// "End of Turn Phase" (saving throws, effects ending); guidelines "Turn Sequence" F0-F2.
import type { Option } from '../../../core/index.js';
import type { DdmCtx } from '../ctx.js';
import { actionPowerOptions, useActionPower } from '../powers/actions.js';
import { handler, step } from '../steps.js';
import { occurs } from '../abilities/occurs.js';
import type { CreatureState, TurnState } from '../state.js';
import { attackOptions } from './attack-options.js';
import { cardOf, defencesOf, onMap } from './common.js';
import { takeDamage } from './hit-points.js';
import { typeHealing } from './type-healing.js';
import { confusedResult, dazedLimits, dominator, endAtEndOfTurn, endAtStartOfTurn, has, inactive, ongoingByType } from './conditions.js';
import { computeDamage } from './damage.js';
import { chargeOptionAvailable, currentSpeed, moveOptionsAvailable } from './movement.js';
import { chooseTerrainAction, terrainActions, terrainAtEndOfTurn, terrainAtStartOfTurn } from './terrain-actions.js';
import { chooseMountAction, mountMenu } from './mount.js';
import { controlDismounts } from './mount-triggers.js';
import { canTake, consume } from './action-slots.js';
import { savesAtEndOfTurn, savesAtStartOfTurn } from '../powers/turn-powers.js';
import { rechargeAtEndOfTurn } from '../abilities/recharge-end-of-turn.js';
import { rechargeAtStartOfTurn } from '../abilities/recharge-start-of-turn.js';

export const turnStart = handler<'turn-start'>({
  run(ctx, st) {
    const s = ctx.state;
    const c = s.creatures[st.creature] as CreatureState;
    if (!onMap(c)) return;
    ctx.counters.newTurn();
    c.activations++;
    // 1. A 'start of turn' saving throw power saves first (powers/turn-powers.ts), before control and limits are read.
    savesAtStartOfTurn(ctx, c);
    const dazed = dazedLimits(c);
    s.turn = {
      creature: c.id,
      controller: c.owner,
      attack: true,
      move: true,
      minor: true,
      single: dazed,
      noActions: inactive(c),
      charged: false,
      start: c.pos,
      immediate: [],
      oa: [],
      champion: [],
    };
    if (ctx.query('oneMoveAction', false, { creature: c.id })) s.turn.oneMove = true;
    ctx.emit('turn', { creature: c.id, label: c.label, player: c.owner, round: s.round });
    for (const x of endAtStartOfTurn(c)) ctx.emit('effect-ends', { creature: c.id, label: c.label, effect: x.kind });
    // 1. Determine control.
    const dom = dominator(c);
    if (dom !== null) s.turn.controller = dom;
    if (has(c, 'Confused')) {
      const roll = ctx.rng.d20();
      const r = confusedResult(roll);
      ctx.emit('confused', { creature: c.id, label: c.label, roll, result: r });
      if (r === 'no-actions') s.turn.noActions = true;
      if (r === 'dominated') {
        const src = c.conds.find((x) => x.kind === 'Confused');
        s.turn.controller = src ? src.sourcePlayer : 1 - c.owner;
      }
    }
    // A rider and its mount controlled by different players: forcibly dismounted (rules/mount.ts).
    ctx.push(...controlDismounts(s, c, s.turn.controller));
    // 2. Ongoing damage: each type once, the highest of that type.
    const def = defencesOf(s, c);
    for (const [type, amount] of ongoingByType(c)) {
      if (!onMap(c)) break;
      const src = c.conds.filter((x) => x.kind === 'ongoing' && x.dtype === type).sort((a, b) => b.amount - a.amount)[0];
      const dmg = computeDamage({ base: [{ amount, type }], critical: false, bonus: 0, weakened: false, fromAttack: false, target: def });
      takeDamage(ctx, c, dmg.total, src?.source ?? -1, `ongoing ${type === 'untyped' ? '' : type + ' '}damage`);
      typeHealing(ctx, c, [{ amount, type }]);
    }
    terrainAtStartOfTurn(ctx, c);
    if (!onMap(c)) return;
    // Rechargeable attacks with a d20 recharge roll ("Rechargeable Powers").
    for (const a of cardOf(s, c).attacks) {
      if (a.recharge?.kind !== 'roll' || a.uses === undefined) continue;
      const roll = ctx.counters.rollRecharge(`${c.id}:${a.name}`, a.recharge.min, ctx.rng);
      if (roll !== null) ctx.emit('recharge-roll', { creature: c.id, label: c.label, attack: a.name, roll, recharged: roll >= a.recharge.min });
    }
    rechargeAtStartOfTurn(ctx, c);
    // 3. Other start-of-turn effects: the creature's own start-of-turn powers.
    ctx.push(...occurs(s, 'StartOfTurn', { creature: c.id }));
  },
});

/** The action menu: everything the creature may legally do now; conditions remove options. */
export function actionMenu(ctx: DdmCtx, c: CreatureState): Option[] {
  const s = ctx.state;
  const t = s.turn;
  if (!t || t.creature !== c.id || !onMap(c) || t.noActions || inactive(c)) return [];
  // "DAZED": a creature dazed during its turn completes the current action, then its turn ends.
  if (dazedLimits(c) && !t.single) return [];
  const dominated = t.controller !== c.owner;
  const out: Option[] = [];
  // Nothing changes while the menu is built: the speed query runs once (lazily) for every use below.
  let speedMemo: number | null = null;
  const speed = (): number => (speedMemo ??= currentSpeed(ctx, c));
  if (canTake(t, 'move') && !dominated) {
    const m = moveOptionsAvailable(ctx, c, speed());
    if (m.move) out.push({ id: 'move', label: 'Move' });
    if (m.move && t.move && t.attack && !t.single && !t.oneMove) out.push({ id: 'double', label: 'Double move' });
    if (m.shift) out.push({ id: 'shift', label: 'Shift 1 square' });
  }
  if (canTake(t, 'attack')) {
    for (const o of attackOptions(ctx, c, dominated)) out.push(o);
    if (!dominated && ctx.query('canCharge', true, { creature: c.id }) && chargeOptionAvailable(ctx, c)) out.push({ id: 'charge', label: 'Charge' });
  }
  // An attack printed as a minor action takes the minor action (or one that substitutes for it).
  if (!dominated && canTake(t, 'minor')) for (const o of attackOptions(ctx, c, false, 'minor')) out.push(o);
  // Action powers (minor/move/attack/replaces-turn/free): powers/actions.ts.
  if (!dominated) out.push(...actionPowerOptions(ctx, c, t, speed));
  if (!dominated) out.push(...terrainActions(ctx, c));
  // "MOUNT"/"DISMOUNT" as move actions; a rider moves only with its mount (rules/mount.ts).
  if (!dominated) mountMenu(ctx, c, t, out);
  if (out.length > 0) out.push({ id: 'end', label: 'End turn' });
  return out;
}

export const turnActions = handler<'turn-actions'>({
  run(ctx, st) {
    const c = ctx.state.creatures[st.creature] as CreatureState;
    const menu = actionMenu(ctx, c);
    if (menu.length === 0) return;
    const t = ctx.state.turn as TurnState;
    return ctx.ask(t.controller, 'choose-action', `${c.label}: choose an action.`, menu);
  },
  choose(ctx, st, option) {
    const s = ctx.state;
    const c = s.creatures[st.creature] as CreatureState;
    const t = s.turn as TurnState;
    const again = step('turn-actions', { creature: c.id });
    const id = option.id;
    if (id === 'end') return;
    if (id === 'move' || id === 'shift') {
      consume(t, 'move');
      ctx.push(step('move', { creature: c.id, mode: id, factor: 1 }), again);
    } else if (id === 'double') {
      t.move = false;
      t.attack = false;
      ctx.push(step('move', { creature: c.id, mode: 'move', factor: 2 }), again);
    } else if (id === 'charge') {
      t.attack = t.move = t.minor = false;
      t.charged = true;
      ctx.push(step('charge', { creature: c.id }), again);
    } else if (id.startsWith('attack:')) {
      consume(t, cardOf(s, c).attacks[Number(id.slice(7))]?.action === 'minor' ? 'minor' : 'attack');
      ctx.push(step('attack', { attacker: c.id, attackIndex: Number(id.slice(7)), target: -1, mode: 'action' }), again);
    } else if (id.startsWith('terrain:')) {
      chooseTerrainAction(ctx, c, id, again);
    } else if (id.startsWith('power:')) {
      useActionPower(ctx, c, t, id.slice(6), again);
    } else if (id.startsWith('mount:')) {
      chooseMountAction(ctx, c, t, id, again);
    }
  },
});

export const turnEnd = handler<'turn-end'>({
  run(ctx, st) {
    const s = ctx.state;
    const c = s.creatures[st.creature] as CreatureState;
    if (!st.close) {
      terrainAtEndOfTurn(ctx, c);
      if (onMap(c)) {
        savesAtEndOfTurn(ctx, c);
        for (const x of endAtEndOfTurn(c)) ctx.emit('effect-ends', { creature: c.id, label: c.label, effect: x.kind });
        rechargeAtEndOfTurn(ctx, c);
        // 3. Other end-of-turn effects (powers/turn-powers.ts); the turn closes after them.
        const more = occurs(s, 'EndOfTurn', { creature: c.id });
        if (more.length > 0) return void ctx.push(...more, step('turn-end', { creature: c.id, close: true }));
      }
    }
    s.turn = null;
  },
});
