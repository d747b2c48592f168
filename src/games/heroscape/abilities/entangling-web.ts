/**
 * Entangling Web (Fyorlag Spiders): after moving and before attacking, the player may choose one
 * small or medium opponent's figure engaged with at least 3 figures of this card's name they control
 * and roll the d20; on 16 or more one of the unrevealed order markers on the chosen figure's Army
 * Card (or its controller's matching Common cards) is removed at random.
 * Rulebook: heroscape-master-game-guide — "ENGAGEMENT AND ADJACENCY RULES", "ORDER MARKERS", "Special
 * Powers" ("you may": offered once at its moment, passing forgoes it); the power's text is on the card.
 *
 * How: the marker is drawn by abilities/random-marker.ts (one chance step over all the unrevealed
 * markers on those cards). A card with no unrevealed marker loses none.
 */
import type { Option } from '../../../core/index.js';
import { rollD20 } from '../battle/d20.js';
import { boardOf, cardOf, figureById, friendly, living, placedOf, type FigureState } from '../battle/state.js';
import { engaged } from '../engagement.js';
import { abilityKey, type Ability } from './ability.js';
import { askOptional, figureOption, SKIP } from './near.js';
import { holdsMarker, removeRandomMarker } from './random-marker.js';

const NAME = 'Entangling Web';
const KEY = abilityKey(NAME);
export const ENTANGLING_WEB = { spiders: 3, needs: 16 } as const;

export const entanglingWeb: Ability = {
  name: NAME,
  text: `After moving and before attacking, you may choose a small or medium opponent's figure engaged with at least ${ENTANGLING_WEB.spiders} figures of this card's name you control and roll the d20: on ${ENTANGLING_WEB.needs} or more remove one unrevealed order marker, at random, from its Army Card (or its matching Common cards).`,
  handler: {},
  afterMove: true,
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const board = boardOf(s);
      const name = s.cards[step.card]!.card.name;
      const spiders = living(s).filter((f) => f.owner === step.player && s.cards[f.card]!.card.name === name);
      const caught = (t: FigureState): boolean => {
        const size = cardOf(s, t).card.size;
        if ((size !== 'small' && size !== 'medium') || friendly(s, t.owner, step.player)) return false;
        const at = placedOf(s, t);
        return spiders.filter((x) => engaged(board, placedOf(s, x), at)).length >= ENTANGLING_WEB.spiders;
      };
      const options: Option[] = living(s)
        .filter(caught)
        .map((t) => figureOption(s, `${KEY}:`, t, 'Entangling Web on'));
      return askOptional(ctx, step.player, NAME, 'choose a figure?', options);
    },
    choose(ctx, step, option) {
      if (option.id === SKIP) return;
      const s = ctx.state;
      const t = figureById(s, option.id.slice(KEY.length + 1));
      const d20 = rollD20(ctx, step.player);
      const success = d20 >= ENTANGLING_WEB.needs;
      const some = success && holdsMarker(ctx, t);
      ctx.emit('PowerUsed', {
        power: NAME,
        figure: t.id,
        note: `the d20 shows ${d20} (${ENTANGLING_WEB.needs} or higher needed)${success ? (some ? ': an unrevealed order marker removed' : ': no unrevealed marker to remove') : ': no effect'}`,
      });
      if (some) removeRandomMarker(ctx, t);
    },
  },
};
