/**
 * Double Assault (Evar Scarcarver): when the card's figure makes a normal attack on an adjacent
 * figure, it may attack one additional time that turn.
 * Rulebook: heroscape-master-game-guide — "ATTACKING" ("Some figures have special powers that allow
 * them to attack more than once"), "ENGAGEMENT AND ADJACENCY RULES"; the power's text is on the card.
 *
 * How: a normal attack declared by the figure on an adjacent figure puts a card token (to the end of
 * the turn) read by `attacksPerTurn` (+1); a second adjacent attack adds nothing more ("one additional
 * time"). Our reading: the additional attack may be made at any figure the figure may attack (the text
 * does not limit it). Not played: an attack on the Fortress Door (the "destructible object" of the
 * text) does not set it off, as the Door's attack announces no attack on a figure.
 */
import { figureById } from '../battle/state.js';
import { cardParam, type Ability } from './ability.js';
import { adjacent, ofEffectCard } from './near.js';
import { dropAtEndOfTurn } from './turn-token.js';

const TOKEN = 'double-assault';

export const doubleAssault: Ability = {
  name: 'Double Assault',
  text: 'After a normal attack on an adjacent figure, this figure may attack one additional time this turn (not for an attack on the Fortress Door).',
  handler: {
    on: {
      AttackDeclared: {
        run(ctx, effect, p) {
          const s = ctx.state;
          const c = s.cards[cardParam(effect)];
          if (!c || p.special || c.tokens.includes(TOKEN) || !ofEffectCard(s, effect, p.attacker)) return;
          const d = s.figures.find((f) => f.id === p.defender);
          if (d && adjacent(s, figureById(s, p.attacker), d)) c.tokens.push(TOKEN);
        },
      },
      ...dropAtEndOfTurn(TOKEN),
    },
    queries: {
      attacksPerTurn: {
        tier: 0,
        modify: (n, args, s, effect) => (ofEffectCard(s, effect, args.figure) && s.cards[cardParam(effect)]!.tokens.includes(TOKEN) ? n + 1 : n),
      },
    },
  },
};
