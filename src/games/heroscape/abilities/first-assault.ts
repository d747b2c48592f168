/**
 * First Assault 3 (Valguard): attacking a figure that was not adjacent to the card's figure at the
 * start of its turn, it rolls 3 more attack dice.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN" (the turn starts when its order marker is
 * revealed), "ENGAGEMENT AND ADJACENCY RULES" (adjacent figures), "ATTACKING" (normal attacks' dice:
 * special attacks are never modified, and the card has none); the power's text is on the card.
 *
 * How: when an order marker is revealed on the card, the figures then adjacent to its figure are
 * noted on the card (a token each, cleared at the end of the turn); an attack on any other figure
 * adds the dice (a figure not on the battlefield at the start was not adjacent).
 */
import { figuresOfCard, living } from '../battle/state.js';
import { cardParam, type Ability } from './ability.js';
import { adjacent, ofEffectCard } from './near.js';

const PREFIX = 'first-assault:';

function clear(tokens: string[]): void {
  for (let i = tokens.length - 1; i >= 0; i--) if (tokens[i]!.startsWith(PREFIX)) tokens.splice(i, 1);
}

function firstAssault(dice: number): Ability {
  return {
    name: `First Assault ${dice}`,
    text: `Attacking a figure that was not adjacent to it at the start of its turn, this figure rolls ${dice} more attack dice.`,
    handler: {
      on: {
        MarkerRevealed: {
          run(ctx, effect, p) {
            const s = ctx.state;
            const card = cardParam(effect);
            const c = s.cards[card];
            if (!c || p.card !== card) return;
            clear(c.tokens);
            const all = living(s);
            for (const f of figuresOfCard(s, card))
              for (const o of all) if (o.id !== f.id && o.head >= 0 && adjacent(s, f, o)) c.tokens.push(`${PREFIX}${f.id}>${o.id}`);
          },
        },
        EndOfTurn: {
          run(ctx, effect) {
            const c = ctx.state.cards[cardParam(effect)];
            if (c) clear(c.tokens);
          },
        },
      },
      queries: {
        attackDice: {
          tier: 0,
          modify(n, args, s, effect) {
            const card = cardParam(effect);
            if (args.door !== undefined || s.turn?.card !== card || !ofEffectCard(s, effect, args.attacker)) return n;
            return s.cards[card]!.tokens.includes(`${PREFIX}${args.attacker}>${args.defender}`) ? n : n + dice;
          },
        },
      },
    },
  };
}

export const firstAssault3: Ability = firstAssault(3);
