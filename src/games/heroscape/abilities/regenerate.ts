/**
 * Regenerate (Feral Troll): after a turn with the card, one wound marker is removed from it. Cold
 * Healing (Greater Ice Elemental): the same, only on snow or ice. Cold Regenerate (Ice Troll
 * Berserker): one, and one more while it is on a snow or ice space.
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the power's text is on the card.
 *
 * Our reading: "after taking a turn" is the card's own turn (its order marker's, or an extra turn
 * it is given), at the turn's `EndOfTurn`; nothing happens to an unwounded or destroyed figure.
 */
import { terrainOf } from '../board.js';
import { boardOf, figuresOfCard, figureName, type FigureState, type HsState } from '../battle/state.js';
import { onSnowOrIce } from './berserker-charge.js';
import { cardParam, type Ability } from './ability.js';

/**
 * After a turn with the card, one wound marker comes off its figure — with `only`, only while the
 * figure stands on at least one space that passes it (its head or, for a double-space figure, its tail).
 */
function healAfterTurn(name: string, text: string, only?: (s: HsState, space: number) => boolean, more?: (s: HsState, f: FigureState) => number): Ability {
  return {
    name,
    text,
    handler: {
      on: {
        EndOfTurn: {
          run(ctx, effect) {
            const s = ctx.state;
            const card = cardParam(effect);
            if (s.turn?.card !== card) return;
            const on = (space: number): boolean => space >= 0 && (only ? only(s, space) : true);
            const f = figuresOfCard(s, card).find((x) => x.wounds > 0 && (!only || on(x.head) || on(x.tail)));
            if (!f) return;
            const n = Math.min(f.wounds, 1 + (more ? more(s, f) : 0));
            f.wounds -= n;
            ctx.emit('PowerUsed', { power: name, figure: f.id, note: `${figureName(s, f)} loses ${n} wound marker${n === 1 ? '' : 's'}` });
          },
        },
      },
    },
  };
}

export const regenerate: Ability = healAfterTurn('Regenerate', 'After a turn with this card, remove 1 wound marker from it.');

/** Cold Healing (Greater Ice Elemental): as Regenerate, only while the figure is on at least one snow or ice space. */
export const coldHealing: Ability = healAfterTurn(
  'Cold Healing',
  'After a turn with this card, if its figure is on at least one snow or ice space, remove 1 wound marker from it.',
  (s, space) => {
    const t = terrainOf(boardOf(s), space);
    return t === 'snow' || t === 'ice';
  },
);

/** Cold Regenerate (Ice Troll Berserker): as Regenerate, and 1 more wound marker while the figure is on at least one snow or ice space. */
export const coldRegenerate: Ability = healAfterTurn(
  'Cold Regenerate',
  'After a turn with this card, remove 1 wound marker from it, and 1 more if its figure is on at least one snow or ice space.',
  undefined,
  (s, f) => (onSnowOrIce(s, f) ? 1 : 0),
);
