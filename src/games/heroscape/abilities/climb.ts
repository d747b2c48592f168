/**
 * Climb X2 (Marrden Nagrubs, Deathreavers, Wolves of Badru's "Climb 2X", Migol Ironwill, The
 * Axegrinders of Burning Forge) and Climb X3 (Fyorlag Spiders): "When moving up or down levels of
 * terrain, [the figures] may double [triple] their Height." The move search's `climbHeight`
 * (movement.ts), set by battle/move.ts `rangeOf` from the card's powers (`climbTimes`).
 * Our reading: moving up and down levels is where the guide's movement rules read the Height — the
 * height limit on a rise climbed at once ("Height limit") and the falls ("Falling", "Major fall",
 * "Extreme fall") — so both take the doubled or tripled Height; the headroom an overhang leaves is
 * the figure's size, not a move up or down, and keeps the real Height, as does engagement. The
 * "may" is always taken: a larger Height only lifts limits and spares falls.
 * Rulebook: heroscape-master-game-guide — "Moving Up and Down", "Height limit", "Falling"; the
 * power's text is on the cards.
 */
import type { Ability } from './ability.js';

export const climbX2: Ability = {
  name: 'Climb X2',
  text: 'When moving up or down levels of terrain, the figures count their Height doubled.',
  climbTimes: 2,
  handler: {},
};

/**
 * Scale (Goblin Cutters): the figures may count their Height 2 higher when moving up or down levels —
 * Climb's rule with the Height raised by 2 instead of multiplied (`climbAdds`), read at the same
 * places (the height limit and falls; not the headroom nor engagement); the "may" is always taken.
 */
export const scale: Ability = {
  name: 'Scale',
  text: 'When moving up or down levels of terrain, the figures count their Height plus 2.',
  climbAdds: 2,
  handler: {},
};

export const climbX3: Ability = {
  name: 'Climb X3',
  text: 'When moving up or down levels of terrain, the figures count their Height tripled.',
  climbTimes: 3,
  handler: {},
};
