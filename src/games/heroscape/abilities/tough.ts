/**
 * Tough (Gorillinators, Mogrimm Forgehammer): defending against a normal attack, the card's figure
 * adds one automatic shield to whatever it rolls.
 * Rulebook: heroscape-master-game-guide — "ATTACKING" (each shield blocks one skull); the power's
 * text is on the cards ("against a normal attack": not against a special attack, nor a
 * leaving-engagement attack, where no defense is rolled).
 */
import type { Ability } from './ability.js';
import { ofEffectCard } from './near.js';

export const tough: Ability = {
  name: 'Tough',
  text: "Defending against a normal attack, this card's figure adds one automatic shield to its roll.",
  handler: {
    on: {
      DefenseRolled: {
        run(ctx, effect, p) {
          if (p.special || !ofEffectCard(ctx.state, effect, p.defender)) return;
          ctx.emit('PowerUsed', { power: 'Tough', figure: p.defender, note: 'one automatic shield added' });
          return { ...p, shields: p.shields + 1 };
        },
      },
    },
  },
};
