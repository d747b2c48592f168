/**
 * Leaf of the Home Tree Aura: when an Elf its player controls, within 8 clear sight spaces of the
 * card's figure (never that figure itself), receives wounds enough to destroy it, the player rolls 10
 * of the general's Valkyrie Dice; on 3 or more symbols the wounds just received are ignored.
 * Rulebook: heroscape-master-game-guide — "ATTACKING" → "Life" (a figure with as many wound markers
 * as its Life is destroyed), "Clear Sight Spaces"; the power's text is on the card; the Valkyrie Dice's
 * faces are valkyrie-dice.ts's reading.
 *
 * How: at the Wounded event, before the markers are placed (as wound-ignoring-rolls.ts), when the
 * figure's wounds plus these reach its Life; a success leaves no wound, so nothing is destroyed. Our
 * readings: "Elf" is the figure's card's species; "you control" is the card's own player (a
 * teammate's Elf is not the player's); "you may roll" is always taken, since the roll can only keep
 * the figure on the battlefield (declining never helps its player); any wounds count (an attack's,
 * a fall's, a power's), as the card names no source; a figure destroyed without wounds (lava, Chomp)
 * receives none, so the power is not asked.
 */
import type { HsCtx } from '../battle/events.js';
import { cardOf, figureById, figureName, lifeOf } from '../battle/state.js';
import { cardParam, type Ability } from './ability.js';
import { withinClearSight } from './clear-sight-spaces.js';
import { rollValkyrieDice, symbolsIn } from './valkyrie-dice.js';

export const LEAF_SIGHT_SPACES = 8;
export const LEAF_DICE = 10;
export const LEAF_SYMBOLS_NEEDED = 3;
const SPECIES = 'elf';

export const leafOfTheHomeTreeAura: Ability = {
  name: 'Leaf of the Home Tree Aura',
  text: `When an Elf you control within ${LEAF_SIGHT_SPACES} clear sight spaces of this figure (not this figure) receives wounds enough to destroy it, roll ${LEAF_DICE} of its general's Valkyrie Dice: on ${LEAF_SYMBOLS_NEEDED} or more symbols those wounds are ignored.`,
  handler: {
    on: {
      Wounded: {
        run(ctx: HsCtx, effect, p) {
          const s = ctx.state;
          if (p.wounds <= 0) return undefined;
          const card = cardParam(effect);
          const holder = s.cards[card];
          if (holder === undefined) return undefined;
          const f = figureById(s, p.figure);
          if (f.card === card || f.owner !== holder.owner) return undefined;
          if (cardOf(s, f).card.species.trim().toLowerCase() !== SPECIES) return undefined;
          if (f.wounds + p.wounds < lifeOf(s, f)) return undefined;
          if (withinClearSight(s, card, LEAF_SIGHT_SPACES, (t) => t.id === f.id).length === 0) return undefined;
          const symbols = symbolsIn(rollValkyrieDice(ctx, LEAF_DICE));
          const ignored = symbols >= LEAF_SYMBOLS_NEEDED;
          ctx.emit('PowerUsed', {
            power: 'Leaf of the Home Tree Aura',
            figure: f.id,
            note: `${symbols} symbol(s) of ${LEAF_DICE} Valkyrie Dice (${LEAF_SYMBOLS_NEEDED} needed)${ignored ? `: ${figureName(s, f)} ignores ${p.wounds} wound(s)` : ': no effect'}`,
          });
          return ignored ? { ...p, wounds: 0 } : undefined;
        },
      },
    },
  },
};
