/**
 * Cloud of Darkness (Estivara): after a turn with the card, its player rolls the d20; on 16 or more
 * its figure has no visible Hit Zone while it stays on the space it ended the turn on, until that
 * player next reveals an order marker.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN" (revealing the order marker starts a
 * turn), "Range and Line of Sight" (the Hit Zone: abilities/no-hit-zone.ts); the power's text is on
 * the card.
 *
 * How: rolled at the end of the card's own turn (`EndOfTurn`), with no question: a roll never hurts
 * its player (battle/d20.ts); a success hides the figure on its space (a token on the card), and the
 * player's next `MarkerRevealed`, on any card, takes it off. Our reading: back on that space after
 * being moved off it, the figure is hidden again (the condition is read whenever a target is looked
 * for).
 */
import { rollD20 } from '../battle/d20.js';
import { figuresOfCard } from '../battle/state.js';
import { cardParam, type Ability } from './ability.js';
import { dropHiding, hide } from './no-hit-zone.js';

const NAME = 'Cloud of Darkness';
export const CLOUD_OF_DARKNESS_NEEDS = 16;

export const cloudOfDarkness: Ability = {
  name: NAME,
  text: `After a turn with this card, roll the d20: on ${CLOUD_OF_DARKNESS_NEEDS} or more, while it stays on its space, this figure has no visible Hit Zone until you next reveal an order marker.`,
  handler: {
    on: {
      EndOfTurn: {
        run(ctx, effect) {
          const s = ctx.state;
          const card = cardParam(effect);
          const c = s.cards[card];
          if (!c || s.turn?.card !== card) return;
          for (const f of figuresOfCard(s, card)) {
            if (f.head < 0) continue;
            const d20 = rollD20(ctx, c.owner);
            const hidden = d20 >= CLOUD_OF_DARKNESS_NEEDS;
            ctx.emit('PowerUsed', {
              power: NAME,
              figure: f.id,
              note: `the d20 shows ${d20} (${CLOUD_OF_DARKNESS_NEEDS} or higher needed)${hidden ? ': no visible Hit Zone while it stays on this space' : ': no effect'}`,
            });
            if (hidden) hide(c, f.id, { kind: 'on-space', space: f.head });
          }
        },
      },
      MarkerRevealed: {
        run(ctx, effect, p) {
          const c = ctx.state.cards[cardParam(effect)];
          if (c && p.player === c.owner) dropHiding(c);
        },
      },
    },
  },
};
