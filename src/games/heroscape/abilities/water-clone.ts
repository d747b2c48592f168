/**
 * Water Clone (Rise of the Valkyrie: Marro Warriors): instead of attacking, one at a time, the d20
 * is rolled for each of the card's figures on the battlefield; on 15 or more (10 or more for a
 * figure on a water space) a destroyed figure of the card comes back on an empty space on the same
 * level adjacent to it. Used only in the attack part of the turn, so always after moving.
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the power's text is on the card.
 */
import type { Option } from '../../../core/index.js';
import { terrainOf } from '../board.js';
import { isWaterLike } from '../tiles.js';
import { boardOf, cardOf, figureById, figuresOfCard, whereIs, type FigureState, type HsState } from '../battle/state.js';
import { abilityKey, type Ability } from './ability.js';
import { rollFor } from './near.js';
import { occupiedSpaces, spacesAround, standable } from './spaces.js';

const NAME = 'Water Clone';
const KEY = abilityKey(NAME);
export const CLONE_NEEDS = 15;
export const CLONE_NEEDS_ON_WATER = 10;

const destroyedOf = (s: HsState, card: number): FigureState[] => s.figures.filter((f) => f.card === card && f.destroyed);

/** Empty spaces on the level of `f`, in the columns around it. */
function cloneSpaces(s: HsState, f: FigureState): number[] {
  const board = boardOf(s);
  const taken = occupiedSpaces(s);
  const level = board.spLevel[f.head]!;
  const height = cardOf(s, f).card.height;
  return spacesAround(board, f.head).filter((sp) => board.spLevel[sp] === level && standable(board, sp, height, taken));
}

export const waterClone: Ability = {
  name: NAME,
  text: `Instead of attacking, roll the d20 for each of this card's figures, one at a time: on ${CLONE_NEEDS} or more (${CLONE_NEEDS_ON_WATER} or more on a water space) a destroyed figure of this card returns on an empty same-level space adjacent to it.`,
  handler: {},
  attackOptions(ctx, card, attacked) {
    const s = ctx.state;
    const mine = figuresOfCard(s, card);
    if (destroyedOf(s, card).length === 0 || mine.some((f) => attacked.includes(f.id))) return [];
    return [{ id: `${KEY}:all`, label: `${NAME} instead of attacking (${mine.length} roll${mine.length > 1 ? 's' : ''})` }];
  },
  useAttackOption(ctx, card) {
    const mine = figuresOfCard(ctx.state, card);
    const player = ctx.state.cards[card]!.owner;
    ctx.push(...mine.map((f) => ({ kind: 'power' as const, power: KEY, card, player, data: { figure: f.id } })));
    return mine.map((f) => f.id);
  },
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const f = figureById(s, String(step.data['figure']));
      if (f.destroyed || f.head < 0 || destroyedOf(s, step.card).length === 0) return;
      // Swamp water is a type of water for special powers (the guide's "Swamp Water").
      const water = isWaterLike(terrainOf(boardOf(s), f.head));
      if (!rollFor(ctx, NAME, f, water ? CLONE_NEEDS_ON_WATER : CLONE_NEEDS, f.card).success) return;
      const board = boardOf(s);
      const options: Option[] = cloneSpaces(s, f).map((sp) => {
        const at = whereIs(board, sp);
        return { id: `at:${sp}`, label: `(${at.q}, ${at.r}) level ${at.level}`, payload: { space: sp, q: at.q, r: at.r, level: at.level } };
      });
      if (options.length === 0) return;
      return ctx.ask(step.player, 'use-power', `${NAME}: where does the returning figure go?`, options);
    },
    choose(ctx, step, option) {
      const s = ctx.state;
      const back = destroyedOf(s, step.card)[0]!;
      back.destroyed = false;
      back.wounds = 0;
      back.head = Number(option.id.slice('at:'.length));
      back.tail = -1;
      ctx.emit('PowerUsed', { power: NAME, figure: back.id, note: 'returns to the battlefield' });
    },
  },
};
