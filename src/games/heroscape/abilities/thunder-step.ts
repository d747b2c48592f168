/**
 * Thunder Step (Eltahale): instead of its normal move, the player may choose an opponent's figure
 * within 5 clear sight spaces of the card's figure and place it on any empty space adjacent to that
 * figure (engaged, it takes no leaving-engagement attacks); for the rest of that turn its Attack is 1
 * more, and at the end of the turn 1 attack die is rolled: a skull is 1 wound on it.
 * A placement move (placement-move.ts): its places are the empty spaces beside any opponent's figure
 * in reach (choosing the figure is choosing the space beside it).
 * Rulebook: heroscape-master-game-guide — "Clear Sight Spaces", "ATTACKING" (the Attack number is the
 * normal attack's dice: "Special attacks can never be modified by … other special powers"), "Special
 * Powers"; the power's text is on the card.
 * Our readings: "opponent's figure" is a figure of another team; the die is rolled at the card's
 * `EndOfTurn` (before victory is checked), the figure still standing.
 */
import { rollCombatDice, skullsIn } from '../battle/dice.js';
import { freePlaces } from '../battle/glyphs-sturla.js';
import { boardOf, figureName, figuresOfCard, friendly, type FigureState, type HsState } from '../battle/state.js';
import { woundFigure } from '../battle/wounds.js';
import { cardParam } from './ability.js';
import { withinClearSight } from './clear-sight-spaces.js';
import { placementMove } from './placement-move.js';

export const THUNDER_STEP_SPACES = 5;
const NAME = 'Thunder Step';
const TOKEN = 'thunder-step:';

/** The empty places beside an opponent's figure within 5 clear sight spaces of `f`. */
function places(s: HsState, f: FigureState): [number, number][] {
  const board = boardOf(s);
  const near = new Set<number>();
  for (const t of withinClearSight(s, f.card, THUNDER_STEP_SPACES, (o) => o.head >= 0 && !friendly(s, o.owner, f.owner)))
    for (const sp of [t.head, t.tail]) if (sp >= 0) for (let k = board.adjStart[sp]!; k < board.adjStart[sp + 1]!; k++) near.add(board.adjTo[k]!);
  return freePlaces(s, f, (sp) => near.has(sp));
}

export const thunderStep = placementMove({
  name: NAME,
  text: `Instead of its normal move, this figure may be placed on any empty space adjacent to an opponent's figure within ${THUNDER_STEP_SPACES} clear sight spaces, taking no leaving-engagement attacks; for that turn its Attack is 1 more, and at the end of the turn roll 1 attack die: a skull is 1 wound on it.`,
  leavingAttacks: false,
  places,
  afterPlaced(ctx, f) {
    ctx.state.cards[f.card]!.tokens.push(TOKEN + f.id);
  },
  handler: {
    queries: {
      attackDice: {
        tier: 0,
        modify(n, args, s, effect) {
          // Asked for normal attacks only: a special attack's dice are its own.
          const c = s.cards[cardParam(effect)];
          return c && c.tokens.includes(TOKEN + args.attacker) ? n + 1 : n;
        },
      },
    },
    on: {
      EndOfTurn: {
        run(ctx, effect) {
          const s = ctx.state;
          const c = s.cards[cardParam(effect)];
          if (!c) return;
          for (const f of figuresOfCard(s, cardParam(effect))) {
            if (!c.tokens.includes(TOKEN + f.id)) continue;
            const skulls = skullsIn(rollCombatDice(ctx, 1));
            ctx.emit('PowerUsed', { power: NAME, figure: f.id, note: `end of turn: ${skulls > 0 ? `a skull, 1 wound on ${figureName(s, f)}` : 'no skull'}` });
            if (skulls > 0) woundFigure(ctx, f.id, 1, NAME);
          }
          // A destroyed figure's token goes too.
          c.tokens = c.tokens.filter((t) => !t.startsWith(TOKEN));
        },
      },
    },
  },
});
