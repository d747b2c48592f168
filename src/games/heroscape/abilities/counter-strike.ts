/**
 * Counter Strike: defending against a normal attack from an adjacent figure, every shield beyond the
 * skulls is an unblockable wound on the attacker. Shared by cards whose wording differs only in the
 * class it does not work against: the parameter `except` (the Samurai cards: "does not work against
 * other Samurai"; Charos: none), given by each card's pool entry.
 * Rulebook: heroscape-master-game-guide — "Special Powers" ("Special Power References on Army
 * Cards": Samurai is a Class); the power's text is on the card.
 */
import { cardOf, figureById, unaffectedByPowers } from '../battle/state.js';
import { woundFigure } from '../battle/wounds.js';
import type { Ability } from './ability.js';
import { adjacent, ofEffectCard } from './near.js';

export const counterStrike: Ability = {
  name: 'Counter Strike',
  text: 'Against a normal attack from an adjacent figure, each shield beyond the skulls rolled is an unblockable wound on the attacker.',
  describe: (params) =>
    typeof params['except'] === 'string'
      ? `Against a normal attack from an adjacent figure that is not of class ${params['except']}, each shield beyond the skulls rolled is an unblockable wound on the attacker.`
      : counterStrike.text,
  handler: {
    on: {
      DefenseRolled: {
        run(ctx, effect, p) {
          const s = ctx.state;
          // The figure Revenant's Tome returned is affected by no Army Card power (battle/treasure-tome.ts).
          if (p.special || p.shields <= p.skulls || !ofEffectCard(s, effect, p.defender) || unaffectedByPowers(s, p.attacker)) return;
          const attacker = figureById(s, p.attacker);
          const except = effect.params['except'];
          if (typeof except === 'string' && cardOf(s, attacker).card.class.toLowerCase() === except) return;
          if (!adjacent(s, attacker, figureById(s, p.defender))) return;
          const wounds = p.shields - p.skulls;
          ctx.emit('PowerUsed', { power: 'Counter Strike', figure: p.defender, note: `${wounds} unblockable wound(s) on the attacker` });
          woundFigure(ctx, attacker.id, wounds, 'Counter Strike');
        },
      },
    },
  },
};
