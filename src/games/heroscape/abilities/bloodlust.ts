/**
 * Bloodlust (Tagawa Samurai): each opponent's figure a figure of the card destroys puts an Experience
 * Marker on the card (at most 3); the card's figures roll 1 more attack die for each marker.
 * Rulebook: heroscape-master-game-guide — "Life" (destroyed figures), "Friends and Enemies" (a
 * teammate's figure is no opponent's), "Special Attacks" (never modified by other powers: the dice are
 * for normal attacks, the `attackDice` query); the power's text is on the card.
 *
 * Our reading: "destroys" is a normal attack of the card's figure that destroys the figure (the
 * Destroyed event's cause names the attacker, battle/attack.ts `destroyedBy`); a figure lost to
 * Counter Strike, a leaving-engagement attack or a fall is not destroyed by the Samurai's attack.
 * The markers are card tokens, so they stay when the destroying figure falls.
 */
import { destroyedBy } from '../battle/attack.js';
import { figureById, friendly } from '../battle/state.js';
import { cardParam, type Ability } from './ability.js';
import { ofEffectCard } from './near.js';

export const EXPERIENCE = 'experience';
const MOST = 3;

export const bloodlust: Ability = {
  name: 'Bloodlust',
  text: "Each opponent's figure destroyed by a normal attack of this card's figure puts an Experience Marker on this card (at most 3); this card's figures roll 1 more attack die (normal attacks) for each.",
  handler: {
    queries: {
      attackDice: {
        tier: 0,
        modify(dice, args, s, effect) {
          if (!ofEffectCard(s, effect, args.attacker)) return dice;
          return dice + s.cards[cardParam(effect)]!.tokens.filter((t) => t === EXPERIENCE).length;
        },
      },
    },
    on: {
      Destroyed: {
        run(ctx, effect, p) {
          const s = ctx.state;
          const card = s.cards[cardParam(effect)];
          const by = destroyedBy(s, p.cause);
          if (!card || !by || !ofEffectCard(s, effect, by.id) || friendly(s, figureById(s, p.figure).owner, by.owner)) return;
          const markers = card.tokens.filter((t) => t === EXPERIENCE).length;
          if (markers >= MOST) return;
          card.tokens.push(EXPERIENCE);
          ctx.emit('PowerUsed', { power: 'Bloodlust', figure: by.id, note: `Experience Marker ${markers + 1} of ${MOST} on the card` });
        },
      },
    },
  },
};
