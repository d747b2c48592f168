/**
 * Chomp (Rise of the Valkyrie: Grimnak): before attacking, the player may choose one small or medium
 * figure adjacent to the card's figure: a Squad figure is destroyed; a Hero is destroyed on a d20
 * roll of 16 or more.
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the power's text is on the card.
 */
import type { Option } from '../../../core/index.js';
import { cardOf, figureById, figuresOfCard } from '../battle/state.js';
import { destroyFigure } from '../battle/wounds.js';
import type { Ability } from './ability.js';
import { adjacentFigures, figureOption, rollFor, SKIP } from './near.js';

const NAME = 'Chomp';
export const CHOMP_HERO_NEEDS = 16;

export const chomp: Ability = {
  name: NAME,
  text: `Before attacking, choose one small or medium figure adjacent to this figure: a Squad figure is destroyed; a Hero is destroyed on a d20 roll of ${CHOMP_HERO_NEEDS} or more.`,
  handler: {},
  afterMove: true,
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const options: Option[] = [];
      for (const g of figuresOfCard(s, step.card))
        for (const t of adjacentFigures(s, g)) {
          const size = cardOf(s, t).card.size;
          if ((size === 'small' || size === 'medium') && !options.some((o) => o.id === `chomp:${t.id}`)) options.push(figureOption(s, 'chomp:', t, 'Chomp'));
        }
      if (options.length === 0) return;
      options.push({ id: SKIP, label: 'No Chomp' });
      return ctx.ask(step.player, 'use-power', `${NAME}: choose a figure?`, options);
    },
    choose(ctx, step, option) {
      if (option.id === SKIP) return;
      const s = ctx.state;
      const t = figureById(s, option.id.slice('chomp:'.length));
      if (cardOf(s, t).card.kind === 'squad') {
        ctx.emit('PowerUsed', { power: NAME, figure: t.id, note: 'a Squad figure: destroyed' });
        destroyFigure(ctx, t.id, NAME);
        return;
      }
      if (rollFor(ctx, NAME, t, CHOMP_HERO_NEEDS).success) destroyFigure(ctx, t.id, NAME);
    },
  },
};
