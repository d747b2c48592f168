/**
 * Hive Supremacy (Su-Bak-Na): every d20 its player rolls for a Marro or Wulsinu Army Card gets 1
 * more while the card's figure is on the battlefield.
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the power's text is on the card.
 * How: the `d20Roll` query (battle/d20.ts `rollD20` with the card the roll is for).
 * Our readings: "you may add 1" is always taken where the roll is asked with its card, since those
 * callers pass the card only where a higher roll never hurts the player (as the Glyph of Lodin's);
 * a roll that could wound one of the player's own figures (Marro Plague, Toxic Skin, Trample Stomp
 * on a friend) is rolled without it. Marro or Wulsinu is the card's species (the units file's race).
 * Initiative and falls are rolled for a player or a figure, not for an army card's power: unchanged.
 */
import { figuresOfCard } from '../battle/state.js';
import { cardParam, type Ability } from './ability.js';

const SPECIES = new Set(['marro', 'wulsinu']);

export const hiveSupremacy: Ability = {
  name: 'Hive Supremacy',
  text: 'Add 1 to every d20 roll you make for a Marro or Wulsinu Army Card while this figure is on the battlefield.',
  handler: {
    queries: {
      d20Roll: {
        tier: 0,
        modify(d20, args, s, effect) {
          const card = cardParam(effect);
          const own = s.cards[card];
          const rolledFor = s.cards[args.card];
          if (!own || !rolledFor || own.owner !== args.player || figuresOfCard(s, card).length === 0) return d20;
          return SPECIES.has(rolledFor.card.species.trim().toLowerCase()) ? d20 + 1 : d20;
        },
      },
    },
  },
};
