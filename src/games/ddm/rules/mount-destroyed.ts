// Implements ddm-battle-rules-2011, "Mounts and Riders", "Mount Destroyed": a destroyed rider's
// link goes; a destroyed mount's riders are each put in a space entirely within the mount's former
// space (the nearest legal one when none is left). Also the small helpers the other mount rules
// share (rules/mount.ts): the rider's own space, who decides for it, unlinking. Called from
// `destroy` (rules/hit-points.ts), so it asks nothing of the attack or turn rules.
import { SPACE } from '../cards/schema.js';
import type { DdmCtx } from '../ctx.js';
import { geo } from '../geo.js';
import { nearestLegalPositions, positionsWithin, type Space } from '../geometry/index.js';
import { handler, step } from '../steps.js';
import type { CreatureState, DdmState, Pos } from '../state.js';
import { cardOf, onMap } from './common.js';
import { anyMounted, linkOf, MOUNTED, ridersOf } from './mount-links.js';
import { posOption } from './space-choice.js';

/** The rider's space once off its mount: its own card size. */
export const ownSide = (s: DdmState, r: CreatureState): number => SPACE[cardOf(s, r).size];

/** The player deciding for `c` now (its controller on its own turn, else its owner). */
export const decider = (s: DdmState, c: CreatureState): number => (s.turn?.creature === c.id ? s.turn.controller : c.owner);

export function unlink(ctx: DdmCtx, r: CreatureState): void {
  ctx.removeEffects((e) => e.handler === MOUNTED && e.params['creature'] === r.id);
}

/**
 * Called by `destroy` (rules/hit-points.ts) once `c` is off the map (`was`: its former space). A
 * destroyed rider's link goes; a destroyed mount's riders are each put in a space entirely within
 * the space the mount occupied ("Mount Destroyed") — their owner chooses when there is a choice.
 */
export function afterDestroyed(ctx: DdmCtx, c: CreatureState, was: Pos | null, side: number): void {
  const s = ctx.state;
  if (!anyMounted(s)) return;
  if (linkOf(s, c)) unlink(ctx, c);
  const riders = ridersOf(s, c);
  for (const r of riders) {
    unlink(ctx, r);
    if (!was || !onMap(r)) continue;
    // Until placed, it stays where it was: in the whole of the former space (no one else is there).
    ctx.emit('mount-destroyed', { creature: r.id, label: r.label, mountLabel: c.label });
    ctx.push(step('mount-fall', { creature: r.id, x: was.x, y: was.y, side }));
  }
}

function fallSpots(s: DdmState, r: CreatureState, st: { x: number; y: number; side: number }): Space[] {
  const g = geo(s);
  const own = ownSide(s, r);
  const within = positionsWithin(g.board, own, { x: st.x, y: st.y, side: st.side }, g.bodies, { selfId: String(r.id) });
  if (within.length > 0) return within;
  // No legal space left inside (another rider took it, terrain): the nearest legal positions.
  const squares: { x: number; y: number }[] = [];
  for (let y = st.y; y < st.y + st.side; y++) for (let x = st.x; x < st.x + st.side; x++) squares.push({ x, y });
  return nearestLegalPositions(g.board, own, squares, g.bodies, { selfId: String(r.id) });
}

/** "Mount Destroyed": the rider is put in a space entirely within the mount's former space. */
export const mountFallStep = handler<'mount-fall'>({
  run(ctx, st) {
    const s = ctx.state;
    const r = s.creatures[st.creature] as CreatureState;
    if (!onMap(r)) return;
    const spots = fallSpots(s, r, st);
    if (spots.length <= 1) {
      const at = spots[0] ?? { x: st.x, y: st.y };
      return void place(ctx, r, at);
    }
    return ctx.ask(decider(s, r), 'choose-destination', `${r.label}'s mount is destroyed: where is it put?`, spots.map(posOption));
  },
  choose(ctx, st, option) {
    const s = ctx.state;
    const r = s.creatures[st.creature] as CreatureState;
    const spot = fallSpots(s, r, st).find((sp) => `${sp.x},${sp.y}` === option.id);
    if (spot) place(ctx, r, spot);
  },
});

function place(ctx: DdmCtx, r: CreatureState, at: Pos): void {
  r.size = ownSide(ctx.state, r);
  r.pos = { x: at.x, y: at.y };
  r.lastLegal = r.pos;
  ctx.emit('rider-placed', { creature: r.id, label: r.label, to: [at.x, at.y] });
}
