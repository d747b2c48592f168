/**
 * One Shield Defense (Crixus, Migol Ironwill): when the card's figure rolls at least one shield on
 * its defense dice, it takes at most one wound from that attack.
 * Rulebook: heroscape-master-game-guide — "ATTACKING" (wounds are the skulls not blocked); the
 * power's text is on the cards.
 *
 * Our reading (settled by the card's words): it works against any attack the figure rolls defense
 * dice against, special attacks included — the text, unlike Tough's, does not say "normal attack",
 * and it changes the defense, not the attack (the guide's "Special attacks can never be modified"
 * is about the attacker's roll). The shields are raised to one short of the skulls, so the wounds
 * left are one.
 */
import type { Ability } from './ability.js';
import { ofEffectCard } from './near.js';

export const oneShieldDefense: Ability = {
  name: 'One Shield Defense',
  text: "When this card's figure rolls at least one shield on defense, it takes at most one wound from that attack.",
  handler: {
    on: {
      DefenseRolled: {
        run(ctx, effect, p) {
          if (p.shields < 1 || p.skulls - p.shields <= 1 || !ofEffectCard(ctx.state, effect, p.defender)) return;
          ctx.emit('PowerUsed', { power: 'One Shield Defense', figure: p.defender, note: `at most one wound (${p.skulls - p.shields} unblocked)` });
          return { ...p, shields: p.skulls - 1 };
        },
      },
    },
  },
};
