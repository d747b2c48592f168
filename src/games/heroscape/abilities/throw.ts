/**
 * Throw 14 (Jotun): after moving and before attacking, the player may choose one small or medium
 * non-flying figure adjacent to the card's figure and roll the d20; on 14 or more they may place it
 * on any empty space within 4 spaces of the thrower and in its clear sight. Once placed, the d20 is
 * rolled for the throw: on 11 or more the figure takes 2 wounds — not rolled when it landed on water
 * or on a level higher than the thrower's Height. No leaving-engagement attack.
 * Rulebook: heroscape-master-game-guide — "Clear Sight Spaces", "Special Powers" ("you may": offered
 * once at its moment, passing forgoes it); the power's text is on the card.
 *
 * Our readings: "one ... figure" is any figure, friend or foe; "non-flying" is a figure that does
 * not fly now (its card's Flying, unless a glyph grounds it); "a level higher than the height of
 * Jotun" is a space above the top of the thrower (its base level plus its Height). Placed, not moved:
 * no glyph revealed or used, no molten lava roll, and no fall (the throw's own d20 is its damage).
 */
import { heldInPlace } from '../battle/move-limits.js';
import type { Option } from '../../../core/index.js';
import { terrainOf } from '../board.js';
import { boardOf, cardOf, figureById, figureName, figuresOfCard, placedOf, type FigureState, type HsState } from '../battle/state.js';
import { woundFigure } from '../battle/wounds.js';
import { abilityKey, type Ability } from './ability.js';
import { adjacentFigures, askOptional, figureOption, rollFor, SKIP } from './near.js';
import { placeOf, placeOptions, placesInSight, putAt } from './placed-in-sight.js';

const NAME = 'Throw 14';
const KEY = abilityKey(NAME);
const PICK = `${KEY}:figure:`;
const PLACE = `${KEY}:place:`;
export const THROW_NEEDS = 14;
export const THROW_SPACES = 4;
export const THROW_DAMAGE_NEEDS = 11;
export const THROW_WOUNDS = 2;

/** The figures the thrower may choose: adjacent, small or medium, not flying. */
function throwable(s: HsState, thrower: FigureState): FigureState[] {
  return adjacentFigures(s, thrower).filter((t) => {
    const size = cardOf(s, t).card.size;
    return (size === 'small' || size === 'medium') && !placedOf(s, t).flying;
  });
}

export const throw14: Ability = {
  name: NAME,
  text: `After moving and before attacking, you may choose a small or medium non-flying figure adjacent to this figure and roll the d20: on ${THROW_NEEDS} or more you may place it on any empty space within ${THROW_SPACES} spaces in this figure's clear sight; then roll the d20: on ${THROW_DAMAGE_NEEDS} or more it takes ${THROW_WOUNDS} wounds, unless it landed on water or above this figure's Height. It takes no leaving-engagement attack.`,
  handler: {},
  afterMove: true,
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const [thrower] = figuresOfCard(s, step.card);
      if (!thrower || thrower.head < 0) return;
      if (step.data['moment'] === 'place') {
        const t = figureById(s, String(step.data['figure']));
        if (t.destroyed || t.head < 0) return;
        const options = placeOptions(
          s,
          t,
          placesInSight(s, thrower, t, THROW_SPACES, () => true),
          PLACE,
          'Throw',
        );
        return askOptional(ctx, step.player, NAME, `where does ${figureName(s, t)} land?`, options);
      }
      // A figure a power holds in place (Cyberclaw) is moved by no power.
      const options: Option[] = throwable(s, thrower)
        .filter((t) => !heldInPlace(ctx, t.id))
        .map((t) => figureOption(s, PICK, t, 'Throw'));
      return askOptional(ctx, step.player, NAME, 'choose a figure to throw?', options);
    },
    choose(ctx, step, option) {
      if (option.id === SKIP) return;
      const s = ctx.state;
      const [thrower] = figuresOfCard(s, step.card);
      if (!thrower) return;
      if (option.id.startsWith(PICK)) {
        const t = figureById(s, option.id.slice(PICK.length));
        if (rollFor(ctx, NAME, thrower, THROW_NEEDS).success) ctx.push({ ...step, data: { moment: 'place', figure: t.id } });
        return;
      }
      const board = boardOf(s);
      const t = figureById(s, String(step.data['figure']));
      const [head, tail] = placeOf(option.id, PLACE);
      putAt(ctx, NAME, t, head, tail);
      const top = board.spLevel[thrower.head]! + cardOf(s, thrower).card.height;
      if (terrainOf(board, head) === 'water' || board.spLevel[head]! > top) return;
      if (rollFor(ctx, NAME, thrower, THROW_DAMAGE_NEEDS).success) woundFigure(ctx, t.id, THROW_WOUNDS, NAME);
    },
  },
};
