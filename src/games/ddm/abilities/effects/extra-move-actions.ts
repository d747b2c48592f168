// Effect "extra-move-actions" (Feral Surge: "use on this creature's turn. Take 1 extra move action this
// turn") — ddm-battle-rules-2011, "Take Actions Phase" (a turn's attack, move and minor actions),
// broken by the card ("CORE RULES AND EXCEPTIONS", a permissive card rule): the turn gains N move
// actions (TurnState `extraMoves`), which rules/action-slots.ts spends after the turn's own move action
// and before substituting the attack action, so the creature may move twice and still attack. Our
// reading: the extra action is a move action only (no minor action in its place), and a creature with
// a single action in all (Dazed) gains nothing — the restrictive rule wins.
import { onMap } from '../../rules/common.js';
import type { PowerEffectModule } from '../language.js';

export const extraMoveActions: PowerEffectModule<'extra-move-actions'> = {
  kind: 'extra-move-actions',
  text: (e) => `this creature takes ${e.count} extra move action${e.count === 1 ? '' : 's'} this turn`,
  possible: ({ ctx, subject }) => onMap(subject) && ctx.state.turn?.creature === subject.id && !ctx.state.turn.single,
  resolve: ({ ctx, subject }, e) => {
    const t = ctx.state.turn;
    if (t && t.creature === subject.id) t.extraMoves = (t.extraMoves ?? 0) + e.count;
  },
  // As an action power on its turn: resolved when it is used (no step of its own).
  action: {
    possible: (ctx, c) => onMap(c) && ctx.state.turn?.creature === c.id && !ctx.state.turn.single,
    start: (ctx, c, e) => {
      const t = ctx.state.turn;
      if (t && t.creature === c.id) t.extraMoves = (t.extraMoves ?? 0) + e.count;
      return null;
    },
  },
};
