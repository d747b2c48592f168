// Effect "move-attack-entered": "Move up to N squares and make 1 {b} attack against each enemy
// occupying squares entered during that move" — an action power printed among the attacks
// (ddm-battle-rules-2011, "USE A POWER"; "Attack Actions": a replaces attack action). A MOVE of at most
// N squares (opportunity attacks, terrain and "Legal Position" as any move; only a creature that may
// enter an enemy's square — Flight over a non-flying enemy, Burrow, Phasing, a Helpless enemy, "Modes
// (Movement)", "Legal Position" — ever occupies one), then one basic attack (the card's first basic
// attack, a melee one for {m}) against each enemy whose space the mover's space overlapped on a square
// it entered, one after another in the order they were entered ("Serial Effects"). The targets are
// named by the power, so no range or adjacency is asked; an attack is made after the move, from the
// square it ended on (our reading: "during that move" names which enemies). Squares it did not reach
// (stopped by a condition, destroyed) enter nobody; an enemy no longer on the map is skipped.
import { cardOf, enemies, onMap } from '../../rules/common.js';
import { destinationOptions, destinations, plannedPath, walkTo } from '../../rules/movement.js';
import { geo } from '../../geo.js';
import { handler, step } from '../../steps.js';
import type { CreatureState, Pos } from '../../state.js';
import type { DdmCtx } from '../../ctx.js';
import type { PowerEffect } from '../../cards/schema.js';
import { powerMoveLengthText, powerMoveSquares } from './power-move.js';
import type { PowerEffectModule } from '../language.js';

type MoveAttackEntered = Extract<PowerEffect, { kind: 'move-attack-entered' }>;

const squaresOf = (ctx: DdmCtx, c: CreatureState, e: MoveAttackEntered): number => powerMoveSquares(ctx, c, e.squares);

export const moveAttackEntered: PowerEffectModule<'move-attack-entered'> = {
  kind: 'move-attack-entered',
  text(e) {
    return `this creature moves up to ${powerMoveLengthText(e.squares)}, then makes a ${e.melee ? 'melee ' : ''}basic attack against each enemy whose squares it entered`;
  },
  grantsAction: true,
  action: {
    possible: (ctx, c, e) => onMap(c) && destinations(ctx, geo(ctx.state), c, squaresOf(ctx, c, e)).length > 0,
    start: (ctx, c, e) => step('move-attack-entered', { creature: c.id, phase: 'move', squares: squaresOf(ctx, c, e), melee: e.melee, path: [], entered: [] }),
  },
};

/** Whether a space of `size` at `p` overlaps `t`'s space. */
function overlaps(p: Pos, size: number, t: CreatureState): boolean {
  const q = t.pos;
  return !!q && p.x < q.x + t.size && q.x < p.x + size && p.y < q.y + t.size && q.y < p.y + size;
}

/** The enemies whose space the walk enters, each with the index of the first square where it does (id, index pairs). */
function enteredAlong(ctx: DdmCtx, c: CreatureState, path: readonly Pos[]): number[] {
  const s = ctx.state;
  const out: number[] = [];
  for (const t of s.creatures) {
    if (t.id === c.id || !onMap(t) || !enemies(s, c, t)) continue;
    const i = path.findIndex((p) => overlaps(p, c.size, t));
    if (i >= 0) out.push(t.id, i);
  }
  // In the order entered.
  const pairs: [number, number][] = [];
  for (let k = 0; k < out.length; k += 2) pairs.push([out[k] as number, out[k + 1] as number]);
  return pairs.sort((a, b) => a[1] - b[1] || a[0] - b[0]).flat();
}

/** How far along the walk the creature got: the index of its square on the path (-1: it never left, or is off it). */
function reached(c: CreatureState, path: readonly number[]): number {
  if (!c.pos) return -1;
  for (let i = path.length / 2 - 1; i >= 0; i--) if (path[i * 2] === c.pos.x && path[i * 2 + 1] === c.pos.y) return i;
  return -1;
}

export const moveAttackEnteredStep = handler<'move-attack-entered'>({
  run(ctx, st) {
    const s = ctx.state;
    const c = s.creatures[st.creature] as CreatureState;
    if (!onMap(c)) return;
    if (st.phase === 'attack') {
      const far = reached(c, st.path);
      const card = cardOf(s, c);
      const k = card.attacks.findIndex((a) => a.basic && (!st.melee || a.range.kind === 'melee'));
      if (k < 0) return;
      const attacks = [];
      for (let i = 0; i < st.entered.length; i += 2) {
        const t = s.creatures[st.entered[i] as number];
        if (!t || (st.entered[i + 1] as number) > far) continue;
        attacks.push(step('attack', { attacker: c.id, attackIndex: k, target: t.id, mode: 'action' }));
      }
      return void ctx.push(...attacks);
    }
    const options = destinationOptions(ctx, c, st.squares, { mode: 'move' });
    if (options.length === 0) return;
    return ctx.ask(s.turn?.creature === c.id ? s.turn.controller : c.owner, 'choose-destination', `${c.label}: where to move?`, options);
  },
  choose(ctx, st, option) {
    const c = ctx.state.creatures[st.creature] as CreatureState;
    const path = plannedPath(ctx, c, st.squares, option.id);
    if (!path) return;
    // The attacks come after the walk (pushed first, so run after it).
    ctx.push(step('move-attack-entered', { ...st, phase: 'attack', path: path.flatMap((p) => [p.x, p.y]), entered: enteredAlong(ctx, c, path) }));
    walkTo(ctx, c, st.squares, option.id, 'move', false);
  },
});
