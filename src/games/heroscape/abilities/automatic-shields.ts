/**
 * Automatic shields added to the card's defense roll: Warforged Resolve (Warforged Soldiers,
 * Heirloom: 1 against a normal or special attack) and Iron Tough (Iron Golem: 2 against a special
 * attack), Adjacent Tough 1 (Hatamoto Taro: 1 in any defense roll while adjacent to a figure the
 * player controls who follows Einar); and Shocking Grasp (Sharwin Wildborn), one automatic skull added
 * to its normal attack.
 * Rulebook: heroscape-master-game-guide — "ATTACKING" (each shield blocks one skull), "Special
 * Powers"; the powers' texts are on the cards. A leaving-engagement attack rolls no defense, so
 * these never meet it. Tough (the normal-attack shield) is abilities/tough.ts.
 */
import { cardOf, figureById, type HsState } from '../battle/state.js';
import type { Ability } from './ability.js';
import { adjacentFigures, ofEffectCard } from './near.js';

/** A condition on the defender beyond being the card's figure (by id). */
type When = (s: HsState, defender: string) => boolean;

function shields(name: string, text: string, added: number, against: 'any' | 'special', when: When = () => true): Ability {
  return {
    name,
    text,
    handler: {
      on: {
        DefenseRolled: {
          run(ctx, effect, p) {
            if ((against === 'special' && !p.special) || !ofEffectCard(ctx.state, effect, p.defender) || !when(ctx.state, p.defender)) return;
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

/** "Figures you control": the defender's own player's (not a teammate's); "who follows Einar": the card's general. */
function besideAnEinarFollower(s: HsState, defender: string): boolean {
  const d = figureById(s, defender);
  return adjacentFigures(s, d).some((o) => o.owner === d.owner && cardOf(s, o).card.general.toLowerCase() === 'einar');
}

export const adjacentTough1 = shields(
  'Adjacent Tough 1',
  "Rolling defense dice while adjacent to a figure its player controls who follows Einar, this card's figure adds one automatic shield to its roll.",
  1,
  'any',
  besideAnEinarFollower,
);

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
