// Implements ddm-battle-rules-2011, "Squeezing": a Huge creature with a speed of 2 or more can
// squeeze at the start of a move or attack action — it provokes opportunity attacks from adjacent
// enemies, then occupies a 2×2 space entirely within its starting position; while squeezed it grants
// combat advantage and has -2 Speed and -5 Attack (powers/effects.ts, rules/attack.ts); it can end
// squeezing at the end of any action, occupying a legal 3×3 space that entirely contains its
// squeezed space (none: it cannot end it yet). The geometry is the geometry module's
// squeezeSpaces / unsqueezeSpaces; the creature's current side length is `size`.
import type { Option } from '../../../core/index.js';
import { SPACE } from '../cards/schema.js';
import { geo, legalAt, spaceOf } from '../geo.js';
import { squeezeSpaces, unsqueezeSpaces } from '../geometry/index.js';
import { cardOf, onMap } from '../rules/common.js';
import { provokers } from '../rules/movement.js';
import { actionMenu, canTake, turnActions } from '../rules/turn.js';
import { handler, step, type Handler } from '../steps.js';
import type { CreatureState, DdmState, TurnState } from '../state.js';
import type { DdmCtx } from './effects.js';
import { opportunityWindows } from './opportunity-order.js';

export const SQUEEZE = '#squeeze';
export const UNSQUEEZE = '#unsqueeze';

/** Squeezed: a Huge creature occupying less than its 3×3 space. */
export function squeezed(s: DdmState, c: CreatureState): boolean {
  return c.size < SPACE[cardOf(s, c).size];
}

/** The menu options: squeeze (then move or attack), or end squeezing after an action. */
export function squeezeOptions(ctx: DdmCtx, c: CreatureState, t: TurnState, speed: () => number): Option[] {
  const s = ctx.state;
  if (!c.pos || SPACE[cardOf(s, c).size] !== 3) return [];
  if (!squeezed(s, c)) {
    if ((canTake(t, 'move') || canTake(t, 'attack')) && speed() >= 2) return [{ id: `power:${SQUEEZE}`, label: 'Squeeze (then move or attack)' }];
    return [];
  }
  // "At the end of any action": not before the creature has taken one this turn.
  const acted = !(t.attack && t.move && t.minor) || t.charged;
  if (acted && endSpaces(ctx, c).length > 0) return [{ id: `power:${UNSQUEEZE}`, label: 'End squeezing' }];
  return [];
}

function endSpaces(ctx: DdmCtx, c: CreatureState) {
  const g = geo(ctx.state);
  const self = g.byId.get(c.id);
  if (!self) return [];
  return unsqueezeSpaces(g.board, self, g.bodies.filter((b) => b.id !== self.id));
}

/** Starts squeezing (the opportunity attacks first) or ends it; the turn's menu comes back afterwards. */
export function useSqueeze(ctx: DdmCtx, c: CreatureState, which: string): void {
  if (which === SQUEEZE) {
    const g = geo(ctx.state);
    ctx.push(...opportunityWindows(provokers(ctx, g, c, true), c), step('squeeze', { c: c.id, phase: 'place' }));
  } else ctx.push(step('squeeze', { c: c.id, phase: 'end' }), step('turn-actions', { c: c.id }));
}

const posOption = (x: number, y: number): Option => ({ id: `${x},${y}`, label: `(${x},${y})`, payload: { x, y } });

/**
 * Phases: `place` (choose the 2×2 space; a creature destroyed by the opportunity attacks loses the
 * action), `act` (the move or attack action it squeezed for: the menu's move and attack options),
 * `end` (choose the 3×3 space).
 */
export const squeezeStep: Handler = handler<{ c: number; phase: string }>({
  run(ctx, st) {
    const s = ctx.state;
    const c = s.creatures[st.c] as CreatureState;
    const who = s.turn?.creature === c.id ? s.turn.controller : c.owner;
    if (!onMap(c) || !c.pos) return;
    if (st.phase === 'place') {
      const g = geo(s);
      const spots = (squeezed(s, c) ? [] : squeezeSpaces(spaceOf(c))).filter((sp) => legalAt(g, { ...c, size: 2 }, { x: sp.x, y: sp.y }));
      if (spots.length === 0) return void ctx.push(step('turn-actions', { c: c.id }));
      return ctx.ask(who, 'squeeze', `${c.label} squeezes into which 2×2 space?`, spots.map((sp) => posOption(sp.x, sp.y)));
    }
    if (st.phase === 'act') {
      const options = actionMenu(ctx, c).filter((o) => isMoveOrAttack(ctx, c, o.id));
      if (options.length === 0) return void ctx.push(step('turn-actions', { c: c.id }));
      return ctx.ask(who, 'choose-action', `${c.label} squeezed: its move or attack action.`, options);
    }
    const spots = endSpaces(ctx, c);
    if (spots.length === 0) return;
    if (spots.length === 1) return void setSpace(ctx, c, (spots[0] as { x: number }).x, (spots[0] as { y: number }).y, 3);
    return ctx.ask(who, 'squeeze', `${c.label} ends squeezing: which 3×3 space?`, spots.map((sp) => posOption(sp.x, sp.y)));
  },
  choose(ctx, st, option, decision) {
    const s = ctx.state;
    const c = s.creatures[st.c] as CreatureState;
    if (st.phase === 'act') return turnActions.choose?.(ctx, { kind: 'turn-actions', c: c.id }, option, decision);
    const [x, y] = option.id.split(',').map(Number);
    if (st.phase === 'place') {
      setSpace(ctx, c, x ?? 0, y ?? 0, 2);
      ctx.push(step('squeeze', { c: c.id, phase: 'act' }));
    } else setSpace(ctx, c, x ?? 0, y ?? 0, 3);
  },
});

function setSpace(ctx: DdmCtx, c: CreatureState, x: number, y: number, size: number): void {
  c.pos = { x, y };
  c.size = size;
  c.lastLegal = c.pos;
  ctx.emit(size === 3 ? 'unsqueezed' : 'squeezed', { creature: c.id, label: c.label, x, y });
}

/** Menu options that are a move or an attack action (what a creature squeezes for). */
function isMoveOrAttack(ctx: DdmCtx, c: CreatureState, id: string): boolean {
  if (id === 'move' || id === 'double' || id === 'shift' || id === 'charge' || id.startsWith('attack:')) return true;
  if (!id.startsWith('power:')) return false;
  const p = cardOf(ctx.state, c).powers.find((x) => x.kind === 'action' && x.name === id.slice(6));
  return !!p && p.kind === 'action' && (p.action === 'move' || p.action === 'attack');
}

export const SQUEEZE_STEPS: Record<string, Handler> = { squeeze: squeezeStep };
