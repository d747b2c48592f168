/**
 * Automatic shields added to the card's defense roll: Warforged Resolve (Warforged Soldiers,
 * Heirloom: 1 against a normal or special attack) and Iron Tough (Iron Golem: 2 against a special
 * attack); and Shocking Grasp (Sharwin Wildborn), one automatic skull added to its normal attack.
 * Rulebook: heroscape-master-game-guide — "ATTACKING" (each shield blocks one skull), "Special
 * Powers"; the powers' texts are on the cards. A leaving-engagement attack rolls no defense, so
 * these never meet it. Tough (the normal-attack shield) is abilities/tough.ts.
 */
import type { Ability } from './ability.js';
import { ofEffectCard } from './near.js';

function shields(name: string, text: string, added: number, against: 'any' | 'special'): Ability {
  return {
    name,
    text,
    handler: {
      on: {
        DefenseRolled: {
          run(ctx, effect, p) {
            if ((against === 'special' && !p.special) || !ofEffectCard(ctx.state, effect, p.defender)) return;
            ctx.emit('PowerUsed', { power: name, figure: p.defender, note: `${added} automatic shield${added > 1 ? 's' : ''} added` });
            return { ...p, shields: p.shields + added };
          },
        },
      },
    },
  };
}

export const warforgedResolve = shields(
  'Warforged Resolve',
  "Defending against a normal or special attack, this card's figure adds one automatic shield to its roll.",
  1,
  'any',
);

export const ironTough = shields('Iron Tough', "Defending against a special attack, this card's figure adds two automatic shields to its roll.", 2, 'special');

export const shockingGrasp: Ability = {
  name: 'Shocking Grasp',
  text: "Attacking with a normal attack, this card's figure adds one automatic skull to its roll.",
  handler: {
    on: {
      AttackRolled: {
        run(ctx, effect, p) {
          if (p.special || !ofEffectCard(ctx.state, effect, p.attacker)) return;
          ctx.emit('PowerUsed', { power: 'Shocking Grasp', figure: p.attacker, note: 'one automatic skull added' });
          return { ...p, skulls: p.skulls + 1 };
        },
      },
    },
  },
};
