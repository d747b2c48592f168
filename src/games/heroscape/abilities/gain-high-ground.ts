/**
 * Gain High Ground (Granite Guardians): after a turn with the card, its player may move each figure of
 * the card's name they control up to 1 space, and that space may be up to 4 levels higher.
 * Rulebook: heroscape-master-game-guide — "Action 2. Move Figure(s) …" (each level climbed counts as a
 * space, the Height limit, falls), "Leaving an engagement"; the power's text is on the card.
 *
 * How: the card's `EndOfTurn` (its own turn) pushes a `power` step, run once the turn is over: the
 * player picks the figures one at a time (abilities/power-move.ts `moveEachStep`, as Orc Battle Rush)
 * and each moves by the move search with 1 + 4 spaces, kept to the destinations one space away whose
 * cost is that 1 space plus the levels climbed (so the climb, up to 4 levels, is not counted; the
 * Height limit and falls hold as in any move, and slow terrain still costs its extra space). Our
 * readings: "each Granite Guardian you control" is every figure of a card of that name the player
 * controls (a teammate's are not); a leaving-engagement attack is drawn as in any move.
 */
import { boardOf, living, whereIs, type FigureState, type HsState } from '../battle/state.js';
import { abilityKey, cardParam, type Ability } from './ability.js';
import { moveEachStep, type MoveTraits } from './power-move.js';

const NAME = 'Gain High Ground';
export const GAIN_HIGH_GROUND_LEVELS = 4;

/** The figures of a card of `card`'s name its player controls, on the battlefield. */
function guardians(s: HsState, card: number): FigureState[] {
  const c = s.cards[card]!;
  return living(s).filter((f) => f.owner === c.owner && s.cards[f.card]!.card.name === c.card.name);
}

export function gainHighGroundAbility(traits: MoveTraits): Ability {
  const key = abilityKey(NAME);
  return {
    name: NAME,
    text: `After a turn with this card, you may move each figure of this card's name you control up to 1 space; that space may be up to ${GAIN_HIGH_GROUND_LEVELS} levels higher (the climb is not counted).`,
    handler: {
      on: {
        EndOfTurn: {
          run(ctx, effect) {
            const s = ctx.state;
            const card = cardParam(effect);
            if (s.turn?.card !== card || guardians(s, card).length === 0) return;
            ctx.push({ kind: 'power', power: key, card, player: s.cards[card]!.owner, data: { moment: 'pick', moved: [] } });
          },
        },
      },
    },
    step: moveEachStep(traits, {
      name: NAME,
      key,
      spaces: 1 + GAIN_HIGH_GROUND_LEVELS,
      question: `move which figure up to 1 space (up to ${GAIN_HIGH_GROUND_LEVELS} levels higher)?`,
      candidates: (s, step) => guardians(s, step.card),
      keep(s, f, d) {
        const board = boardOf(s);
        const climb = Math.max(0, whereIs(board, d.head).level - whereIs(board, f.head).level);
        return d.cost >= 1 && d.cost <= 1 + climb;
      },
    }),
  };
}
