/**
 * Galloping Charge (Templar Cavalry): the card's figure rolls 2 more attack dice against a figure
 * that was at least 4 hexes away from it at the start of its turn.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN" (the turn starts when its order marker
 * is revealed), "ATTACKING" (attack dice; special attacks are never modified, so this answers the
 * normal attack's `attackDice` query only); the power's text is on the card.
 *
 * How: when an order marker is revealed, each of the card's figures on the battlefield notes on the
 * card the figures then at least 4 hexes from it (a token each, cleared at the next reveal and at the
 * end of the turn), as turn-start-move.ts notes a position; an attack on a noted figure adds the dice.
 * Our readings: "hexes away" is the straight count of hexes between the nearest base spaces, levels
 * not counted (near.ts `spacesBetween`); a figure not on the battlefield when the turn started (placed
 * during it) was not 4 hexes away, so it gives no dice.
 */
import { figuresOfCard, living } from '../battle/state.js';
import type { Ability } from './ability.js';
import { cardParam } from './ability.js';
import { ofEffectCard, spacesBetween } from './near.js';

const PREFIX = 'galloping:';
const AWAY = 4;
const DICE = 2;

const token = (attacker: string, target: string): string => `${PREFIX}${attacker}>${target}`;

function clear(tokens: string[]): void {
  for (let i = tokens.length - 1; i >= 0; i--) if (tokens[i]!.startsWith(PREFIX)) tokens.splice(i, 1);
}

export const gallopingCharge: Ability = {
  name: 'Galloping Charge',
  text: `Attacking a figure that was at least ${AWAY} hexes away from it at the start of its turn, adds ${DICE} attack dice.`,
  handler: {
    on: {
      MarkerRevealed: {
        run(ctx, effect) {
          const s = ctx.state;
          const card = cardParam(effect);
          const c = s.cards[card];
          if (!c) return;
          clear(c.tokens);
          const all = living(s);
          for (const f of figuresOfCard(s, card)) for (const o of all) if (o.id !== f.id && spacesBetween(s, f, o) >= AWAY) c.tokens.push(token(f.id, o.id));
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
          if (args.door !== undefined || !ofEffectCard(s, effect, args.attacker)) return n;
          return s.cards[cardParam(effect)]!.tokens.includes(token(args.attacker, args.defender)) ? n + DICE : n;
        },
      },
    },
  },
};
