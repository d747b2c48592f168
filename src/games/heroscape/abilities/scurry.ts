/**
 * Scurry (Goblin Cutters): when a figure of this card's name its player controls is destroyed by an
 * opponent's figure's normal attack, the player may move 2 of those figures up to 4 spaces each,
 * never attacked when leaving an engagement, and all of them have no visible Hit Zone for the rest
 * of the attacking figure's turn while they stay unengaged.
 * Rulebook: heroscape-master-game-guide — "Action 2. Move Figure(s) …" and "Leaving an engagement"
 * (the move: abilities/power-move.ts), "Range and Line of Sight" (the Hit Zone:
 * abilities/no-hit-zone.ts), "Friends and Enemies" (a teammate's figure is no opponent's); the
 * power's text is on the card.
 *
 * How: the Destroyed event names the attacking figure (`by`) and a normal attack's cause
 * (battle/attack.ts `attackCause`); the destroyed figure's own card hides every living figure of its
 * name its player controls (a token each on the card, "while unengaged"; taken off at the end of the
 * turn) and pushes the move question, one figure at a time, at most 2, the player may stop. Our
 * readings: the Hit Zones are lost whether or not any figure moves; "remain unengaged" is read
 * whenever a target is looked for.
 */
import { attackCause } from '../battle/attack.js';
import { figureById, friendly, type FigureState, type HsState } from '../battle/state.js';
import { abilityKey, cardParam, type Ability } from './ability.js';
import { dropHiding, hide } from './no-hit-zone.js';
import { moveEachStep, type MoveTraits } from './power-move.js';

const NAME = 'Scurry';
export const SCURRY_FIGURES = 2;
export const SCURRY_SPACES = 4;

/** The living figures on the battlefield of the card's name its player controls. */
function sameName(s: HsState, card: number): FigureState[] {
  const c = s.cards[card]!;
  return s.figures.filter((f) => !f.destroyed && f.head >= 0 && f.owner === c.owner && s.cards[f.card]!.card.name === c.card.name);
}

export function scurryAbility(traits: MoveTraits): Ability {
  const key = abilityKey(NAME);
  return {
    name: NAME,
    text: `When a figure of this card's name you control is destroyed by a normal attack from an opponent's figure, you may move ${SCURRY_FIGURES} of them up to ${SCURRY_SPACES} spaces each (never attacked when leaving an engagement), and all of them have no visible Hit Zone for the rest of that figure's turn while they stay unengaged.`,
    handler: {
      on: {
        Destroyed: {
          run(ctx, effect, p) {
            const s = ctx.state;
            const card = cardParam(effect);
            const c = s.cards[card];
            if (!c || p.by === null || p.card !== card) return;
            const attacker = figureById(s, p.by);
            if (friendly(s, attacker.owner, c.owner) || p.cause !== attackCause(s, attacker)) return;
            const hidden = sameName(s, card).filter((f) => f.id !== p.figure);
            for (const f of hidden) hide(c, f.id, { kind: 'unengaged' });
            ctx.emit('PowerUsed', { power: NAME, figure: p.figure, note: `${hidden.length} figure(s) without a visible Hit Zone while unengaged this turn` });
            if (hidden.length > 0) ctx.push({ kind: 'power', power: key, card, player: c.owner, data: {} });
          },
        },
        EndOfTurn: {
          run(ctx, effect) {
            dropHiding(ctx.state.cards[cardParam(effect)]);
          },
        },
      },
    },
    step: moveEachStep(traits, {
      name: NAME,
      key,
      spaces: SCURRY_SPACES,
      count: SCURRY_FIGURES,
      noSwipes: true,
      candidates: (s, step) => sameName(s, step.card),
    }),
  };
}
