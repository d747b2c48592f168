/**
 * Pounce Special Attack (Wolves of Badru): Range 3, Attack 5, by a figure of the card that moved this
 * turn and has not attacked, at a small or medium figure not adjacent to it whose base is at most 5
 * levels above or below the attacker's base (in clear Line of Sight, as any special attack with a
 * Range). When the defender is destroyed the attacker is placed at once on the space it occupied;
 * when it is not, the attacker is destroyed.
 * Rulebook: heroscape-master-game-guide — "Special Powers" → "Special Attacks" (instead of a normal
 * attack; never modified by glyphs, height advantage or other powers; an engaged figure may attack
 * only the figures it is engaged with — always adjacent ones, so an engaged figure cannot pounce);
 * the power's text is on the card.
 *
 * How it is played: the attack is an option of the attack question; after the defense (a `power`
 * step pushed below the defense steps) the attacker is placed or destroyed. Placed, not moved: no
 * leaving-engagement attack.
 */
import { resolveSpecialAttack, targetsOf } from '../battle/attack.js';
import { boardOf, figureById, figureName, placedOf, whereIs } from '../battle/state.js';
import { destroyFigure } from '../battle/wounds.js';
import { figuresAdjacent } from '../engagement.js';
import { abilityKey, type Ability } from './ability.js';
import { hasMoved, movedMarks } from './figure-moved.js';
import { specialTargetOf, specialTargetOptions } from './special-targets.js';

const NAME = 'Pounce Special Attack';
const KEY = abilityKey(NAME);
const RANGE = 3;
const ATTACK = 5;
/** The most levels between the two figures' bases. */
const LEVELS = 5;
const MOVED = 'pounce-moved:';

export const pounceSpecialAttack: Ability = {
  name: NAME,
  text: `Special attack instead of a normal attack, by a figure that moved this turn: Range ${RANGE}, Attack ${ATTACK}, at a small or medium figure not adjacent to it whose base is at most ${LEVELS} levels above or below its own. If the defender is destroyed, this figure is placed on the space it occupied; if not, this figure is destroyed.`,
  handler: { on: movedMarks(MOVED) },
  attackOptions(ctx, card, attacked) {
    const s = ctx.state;
    const board = boardOf(s);
    return specialTargetOptions(ctx, card, attacked, KEY, NAME, (f) => {
      if (!hasMoved(s, card, f.id, MOVED)) return [];
      const me = placedOf(s, f);
      const level = board.spLevel[me.head]!;
      // Filtered after the search: an engaged figure is offered only the figures it is engaged with, all adjacent.
      return targetsOf(ctx, f, { range: RANGE, sight: true }).filter((id) => {
        const e = placedOf(s, figureById(s, id));
        return (e.size === 'small' || e.size === 'medium') && Math.abs(board.spLevel[e.head]! - level) <= LEVELS && !figuresAdjacent(board, me, e).adjacent;
      });
    });
  },
  useAttackOption(ctx, card, option) {
    const s = ctx.state;
    const [a, t] = specialTargetOf(KEY, option.id);
    const f = figureById(s, a);
    const target = figureById(s, t);
    ctx.push({ kind: 'power', power: KEY, card, player: f.owner, data: { figure: a, target: t, space: target.head } });
    resolveSpecialAttack(ctx, f, NAME, ATTACK, [target]);
    return [a];
  },
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const f = figureById(s, String(step.data['figure']));
      if (f.destroyed || f.head < 0) return;
      const t = figureById(s, String(step.data['target']));
      if (!t.destroyed) {
        ctx.emit('PowerUsed', { power: NAME, figure: f.id, note: `${figureName(s, t)} was not destroyed: ${figureName(s, f)} is destroyed` });
        return destroyFigure(ctx, f.id, NAME);
      }
      const space = Number(step.data['space']);
      f.head = space;
      f.tail = -1;
      const at = whereIs(boardOf(s), space);
      ctx.emit('PowerUsed', {
        power: NAME,
        figure: f.id,
        note: `${figureName(s, f)} is placed where ${figureName(s, t)} stood, (${at.q}, ${at.r}) level ${at.level}`,
      });
    },
  },
};
