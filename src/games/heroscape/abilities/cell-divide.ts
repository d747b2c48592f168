/**
 * Cell Divide (Marro Dividers): when a figure of the card receives wounds from a normal or special
 * attack by an opponent's figure, its player rolls the d20 before the figure is removed; on 17 or
 * more the wounds are ignored and, if possible, one of that player's destroyed figures of a card of
 * the same name is placed on an empty same-level space adjacent to the defending figure.
 * Rulebook: heroscape-master-game-guide — "ATTACKING" (wounds; a figure with wounds equal to its
 * Life is destroyed and removed), "Special Powers"; the power's text is on the card.
 *
 * How: the Wounded event names the attacking figure (`by`); the roll is made there, before the
 * markers are placed (as wound-ignoring-rolls.ts), and a success leaves no wound and pushes the
 * placement step (Water Clone's placement, water-clone.ts), which runs once the attack is over.
 * Our readings: "you may roll" is always taken (a failed roll changes nothing); a normal or special
 * attack is any wound an attack names its attacker for, never a leaving-engagement attack's;
 * "an opponent's figure" is one whose player is not the Divider's player nor a teammate ("Team
 * Play"); "your previously destroyed Marro Dividers" are destroyed figures of any card the player
 * controls with the card's name; the space is chosen by that player among the empty spaces around
 * the defending figure on its level where the figure can stand; none destroyed, or no such space:
 * the wounds are still ignored and nothing is placed ("if possible").
 */
import type { Option } from '../../../core/index.js';
import { rollD20 } from '../battle/d20.js';
import { LEAVING_ENGAGEMENT_CAUSE } from '../battle/leaving-engagement.js';
import { boardOf, cardOf, figureById, figureName, friendly, whereIs, type FigureState, type HsState } from '../battle/state.js';
import { abilityKey, cardParam, type Ability } from './ability.js';
import { occupiedSpaces, spacesAround, standable } from './spaces.js';

const NAME = 'Cell Divide';
const KEY = abilityKey(NAME);
export const CELL_DIVIDE_NEEDS = 17;

/** The player's destroyed figures of a card named as the card `card`. */
function destroyedOf(s: HsState, card: number, player: number): FigureState[] {
  const name = s.cards[card]!.card.name;
  return s.figures.filter((f) => f.destroyed && s.cards[f.card]!.card.name === name && s.cards[f.card]!.owner === player);
}

/** Empty spaces on the level of `f`, around it, where a figure of the card can stand. */
function placeSpaces(s: HsState, f: FigureState): number[] {
  const board = boardOf(s);
  const taken = occupiedSpaces(s);
  const level = board.spLevel[f.head]!;
  const height = cardOf(s, f).card.height;
  return spacesAround(board, f.head).filter((sp) => board.spLevel[sp] === level && standable(board, sp, height, taken));
}

export const cellDivide: Ability = {
  name: NAME,
  text: `When an opponent's normal or special attack wounds a figure of this card, roll the d20 before it is removed: on ${CELL_DIVIDE_NEEDS} or more the wounds are ignored and, if possible, a destroyed figure of yours of this card's name is placed on an empty same-level space adjacent to it.`,
  handler: {
    on: {
      Wounded: {
        run(ctx, effect, p) {
          const s = ctx.state;
          if (p.wounds <= 0 || p.by === null || p.cause === LEAVING_ENGAGEMENT_CAUSE) return undefined;
          const card = cardParam(effect);
          const f = figureById(s, p.figure);
          if (f.card !== card) return undefined;
          const attacker = figureById(s, p.by);
          if (friendly(s, attacker.owner, f.owner)) return undefined;
          // For the card: a higher roll never hurts its player (the d20Roll query, Hive Supremacy).
          const d20 = rollD20(ctx, f.owner, card);
          const ignored = d20 >= CELL_DIVIDE_NEEDS;
          ctx.emit('PowerUsed', {
            power: NAME,
            figure: f.id,
            note: `the d20 shows ${d20} (${CELL_DIVIDE_NEEDS} or higher needed)${ignored ? `: ${figureName(s, f)} ignores ${p.wounds} wound(s)` : ': no effect'}`,
          });
          if (!ignored) return undefined;
          ctx.push({ kind: 'power', power: KEY, card, player: f.owner, data: { figure: f.id } });
          return { ...p, wounds: 0 };
        },
      },
    },
  },
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const f = figureById(s, String(step.data['figure']));
      if (f.destroyed || f.head < 0 || destroyedOf(s, step.card, step.player).length === 0) return;
      const board = boardOf(s);
      const options: Option[] = placeSpaces(s, f).map((sp) => {
        const at = whereIs(board, sp);
        return { id: `at:${sp}`, label: `(${at.q}, ${at.r}) level ${at.level}`, payload: { space: sp, q: at.q, r: at.r, level: at.level } };
      });
      if (options.length === 0) return;
      return ctx.ask(step.player, 'use-power', `${NAME}: where is the destroyed figure placed?`, options);
    },
    choose(ctx, step, option) {
      const s = ctx.state;
      const back = destroyedOf(s, step.card, step.player)[0]!;
      back.destroyed = false;
      back.wounds = 0;
      back.head = Number(option.id.slice('at:'.length));
      back.tail = -1;
      ctx.emit('PowerUsed', { power: NAME, figure: back.id, note: 'placed on the battlefield' });
    },
  },
};
