/**
 * Life Drain (the Esenwein vampires): each time the card's figure destroys a figure, one wound marker
 * comes off the card; destructible objects never count.
 * Rulebook: heroscape-master-game-guide — "ATTACKING" → "Life" (a figure with as many wound markers
 * as its Life is destroyed), "The Fortress Door" / "Destructible objects" (the Door is no figure);
 * the power's text is on the cards.
 *
 * How: the Destroyed event names the figure whose attack destroyed it (`by`: a normal, special or
 * leaving-engagement attack, or the wounds a power of that attack adds). Our readings: any figure
 * counts, friend or foe (the text names no side); the "may" is always taken, as one wound marker
 * fewer is never worse; an unwounded card has nothing to remove. A destructible object (the Fortress
 * Door) is never a figure, so it is never destroyed through the Destroyed event and never counts.
 * Not counted: a figure destroyed by a power that is not an attack (e.g. a d20 power used before
 * attacking), whose Destroyed event names no attacker.
 */
import { figureById, figureName } from '../battle/state.js';
import { cardParam, type Ability } from './ability.js';

const NAME = 'Life Drain';

export const lifeDrain: Ability = {
  name: NAME,
  text: "Each time this card's figure destroys a figure with an attack, remove 1 wound marker from this card (never for a destructible object).",
  handler: {
    on: {
      Destroyed: {
        // After the destroyed figure has left (the destroyer's wounds are its own card's).
        tier: 1,
        run(ctx, effect, p) {
          const s = ctx.state;
          if (p.by === null || p.by === p.figure) return;
          const by = figureById(s, p.by);
          if (by.card !== cardParam(effect) || by.destroyed || by.wounds <= 0) return;
          by.wounds -= 1;
          ctx.emit('PowerUsed', {
            power: NAME,
            figure: by.id,
            note: `${figureName(s, by)} destroyed ${figureName(s, figureById(s, p.figure))}: 1 wound marker removed`,
          });
        },
      },
    },
  },
};
