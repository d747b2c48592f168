/**
 * Chilling Touch (Cyprien Esenwein): after moving and before attacking, the player may choose a
 * figure adjacent to the card's figure and roll the d20: 1–12 nothing, 13–15 it receives 1 wound,
 * 16–17 2 wounds, 18–19 3 wounds, 20 or more 6 wounds. Soulborgs are not affected.
 * Rulebook: heroscape-master-game-guide — "Special Powers" ("may": offered once at its moment,
 * passing forgoes it), "ENGAGEMENT AND ADJACENCY RULES"; the power's text is on the card.
 *
 * Our readings: any adjacent figure but a Soulborg may be chosen, friend or foe; the Fortress Door
 * (a destructible object) is never offered — only figures are.
 */
import type { Option } from '../../../core/index.js';
import { rollD20 } from '../battle/d20.js';
import { cardOf, figureById, figuresOfCard } from '../battle/state.js';
import { woundFigure } from '../battle/wounds.js';
import { abilityKey, type Ability } from './ability.js';
import { adjacentFigures, askOptional, figureOption, SKIP } from './near.js';

const NAME = 'Chilling Touch';
const KEY = abilityKey(NAME);

/** The wounds for a d20 roll. */
export function chillingTouchWounds(d20: number): number {
  if (d20 <= 12) return 0;
  if (d20 <= 15) return 1;
  if (d20 <= 17) return 2;
  if (d20 <= 19) return 3;
  return 6;
}

export const chillingTouch: Ability = {
  name: NAME,
  text: 'After moving and before attacking, you may choose a figure adjacent to this figure and roll the d20: on 1–12 nothing; on 13–15 it receives 1 wound, on 16–17 2 wounds, on 18–19 3 wounds, on 20 or more 6 wounds. Soulborgs are not affected.',
  handler: {},
  afterMove: true,
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const options: Option[] = [];
      for (const f of figuresOfCard(s, step.card))
        for (const t of adjacentFigures(s, f))
          if (cardOf(s, t).card.species.toLowerCase() !== 'soulborg' && !options.some((o) => o.id === `${KEY}:${t.id}`))
            options.push(figureOption(s, `${KEY}:`, t, 'Chilling Touch on'));
      return askOptional(ctx, step.player, NAME, 'choose a figure?', options);
    },
    choose(ctx, step, option) {
      if (option.id === SKIP) return;
      const t = figureById(ctx.state, option.id.slice(KEY.length + 1));
      const d20 = rollD20(ctx, step.player);
      const wounds = chillingTouchWounds(d20);
      ctx.emit('PowerUsed', { power: NAME, figure: t.id, note: `the d20 shows ${d20}: ${wounds === 0 ? 'nothing happens' : `${wounds} wound(s)`}` });
      woundFigure(ctx, t.id, wounds, NAME);
    },
  },
};
