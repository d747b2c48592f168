// Implements ddm-battle-rules-2011, "Squeezing" as a step (see powers/squeeze.ts for the rule): the
// 2×2 space chosen after the opportunity attacks, the move or attack action squeezed for (the
// turn's own menu, limited to those actions), the 3×3 space when squeezing ends. Above the turn
// rules, which it asks for the menu; only the step table imports it.
import type { Option } from '../../../core/index.js';
import { geo, legalAt, spaceOf } from '../geo.js';
import { squeezeSpaces } from '../geometry/index.js';
import { onMap, sideOf } from '../rules/common.js';
import { powerAnswers } from '../abilities/queries.js';
import { carryRiders } from '../rules/mount-links.js';
import { actionMenu, turnActions } from '../rules/turn.js';
import { handler, step } from '../steps.js';
import type { CreatureState } from '../state.js';
import type { DdmCtx } from '../ctx.js';
import { DOUBLE_SPLIT, endSpaces } from './squeeze.js';
import { ownSqueeze, squeezed } from './squeezed.js';

const posOption = (x: number, y: number): Option => ({ id: `${x},${y}`, label: `(${x},${y})`, payload: { x, y } });

/**
 * Phases: `place` (choose the 2×2 space; a creature destroyed by the opportunity attacks loses the
 * action), `act` (the move or attack action it squeezed for: the menu's move and attack options),
 * `end` (choose the 3×3 space), `offer` (at the end of an action outside the menu: a 3×3 space or
 * "Stay squeezed"; not asked when no legal 3×3 space exists).
 */
export const squeezeStep = handler<'squeeze'>({
  run(ctx, st) {
    const s = ctx.state;
    const c = s.creatures[st.creature] as CreatureState;
    const who = s.turn?.creature === c.id ? s.turn.controller : c.owner;
    if (!onMap(c) || !c.pos) return;
    if (st.phase === 'place') {
      const g = geo(s);
      const spots = (squeezed(s, c) ? [] : squeezeSpaces(spaceOf(c))).filter((sp) => legalAt(g, { ...c, size: 2 }, { x: sp.x, y: sp.y }));
      if (spots.length === 0) return void ctx.push(step('turn-actions', { creature: c.id }));
      return ctx.ask(
        who,
        'squeeze',
        `${c.label} squeezes into which 2×2 space?`,
        spots.map((sp) => posOption(sp.x, sp.y)),
      );
    }
    if (st.phase === 'act') {
      const options = actionMenu(ctx, c).filter((o) => isMoveOrAttack(ctx, c, o.id));
      if (options.length === 0) return void ctx.push(step('turn-actions', { creature: c.id }));
      return ctx.ask(who, 'choose-action', `${c.label} squeezed: its move or attack action.`, options);
    }
    const spots = endSpaces(ctx, c);
    if (spots.length === 0) return;
    if (st.phase === 'offer') {
      if (!ownSqueeze(s, c)) return;
      const who2 = s.turn?.creature === c.id ? s.turn.controller : sideOf(s, c);
      const options = spots.map((sp) => ({ ...posOption(sp.x, sp.y), label: `End squeezing: occupy (${sp.x},${sp.y})` }));
      return ctx.ask(who2, 'squeeze', `${c.label}: end squeezing now, at the end of its action?`, [...options, { id: 'stay', label: 'Stay squeezed' }]);
    }
    if (spots.length === 1) return void setSpace(ctx, c, (spots[0] as { x: number }).x, (spots[0] as { y: number }).y, 3);
    return ctx.ask(
      who,
      'squeeze',
      `${c.label} ends squeezing: which 3×3 space?`,
      spots.map((sp) => posOption(sp.x, sp.y)),
    );
  },
  choose(ctx, st, option, decision) {
    const s = ctx.state;
    const c = s.creatures[st.creature] as CreatureState;
    if (st.phase === 'act') return turnActions.choose?.(ctx, { kind: 'turn-actions', creature: c.id }, option, decision);
    if (option.id === 'stay') return;
    const [x, y] = option.id.split(',').map(Number);
    if (st.phase === 'place') {
      setSpace(ctx, c, x ?? 0, y ?? 0, 2);
      ctx.push(step('squeeze', { creature: c.id, phase: 'act' }));
    } else setSpace(ctx, c, x ?? 0, y ?? 0, 3);
  },
});

function setSpace(ctx: DdmCtx, c: CreatureState, x: number, y: number, size: number): void {
  c.pos = { x, y };
  c.size = size;
  c.lastLegal = c.pos;
  carryRiders(ctx.state, c);
  ctx.emit(size === 3 ? 'unsqueezed' : 'squeezed', { creature: c.id, label: c.label, x, y });
}

/** Menu options that are a move or an attack action (what a creature squeezes for). */
function isMoveOrAttack(ctx: DdmCtx, c: CreatureState, id: string): boolean {
  if (id === 'move' || id === 'double' || id === 'shift' || id === 'charge' || id.startsWith('attack:') || id === `power:${DOUBLE_SPLIT}`) return true;
  if (!id.startsWith('power:')) return false;
  const p = powerAnswers(ctx.state, c).actions.find((x) => x.name === id.slice(6));
  return !!p && (p.action === 'move' || p.action === 'attack');
}

export const SQUEEZE_STEPS = { squeeze: squeezeStep };
