/**
 * Healing Touch (Kelda the Kyrie Warrior): after moving and before attacking, the player may choose a
 * wounded Hero adjacent to the card's figure and roll the d20: 1 puts 2 wound markers on it, 2–5
 * removes 1, 6–17 removes up to 2, 18–20 removes them all.
 * Rulebook: heroscape-master-game-guide — "Special Powers", "Life" (a figure with as many wound
 * markers as its Life is destroyed), "ENGAGEMENT AND ADJACENCY RULES"; the power's text is on the card.
 *
 * Our readings: any wounded Hero may be chosen, friend or foe (the text names no side), offered with
 * a pass as every "choose" power here; "up to 2" removes 2 (or the 1 there is) — removing fewer
 * never helps; the 2 markers of a 1 are given as wounds, so they may destroy the Hero.
 */
import type { Option } from '../../../core/index.js';
import { rollD20 } from '../battle/d20.js';
import { cardOf, figureById, figuresOfCard, living } from '../battle/state.js';
import { woundFigure } from '../battle/wounds.js';
import { abilityKey, type Ability } from './ability.js';
import { adjacent, askOptional, figureOption, SKIP } from './near.js';

const NAME = 'Healing Touch';
const KEY = abilityKey(NAME);

/** The change of wound markers for a d20: positive adds, negative removes, null removes them all. */
export function healingTouchChange(d20: number): number | null {
  if (d20 <= 1) return 2;
  if (d20 <= 5) return -1;
  if (d20 <= 17) return -2;
  return null;
}

export const healingTouch: Ability = {
  name: NAME,
  text: 'After moving and before attacking, you may choose a wounded Hero adjacent to this figure and roll the d20: on 1 it receives 2 wound markers; on 2–5 remove 1 of its wound markers; on 6–17 remove 2; on 18–20 remove them all.',
  handler: {},
  afterMove: true,
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const mine = figuresOfCard(s, step.card);
      const options: Option[] = living(s)
        .filter((t) => t.wounds > 0 && cardOf(s, t).card.kind === 'hero' && mine.some((m) => adjacent(s, m, t)))
        .map((t) => figureOption(s, `${KEY}:`, t, 'Healing Touch on'));
      return askOptional(ctx, step.player, NAME, 'choose a figure?', options);
    },
    choose(ctx, step, option) {
      if (option.id === SKIP) return;
      const t = figureById(ctx.state, option.id.slice(KEY.length + 1));
      const d20 = rollD20(ctx, step.player);
      const change = healingTouchChange(d20);
      const what = change === null ? 'every wound marker removed' : change > 0 ? `${change} wound markers added` : `${-change} wound marker(s) removed`;
      ctx.emit('PowerUsed', { power: NAME, figure: t.id, note: `the d20 shows ${d20}: ${what}` });
      if (change === null) t.wounds = 0;
      else if (change > 0) woundFigure(ctx, t.id, change, NAME);
      else t.wounds = Math.max(0, t.wounds + change);
    },
  },
};
