/**
 * Deadly Shot (Omnicron Snipers, Zetacron) and Deadly Strike (Minions of Utgar, Migol Ironwill), one
 * rule under two names: when the card's figure attacks, each skull rolled counts as one more hit —
 * the attack roll's skulls are doubled before the defender rolls.
 * Rulebook: heroscape-master-game-guide — "ATTACKING" (each unblocked skull is a wound), "Special
 * Powers" → "Special Attacks" ("Special attacks can never be modified by … other special powers");
 * the power's text is on the cards.
 *
 * Our readings (settled by the guide): normal attacks only — none of the cards has a special attack, and
 * the guide says no power modifies one; a leaving-engagement attack is not an attack roll of the
 * card's attack ("If a skull is rolled, your figure takes 1 wound"), so it is not doubled.
 */
import type { Ability } from './ability.js';
import { ofEffectCard } from './near.js';

function skullsCountTwice(name: string): Ability {
  return {
    name,
    text: "When this card's figure makes a normal attack, each skull rolled counts as two hits.",
    handler: {
      on: {
        AttackRolled: {
          run(ctx, effect, p) {
            if (p.special || p.skulls === 0 || !ofEffectCard(ctx.state, effect, p.attacker)) return;
            ctx.emit('PowerUsed', { power: name, figure: p.attacker, note: `${p.skulls} skull(s) count as ${p.skulls * 2} hits` });
            return { ...p, skulls: p.skulls * 2 };
          },
        },
      },
    },
  };
}

export const deadlyShot = skullsCountTwice('Deadly Shot');
export const deadlyStrike = skullsCountTwice('Deadly Strike');
