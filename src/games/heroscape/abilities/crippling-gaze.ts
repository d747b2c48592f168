/**
 * Crippling Gaze 15 (Dünd): after the card's order marker is revealed and before it moves, the player
 * may choose a figure within 5 clear sight spaces of it and roll the d20; on 15 or more every order
 * marker on the chosen figure's Army Card is removed — on each of its controller's matching Common
 * cards too ("or cards").
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN" (a turn whose marker is gone is lost:
 * battle/turn.ts), "Clear Sight Spaces", "Special Powers" ("you may": offered once, passing forgoes
 * it); the power's text is on the card.
 *
 * Our readings: any figure may be chosen (the text names no side); the markers already revealed this
 * round go too, except the one of the turn under way, which stays where the turn put it.
 */
import type { Option } from '../../../core/index.js';
import { rollD20 } from '../battle/d20.js';
import { figureById } from '../battle/state.js';
import { removeOrderMarkers } from '../battle/turn-loss.js';
import type { Ability } from './ability.js';
import { withinClearSight } from './clear-sight-spaces.js';
import { figureOption, SKIP } from './near.js';

const NAME = 'Crippling Gaze 15';
const PREFIX = 'crippling-gaze:';
export const CRIPPLING_GAZE = { spaces: 5, needs: 15 } as const;

export const cripplingGaze: Ability = {
  name: NAME,
  text: `Before moving, you may choose a figure within ${CRIPPLING_GAZE.spaces} clear sight spaces of this figure and roll the d20: on ${CRIPPLING_GAZE.needs} or more, remove every order marker from its Army Card (and from its controller's other cards of the same Common Army Card).`,
  handler: {},
  beforeTurn: true,
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const options: Option[] = withinClearSight(s, step.card, CRIPPLING_GAZE.spaces).map((t) => figureOption(s, PREFIX, t, 'Crippling Gaze on'));
      if (options.length === 0) return;
      options.push({ id: SKIP, label: 'No Crippling Gaze' });
      return ctx.ask(step.player, 'use-power', `${NAME}: choose a figure?`, options);
    },
    choose(ctx, step, option) {
      if (option.id === SKIP) return;
      const s = ctx.state;
      const t = figureById(s, option.id.slice(PREFIX.length));
      const d20 = rollD20(ctx, step.player);
      const success = d20 >= CRIPPLING_GAZE.needs;
      ctx.emit('PowerUsed', {
        power: NAME,
        figure: t.id,
        note: `the d20 shows ${d20} (${CRIPPLING_GAZE.needs} or higher needed)${success ? ': its card loses its order markers' : ': no effect'}`,
      });
      if (success) removeOrderMarkers(s, t.card);
    },
  },
};
