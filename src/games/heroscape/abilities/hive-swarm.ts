/**
 * Hive Swarm (Marro Drones): before moving, the d20 — 1–12: the marker moves and attacks with up to
 * 3 of the card's figures and those of matching cards its player controls; 13–16: up to 6; 17–20:
 * up to 9.
 * Rulebook: heroscape-master-game-guide — "1. PLACE YOUR ORDER MARKERS" (two or more of the same
 * Common card: a marker on either activates any three of them), "3. ON YOUR TURN", "Chance" (the
 * d20); the power's text is on the card.
 *
 * How it is played: a `beforeTurn` power step (after the reveal, before any figure moves) rolls the
 * d20 — the card's words are a roll, not a choice — and sets the turn's extra activations
 * (`turn.extra`: the number rolled for, less the card's figures on the battlefield); battle/commons.ts
 * then lets the marker activate that many more figures of matching cards where they are, each moving
 * and attacking as the card's own. With no matching card there are no more figures to activate.
 */
import { rollD20 } from '../battle/d20.js';
import { figuresOfCard } from '../battle/state.js';
import type { Ability } from './ability.js';

const NAME = 'Hive Swarm';

/** How many figures the marker activates for a d20 roll. */
export function hiveSwarmFigures(d20: number): number {
  return d20 <= 12 ? 3 : d20 <= 16 ? 6 : 9;
}

export const hiveSwarm: Ability = {
  name: NAME,
  text: 'Before moving, roll the d20: on 1–12 this turn moves and attacks with up to 3 figures of this card and of matching cards you control, on 13–16 up to 6, on 17–20 up to 9.',
  beforeTurn: true,
  handler: {},
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const mine = figuresOfCard(s, step.card);
      if (mine.length === 0 || !s.turn) return;
      const d20 = rollD20(ctx, step.player, step.card);
      const n = hiveSwarmFigures(d20);
      s.turn.extra = Math.max(0, n - mine.length);
      ctx.emit('PowerUsed', { power: NAME, figure: mine[0]!.id, note: `the d20 shows ${d20}: up to ${n} figures move and attack` });
    },
  },
};
