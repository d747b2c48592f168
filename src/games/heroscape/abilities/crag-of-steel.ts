/**
 * Crag of Steel (Siege): when a numbered order marker on the card is revealed, its player may also
 * reveal an X marker lying on the card; for the rest of the round the card's figure then has 3 more
 * Defense, 2 less Attack and 2 less Move, and in its normal attacks it may attack any or all figures
 * adjacent to it, each attack rolled separately.
 * Rulebook: heroscape-master-game-guide — "ORDER MARKERS" (the X is a decoy, never revealed
 * otherwise), "3. ON YOUR TURN", "ATTACKING" (the Attack and Defense numbers are the dice of normal
 * attacks and of every defense roll; "Some figures have special powers that allow them to attack
 * more than once"), "Special Powers" (special attacks are never modified). The power's text is on
 * the card.
 *
 * How: the X's question and the round's card token are abilities/reveal-x.ts's (shared with Frost
 * Rage). While the token is there: the `defenseDice`, `attackDice` (normal attacks) and
 * `moveNumber` queries of the card's figure (never below 0), and its attacks — after its first
 * attack of the turn, one more for each adjacent figure it has not attacked this turn
 * (`attacksPerTurn`), at such a figure only (`mayTarget`).
 */
import { figureById, type FigureState, type HsState } from '../battle/state.js';
import type { EffectInstance } from '../../../core/index.js';
import type { Ability } from './ability.js';
import { adjacentFigures } from './near.js';
import { dropXTokenAtRoundEnd, revealXStep, xActive } from './reveal-x.js';

const NAME = 'Crag of Steel';

/** Whether the figure belongs to the effect's card and Crag of Steel is active on it. */
const active = (s: HsState, effect: EffectInstance, figure: string): boolean => xActive(s, effect, figure, NAME);

/** The figures `f` attacked in this turn's normal attacks. */
function attackedBy(s: HsState, f: FigureState): string[] {
  return s.turn ? s.turn.attacks.filter(([a]) => a === f.id).map(([, d]) => d) : [];
}

export const cragOfSteel: Ability = {
  name: NAME,
  text: 'When a numbered order marker on this card is revealed, you may also reveal an X marker on it: for the rest of the round its figure has 3 more Defense, 2 less Attack and Move, and may attack any or all adjacent figures, one normal attack each.',
  beforeTurn: true,
  handler: {
    on: { EndOfRound: dropXTokenAtRoundEnd(NAME) },
    queries: {
      defenseDice: { tier: 0, modify: (n, args, s, effect) => (active(s, effect, args.defender) ? n + 3 : n) },
      attackDice: { tier: 0, modify: (n, args, s, effect) => (active(s, effect, args.attacker) ? Math.max(0, n - 2) : n) },
      moveNumber: { tier: 0, modify: (n, args, s, effect) => (active(s, effect, args.figure) ? Math.max(0, n - 2) : n) },
      attacksPerTurn: {
        tier: 0,
        modify(n, args, s, effect) {
          if (!active(s, effect, args.figure)) return n;
          const f = figureById(s, args.figure);
          const done = attackedBy(s, f);
          if (done.length < n) return n;
          return done.length + (adjacentFigures(s, f).some((t) => !done.includes(t.id)) ? 1 : 0);
        },
      },
      mayTarget: {
        tier: 0,
        modify(ok, args, s, effect) {
          if (!ok || !active(s, effect, args.attacker)) return ok;
          const f = figureById(s, args.attacker);
          const done = attackedBy(s, f);
          if (done.length === 0) return ok;
          return !done.includes(args.defender) && adjacentFigures(s, f).some((t) => t.id === args.defender);
        },
      },
    },
  },
  step: revealXStep(NAME),
};
