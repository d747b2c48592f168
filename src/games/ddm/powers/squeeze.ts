// Implements ddm-battle-rules-2011, "Squeezing": a Huge creature with a speed of 2 or more can
// squeeze at the start of a move or attack action — it provokes opportunity attacks from adjacent
// enemies, then occupies a 2×2 space entirely within its starting position; while squeezed it grants
// combat advantage and has -2 Speed and -5 Attack (powers/effects.ts, rules/attack.ts); it can end
// squeezing at the end of any action, occupying a legal 3×3 space that entirely contains its
// squeezed space (none: it cannot end it yet). The geometry is the geometry module's
// squeezeSpaces / unsqueezeSpaces; the creature's current side length is `size`.
//
// "At the end of any action" is offered at every end of an action the creature takes:
// - on its own turn, between actions: the menu's "End squeezing" (after its first action);
// - inside a double move ("2 subsequent move actions", "MOVE"): a squeezed creature may take its
//   double move as two moves with the choice in between ("Double move: two moves, squeezing may end
//   after the first"); the second move then has the speed of its new size;
// - on another creature's turn, at the end of its free or immediate action (an opportunity attack, an
//   immediate attack): "End squeezing now?" with the 3×3 spaces and "Stay squeezed". A 3×3 space that
//   would stand on the rest of a movement under way (the path fixed when it began) is not offered.
//
// The step itself (choosing the spaces, the action squeezed for) is powers/squeeze-step.ts; whether a
// creature is squeezed is powers/squeezed.ts.
import type { Option, Step } from '../../../core/index.js';
import { SPACE } from '../cards/schema.js';
import { geo } from '../geo.js';
import { unsqueezeSpaces } from '../geometry/index.js';
import { cardOf, onMap } from '../rules/common.js';
import { moveOptionsAvailable, provokers } from '../rules/movement.js';
import { canTake } from '../rules/action-slots.js';
import { isStep, step } from '../steps.js';
import type { CreatureState, DdmState, TurnState } from '../state.js';
import type { DdmCtx } from '../ctx.js';
import { opportunityWindows } from './opportunity-order.js';
import { ownSqueeze, squeezed } from './squeezed.js';

export const SQUEEZE = '#squeeze';
export const UNSQUEEZE = '#unsqueeze';
/** A squeezed creature's double move taken as two moves, with the end of squeezing offered in between. */
export const DOUBLE_SPLIT = '#double-split';

/** The menu options: squeeze (then move or attack), or end squeezing after an action. */
export function squeezeOptions(ctx: DdmCtx, c: CreatureState, t: TurnState, speed: () => number): Option[] {
  const s = ctx.state;
  if (!c.pos || SPACE[cardOf(s, c).size] !== 3) return [];
  if (!squeezed(s, c)) {
    if ((canTake(t, 'move') || canTake(t, 'attack')) && speed() >= 2) return [{ id: `power:${SQUEEZE}`, label: 'Squeeze (then move or attack)' }];
    return [];
  }
  const out: Option[] = [];
  // "At the end of any action": not before the creature has taken one this turn.
  const acted = !(t.attack && t.move && t.minor) || t.charged;
  if (acted && endSpaces(ctx, c).length > 0) out.push({ id: `power:${UNSQUEEZE}`, label: 'End squeezing' });
  // Its double move as two move actions, so that squeezing may end at the end of the first.
  if (t.move && t.attack && !t.single && !t.oneMove && !t.noActions && t.controller === c.owner && moveOptionsAvailable(ctx, c, speed()).move)
    out.push({ id: `power:${DOUBLE_SPLIT}`, label: 'Double move: two moves, squeezing may end after the first' });
  return out;
}

/**
 * The end of an action `c` took outside its own turn (a free or immediate action): the offer to end
 * squeezing, if it is squeezed. Nothing on its own turn (the menu offers it there).
 */
export function endOfActionSqueeze(s: DdmState, c: CreatureState): Step[] {
  if (!onMap(c) || !ownSqueeze(s, c) || s.turn?.creature === c.id) return [];
  return [step('squeeze', { creature: c.id, phase: 'offer' })];
}

export function endSpaces(ctx: DdmCtx, c: CreatureState) {
  const g = geo(ctx.state);
  const self = g.byId.get(c.id);
  if (!self) return [];
  const spaces = unsqueezeSpaces(
    g.board,
    self,
    g.bodies.filter((b) => b.id !== self.id),
  );
  const ahead = pendingPaths(ctx.state, c.id);
  if (ahead.length === 0) return spaces;
  return spaces.filter((sp) => !ahead.some((p) => p.x < sp.x + 3 && sp.x < p.x + p.side && p.y < sp.y + 3 && sp.y < p.y + p.side));
}

/** The spaces other creatures will still enter on the movements under way (their `move-step`s on the stack). */
function pendingPaths(s: DdmState, self: number): { x: number; y: number; side: number }[] {
  const out: { x: number; y: number; side: number }[] = [];
  for (const st of s.core.stack) {
    if (!isStep(st, 'move-step')) continue;
    const m = st;
    const mover = s.creatures[m.creature];
    if (!mover || m.creature === self) continue;
    for (let j = m.next; j * 2 + 1 < m.path.length; j++) out.push({ x: m.path[j * 2] as number, y: m.path[j * 2 + 1] as number, side: mover.size });
  }
  return out;
}

/** Starts squeezing (the opportunity attacks first) or ends it; the turn's menu comes back afterwards. */
export function useSqueeze(ctx: DdmCtx, c: CreatureState, which: string): void {
  const t = ctx.state.turn;
  if (which === DOUBLE_SPLIT && t) {
    // "Double Move": two subsequent move actions; at the end of the first, squeezing may end.
    t.move = false;
    t.attack = false;
    const move = () => step('move', { creature: c.id, mode: 'move', factor: 1 });
    ctx.push(move(), step('squeeze', { creature: c.id, phase: 'offer' }), move(), step('turn-actions', { creature: c.id }));
  } else if (which === SQUEEZE) {
    const g = geo(ctx.state);
    ctx.push(...opportunityWindows(provokers(ctx, g, c, true), c, ctx.state), step('squeeze', { creature: c.id, phase: 'place' }));
  } else ctx.push(step('squeeze', { creature: c.id, phase: 'end' }), step('turn-actions', { creature: c.id }));
}
