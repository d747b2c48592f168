/**
 * Combined Arbalest (Protectors of Ullar): a normal attack of the card's figure rolls 1 more attack die
 * for each wound given to the defending figure this turn by figures of the card's name that the
 * card's player controls (this card's and another card of the same name's).
 * Rulebook: heroscape-master-game-guide — "ATTACKING" (the wounds are the skulls the shields did not
 * block), "Special Powers" ("Special Attacks" are never modified by other powers; the card has none);
 * the power's text is on the card.
 *
 * How: each Wounded event whose `by` is such a figure (a normal attack's wounds, a leaving-engagement
 * attack's too) notes one card token per wound on the wounded figure, after every other change to
 * the wounds (the last tier); the tokens go at the end of the turn; the `attackDice` query adds one
 * die per token on the defender. Our reading: "you control" is the player's own figures, not a
 * teammate's.
 */
import { Tier } from '../../../core/index.js';
import { cardParam, type Ability } from './ability.js';
import { ofEffectCard } from './near.js';

const NAME = 'Combined Arbalest';
/** A wound given this turn to the figure the token names (`combined-arbalest:<figure>`). */
const WOUND = 'combined-arbalest:';

export const combinedArbalest: Ability = {
  name: NAME,
  text: "In a normal attack, this card's figure rolls 1 more attack die for each wound given to the defender this turn by figures of this card's name you control.",
  handler: {
    on: {
      Wounded: {
        // Counted after every other power has changed the wounds.
        tier: Tier.RESTRICTIVE_CARD + 10,
        run(ctx, effect, p) {
          if (p.by === null || p.wounds <= 0) return;
          const s = ctx.state;
          const c = s.cards[cardParam(effect)];
          const by = s.figures.find((f) => f.id === p.by);
          if (!c || !by || by.owner !== c.owner || s.cards[by.card]!.card.name !== c.card.name) return;
          for (let i = 0; i < p.wounds; i++) c.tokens.push(WOUND + p.figure);
        },
      },
      EndOfTurn: {
        run(ctx, effect) {
          const c = ctx.state.cards[cardParam(effect)];
          if (!c) return;
          for (let i = c.tokens.length - 1; i >= 0; i--) if (c.tokens[i]!.startsWith(WOUND)) c.tokens.splice(i, 1);
        },
      },
    },
    queries: {
      attackDice: {
        tier: 0,
        modify(n, args, s, effect) {
          if (args.door !== undefined || !ofEffectCard(s, effect, args.attacker)) return n;
          const token = WOUND + args.defender;
          let more = 0;
          for (const t of s.cards[cardParam(effect)]!.tokens) if (t === token) more++;
          return n + more;
        },
      },
    },
  },
};
