/**
 * Jandar's Dispatch: after a turn with the card, its player rolls 12 of the general's Valkyrie Dice and
 * may move up to 4 squad figures it controls who follow Jandar up to X spaces each, X the symbols
 * rolled; each must be within 8 clear sight spaces of the card's figure before it moves.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN" (the turn ends after attacking), "Action 2.
 * Move Figure(s) …" and "Leaving an engagement" (the move: abilities/power-move.ts), "Clear Sight
 * Spaces"; the power's text is on the card; the Valkyrie Dice's faces are valkyrie-dice.ts's reading.
 *
 * How: the card's `EndOfTurn` (its own turn) rolls the dice and, on 1 symbol or more, pushes a `power`
 * step run once the turn is over: the player picks the figures one at a time (`moveEachStep`, as Gain
 * High Ground), each then within 8 clear sight spaces, X carried in the step's data. Our readings:
 * "squad figures you control who follow Jandar" are figures of Squad cards of the general Jandar the
 * card's own player controls (a teammate's are not); no such figure in clear sight at the turn's end
 * means no roll (nothing to do); a leaving-engagement attack is drawn as in any move.
 */
import { cardOf, figureName, figuresOfCard, type FigureState, type HsState } from '../battle/state.js';
import type { PowerStep } from '../battle/steps.js';
import { abilityKey, cardParam, type Ability } from './ability.js';
import { withinClearSight } from './clear-sight-spaces.js';
import { moveEachStep, type MoveTraits } from './power-move.js';
import { rollValkyrieDice, symbolsIn } from './valkyrie-dice.js';

const NAME = "Jandar's Dispatch";
export const DISPATCH_DICE = 12;
export const DISPATCH_FIGURES = 4;
export const DISPATCH_SIGHT_SPACES = 8;

/** The Jandar squad figures `card`'s player controls within 8 clear sight spaces of its figure. */
function dispatchable(s: HsState, card: number): FigureState[] {
  const owner = s.cards[card]?.owner;
  return withinClearSight(s, card, DISPATCH_SIGHT_SPACES, (t) => {
    const c = cardOf(s, t).card;
    return t.owner === owner && c.kind === 'squad' && c.general.trim().toLowerCase() === 'jandar';
  });
}

const spacesOf = (step: PowerStep): number => Number(step.data['x'] ?? 0);

export function jandarsDispatchAbility(traits: MoveTraits): Ability {
  const key = abilityKey(NAME);
  return {
    name: NAME,
    text: `After a turn with this card, roll ${DISPATCH_DICE} of its general's Valkyrie Dice: you may move up to ${DISPATCH_FIGURES} Jandar squad figures you control, each within ${DISPATCH_SIGHT_SPACES} clear sight spaces of this figure, up to 1 space per symbol rolled.`,
    handler: {
      on: {
        EndOfTurn: {
          run(ctx, effect) {
            const s = ctx.state;
            const card = cardParam(effect);
            if (s.turn?.card !== card || dispatchable(s, card).length === 0) return;
            const x = symbolsIn(rollValkyrieDice(ctx, DISPATCH_DICE));
            const [holder] = figuresOfCard(s, card);
            ctx.emit('PowerUsed', {
              power: NAME,
              figure: holder?.id ?? '',
              note: `${x} symbol(s) of ${DISPATCH_DICE} Valkyrie Dice${x > 0 ? `: up to ${DISPATCH_FIGURES} figures may move up to ${x} spaces` : ''}${holder ? ` (${figureName(s, holder)})` : ''}`,
            });
            if (x > 0) ctx.push({ kind: 'power', power: key, card, player: s.cards[card]!.owner, data: { moment: 'pick', moved: [], x } });
          },
        },
      },
    },
    step: moveEachStep(traits, {
      name: NAME,
      key,
      spaces: spacesOf,
      carry: ['x'],
      count: DISPATCH_FIGURES,
      question: 'move which squad figure?',
      candidates: (s, step) => dispatchable(s, step.card),
    }),
  };
}
