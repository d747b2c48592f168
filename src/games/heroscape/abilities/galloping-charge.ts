/**
 * Galloping Charge (Templar Cavalry): the card's figure rolls 2 more attack dice against a figure
 * that was at least 4 hexes away from it at the start of its turn.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN" (the turn starts when its order marker
 * is revealed), "ATTACKING" (attack dice; special attacks are never modified, so this answers the
 * normal attack's `attackDice` query only); the power's text is on the card.
 *
 * How: when an order marker is revealed, the figures then at least 4 hexes from each of the card's
 * figures are noted on the card (turn-start-move.ts `pairsAtTurnStart`, cleared at the next reveal and
 * at the end of the turn); an attack on a noted figure adds the dice.
 * Our readings: "hexes away" is the straight count of hexes between the nearest base spaces, levels
 * not counted (near.ts `spacesBetween`); a figure not on the battlefield when the turn started (placed
 * during it) was not 4 hexes away, so it gives no dice.
 */
import type { Ability } from './ability.js';
import { cardParam } from './ability.js';
import { ofEffectCard, spacesBetween } from './near.js';
import { pairsAtTurnStart } from './turn-start-move.js';

const AWAY = 4;
const DICE = 2;

const far = pairsAtTurnStart('galloping:', (s, f, o) => spacesBetween(s, f, o) >= AWAY);

export const gallopingCharge: Ability = {
  name: 'Galloping Charge',
  text: `Attacking a figure that was at least ${AWAY} hexes away from it at the start of its turn, adds ${DICE} attack dice.`,
  handler: {
    on: far.on,
    queries: {
      attackDice: {
        tier: 0,
        modify(n, args, s, effect) {
          if (args.door !== undefined || !ofEffectCard(s, effect, args.attacker)) return n;
          return far.noted(s, cardParam(effect), args.attacker, args.defender) ? n + DICE : n;
        },
      },
    },
  },
};
