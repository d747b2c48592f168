/**
 * Chain Grab (Drow Chainfighter): after moving and before attacking with a figure of the card, the
 * player may choose an opponent's small or medium figure within 3 clear sight spaces of it whose base
 * is at most 6 levels above the top of the grabbing figure (its base plus its Height) and at most 6
 * levels below its base, and roll the d20; on 9 or more the chosen figure is placed on an empty space
 * adjacent to the grabbing figure on the level of its base. Placing is not moving: no
 * leaving-engagement attack (the card says so too), no glyph revealed under it.
 * Rulebook: heroscape-master-game-guide — "Clear Sight Spaces", "Special Powers" ("you may": offered
 * once at its moment, passing forgoes it), "Friends and Enemies" (an opponent's figure); the power's
 * text is on the card.
 *
 * Our readings: with no empty same-level space beside the grabbing figure the figure stays where it
 * is (nothing to place it on); "opponent" excludes a teammate's figures.
 */
import { heldInPlace } from '../battle/move-limits.js';
import type { Option } from '../../../core/index.js';
import { rollD20 } from '../battle/d20.js';
import {
  boardOf,
  cardOf,
  figureById,
  figureName,
  figuresOfCard,
  friendly,
  living,
  livingPlaced,
  placedOf,
  type FigureState,
  type HsState,
} from '../battle/state.js';
import { clearSight, indexFigures } from '../sight.js';
import { abilityKey, type Ability } from './ability.js';
import { besideOptions, isPlaceOption, placeAt } from './beside.js';
import { askOptional, SKIP } from './near.js';

const NAME = 'Chain Grab';
const KEY = abilityKey(NAME);
export const CHAIN_GRAB = { spaces: 3, levels: 6, needs: 9 } as const;

/** The figures `g` may grab. */
function grabbable(s: HsState, g: FigureState): FigureState[] {
  const board = boardOf(s);
  const index = indexFigures(board, livingPlaced(s));
  const base = board.spLevel[g.head]!;
  const top = base + cardOf(s, g).card.height;
  return living(s).filter((t) => {
    const size = cardOf(s, t).card.size;
    if ((size !== 'small' && size !== 'medium') || friendly(s, t.owner, g.owner)) return false;
    const level = board.spLevel[t.head]!;
    if (level > top + CHAIN_GRAB.levels || level < base - CHAIN_GRAB.levels) return false;
    return clearSight(board, index, placedOf(s, g), placedOf(s, t), CHAIN_GRAB.spaces, { leanOver: true }).clear;
  });
}

export const chainGrab: Ability = {
  name: NAME,
  text: `After moving and before attacking with a figure of this card, you may choose an opponent's small or medium figure within ${CHAIN_GRAB.spaces} clear sight spaces of it, its base at most ${CHAIN_GRAB.levels} levels above the top of this figure and at most ${CHAIN_GRAB.levels} below its base, and roll the d20: on ${CHAIN_GRAB.needs} or more, place that figure on an empty space adjacent to this figure on the same level (no leaving-engagement attacks).`,
  handler: {},
  afterMove: true,
  step: {
    run(ctx, step) {
      const s = ctx.state;
      if (step.data['moment'] === 'place') {
        const g = figureById(s, String(step.data['grabber']));
        const t = figureById(s, String(step.data['grabbed']));
        if (g.destroyed || g.head < 0 || t.destroyed || t.head < 0) return;
        const options = besideOptions(s, g, t, 'Place', true);
        if (options.length === 0) return;
        return ctx.ask(step.player, 'use-power', `${NAME}: where is ${figureName(s, t)} placed?`, options);
      }
      const options: Option[] = [];
      for (const g of figuresOfCard(s, step.card))
        for (const t of grabbable(s, g))
          // A figure a power holds in place (Cyberclaw) is moved by no power.
          if (!heldInPlace(ctx, t.id))
            options.push({
              id: `${KEY}:${g.id}>${t.id}`,
              label: `${figureName(s, g)}: ${NAME} on ${figureName(s, t)}`,
              payload: { figure: g.id, target: t.id },
            });
      return askOptional(ctx, step.player, NAME, 'choose a figure?', options);
    },
    choose(ctx, step, option) {
      const s = ctx.state;
      if (option.id === SKIP) return;
      if (isPlaceOption(option.id)) {
        const t = figureById(s, String(step.data['grabbed']));
        placeAt(t, option.id);
        ctx.emit('PowerUsed', { power: NAME, figure: t.id, note: `placed beside ${figureName(s, figureById(s, String(step.data['grabber'])))}` });
        return;
      }
      const [g, t] = option.id.slice(KEY.length + 1).split('>') as [string, string];
      const d20 = rollD20(ctx, step.player);
      const success = d20 >= CHAIN_GRAB.needs;
      ctx.emit('PowerUsed', { power: NAME, figure: t, note: `the d20 shows ${d20} (${CHAIN_GRAB.needs} or higher needed)${success ? '' : ': no effect'}` });
      if (success) ctx.push({ kind: 'power', power: KEY, card: step.card, player: step.player, data: { moment: 'place', grabber: g, grabbed: t } });
    },
  },
};
