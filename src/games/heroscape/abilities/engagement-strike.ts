/**
 * Engagement Strike (Nakita Agents: 15, Arkmer: 13): when an opponent's small or medium figure moves
 * into engagement with a figure of the card, roll the d20; on the card's number or more that figure
 * receives 1 wound. One module; the number is the card's parameter (`needs`).
 * Rulebook: heroscape-master-game-guide — "ENGAGEMENT AND ADJACENCY RULES" (adjacent figures of
 * opposing sides are engaged, unless a rise between them is as high as the lower figure),
 * "Friends and Enemies" (a teammate's figure is no opponent's), "Falling" (a move goes on after its
 * wounds); the power's text is on the cards.
 *
 * How: the walk announces each point it enters (`Stepped`, battle/move.ts); a figure of the card that
 * is engaged with the mover there and was not at the point before rolls. Our readings: "moves into
 * engagement" is each time it becomes engaged during a move (moving on beside the figure is no new
 * engagement; leaving and coming back is); a flight enters only its landing point (the engine's
 * flight path), a placing (Teleportation, summoning) is no move; the d20 is the card's player's roll,
 * always made (the text says "roll"); a mover that survives moves on.
 * Not played: when the mover carries the Scarab of Invulnerability, the wound waits for its question
 * until the move has ended (the walk does not stop for it).
 */
import { rollD20 } from '../battle/d20.js';
import { boardOf, cardOf, figureById, figureName, figuresOfCard, placedOf } from '../battle/state.js';
import { engaged } from '../engagement.js';
import type { PowerParams } from '../pool/types.js';
import { cardParam, type Ability } from './ability.js';
import { woundFigure } from '../battle/wounds.js';

const NAME = 'Engagement Strike';

function needsOf(params: PowerParams): number {
  const n = params['needs'];
  if (typeof n !== 'number') throw new Error(`${NAME}: the card's encoding gives no 'needs' number`);
  return n;
}

function describe(params: PowerParams): string {
  return `When an opponent's small or medium figure moves into engagement with this card's figure, roll the d20: on ${needsOf(params)} or more it receives 1 wound.`;
}

export const engagementStrike: Ability = {
  name: NAME,
  text: "When an opponent's small or medium figure moves into engagement with this card's figure, roll the d20: on the card's number or more it receives 1 wound.",
  describe,
  handler: {
    on: {
      Stepped: {
        run(ctx, effect, p) {
          const s = ctx.state;
          const mover = figureById(s, p.figure);
          const size = cardOf(s, mover).card.size;
          if (mover.destroyed || (size !== 'small' && size !== 'medium')) return;
          const card = cardParam(effect);
          const strikers = figuresOfCard(s, card).filter((f) => f.id !== mover.id && f.head >= 0);
          if (strikers.length === 0) return;
          const board = boardOf(s);
          const now = placedOf(s, mover);
          const before = { ...now, head: p.fromHead, tail: p.fromTail };
          const needs = needsOf(effect.params as PowerParams);
          for (const f of strikers) {
            const striker = placedOf(s, f);
            if (!engaged(board, now, striker) || engaged(board, before, striker)) continue;
            const d20 = rollD20(ctx, s.cards[card]!.owner);
            const hit = d20 >= needs;
            ctx.emit('PowerUsed', {
              power: NAME,
              figure: f.id,
              note: `${figureName(s, mover)} moves into engagement: the d20 shows ${d20} (${needs} or higher needed)${hit ? ': 1 wound' : ': no effect'}`,
            });
            if (hit) woundFigure(ctx, mover.id, 1, NAME);
            if (mover.destroyed) return;
          }
        },
      },
    },
  },
};
