// Effect "move-attack-during": "This creature moves up to its speed (N squares)[ (minimum N squares)]
// and makes a {b} attack at any time during its move" — an action power printed among the attacks
// (ddm-battle-rules-2011, "USE A POWER"; "Attack Actions": a replaces attack action). One MOVE of at
// most N squares with one basic attack ({m}, "melee basic": a melee one) made at a square of it: the
// player walks to the square the attack is made from (0 squares: before moving), the attack is made
// ("Making an Attack": a ranged one provokes there), then the creature walks the squares left (0: the
// attack ends the move). Both walks are the one move: "MOVE" provokes opportunity attacks as any move
// does ("Once Per Turn" still holds for each enemy), Flight provokes from non-flying enemies only on
// leaving the square the move began on ("Modes (Movement)"), difficult terrain costs its extra square
// out of the same N, the square attacked from is a legal position (it stops there) and so is the end
// ("Legal Position"). "(minimum N squares)" counts from where the move began to where it ends
// ("'Movement' Triggers"). An attack with no target where it is made is lost; the move goes on.
import { basicAttackChoices } from '../../rules/attack-options.js';
import { cardOf, onMap } from '../../rules/common.js';
import { destinationOptions, walkTo } from '../../rules/movement.js';
import { kingDistance } from '../../geometry/index.js';
import { handler, step, type StepOf } from '../../steps.js';
import type { CreatureState, Pos } from '../../state.js';
import type { DdmCtx } from '../../ctx.js';
import type { PowerEffect } from '../../cards/schema.js';
import { canMoveFarEnough, powerMoveLengthText, powerMoveMinimumText, powerMoveSquares } from './power-move.js';
import type { PowerEffectModule } from '../language.js';

type MoveAttackDuring = Extract<PowerEffect, { kind: 'move-attack-during' }>;
type St = StepOf<'move-attack-during'>;

const squaresOf = (ctx: DdmCtx, c: CreatureState, e: MoveAttackDuring): number => powerMoveSquares(ctx, c, e.squares);

export const moveAttackDuring: PowerEffectModule<'move-attack-during'> = {
  kind: 'move-attack-during',
  text(e) {
    return `this creature moves up to ${powerMoveLengthText(e.squares)}${powerMoveMinimumText(e.minimum)} and makes a ${e.melee ? 'melee ' : ''}basic attack at any square of the move`;
  },
  grantsAction: true,
  action: {
    possible: (ctx, c, e) => onMap(c) && canMoveFarEnough(ctx, c, squaresOf(ctx, c, e), e.minimum),
    start: (ctx, c, e) =>
      step('move-attack-during', {
        creature: c.id,
        phase: 'first',
        squares: squaresOf(ctx, c, e),
        minimum: e.minimum ?? 0,
        melee: e.melee,
        originX: c.pos?.x ?? 0,
        originY: c.pos?.y ?? 0,
      }),
  },
};

const originOf = (st: St): Pos => ({ x: st.originX, y: st.originY });

/**
 * The squares the move may stop at: before the attack, those from which an end `minimum` squares away
 * is still possible (already that far, or the starting square, the whole move left); after it, the
 * ends that far from where the move began.
 */
function stops(ctx: DdmCtx, c: CreatureState, st: St) {
  const first = st.phase === 'first';
  const options = destinationOptions(ctx, c, st.squares, { mode: 'move', stay: true, ...(first ? {} : { minimum: st.minimum, from: originOf(st) }) });
  if (!first || st.minimum === 0) return options;
  const o = originOf(st);
  return options.filter((x) => {
    const p = x.payload as { x: number; y: number };
    return kingDistance(o, p) >= st.minimum || (p.x === o.x && p.y === o.y);
  });
}

export const moveAttackDuringStep = handler<'move-attack-during'>({
  run(ctx, st) {
    const s = ctx.state;
    const c = s.creatures[st.creature] as CreatureState;
    if (!onMap(c)) return;
    if (st.phase === 'attack') {
      const ks = basicAttackChoices(ctx, c, st.melee);
      if (ks.length === 0) ctx.emit('attacks-lost', { creature: c.id, label: c.label, count: 1 });
      const rest = st.squares > 0 ? [step('move-attack-during', { ...st, phase: 'rest' as const })] : [];
      if (ks.length <= 1) {
        const k = ks[0];
        return void ctx.push(...(k === undefined ? [] : [step('attack', { attacker: c.id, attackIndex: k, target: -1, mode: 'action' })]), ...rest);
      }
      const card = cardOf(s, c);
      return ctx.ask(
        s.turn?.creature === c.id ? s.turn.controller : c.owner,
        'choose-attack',
        `${c.label}: which basic attack during the move?`,
        ks.map((k) => ({ id: `attack:${k}`, label: `Attack: ${card.attacks[k]?.name ?? k}` })),
      );
    }
    // No squares to walk (a speed of 0 at the start: it attacks where it stands; none left: the move is over).
    if (st.squares <= 0) return void (st.phase === 'first' ? ctx.push(step('move-attack-during', { ...st, phase: 'attack' as const })) : undefined);
    const options = stops(ctx, c, st);
    if (options.length === 0) return;
    const where = st.phase === 'first' ? 'where to make the attack from' : 'where to end the move';
    return ctx.ask(s.turn?.creature === c.id ? s.turn.controller : c.owner, 'choose-destination', `${c.label}: ${where}?`, options);
  },
  choose(ctx, st, option) {
    const c = ctx.state.creatures[st.creature] as CreatureState;
    if (st.phase === 'attack') {
      const rest = st.squares > 0 ? [step('move-attack-during', { ...st, phase: 'rest' as const })] : [];
      return void ctx.push(step('attack', { attacker: c.id, attackIndex: Number(option.id.slice(7)), target: -1, mode: 'action' }), ...rest);
    }
    // The walk (pushed last, so run first), then the attack from where it stopped, then the squares left.
    const cost = (option.payload as { cost?: number } | undefined)?.cost ?? 0;
    if (st.phase === 'first') ctx.push(step('move-attack-during', { ...st, phase: 'attack', squares: st.squares - cost }));
    walkTo(ctx, c, st.squares, option.id, 'move', true, originOf(st));
  },
});
