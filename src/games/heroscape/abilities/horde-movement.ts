/**
 * Horde Movement (Zombies of Morindan): each turn the player may move up to 6 of the card's figures
 * and those of matching cards they control, but attack with only 3 — any 3 of them, moved or not.
 * Rulebook: heroscape-master-game-guide — "1. PLACE YOUR ORDER MARKERS" (two or more of the same
 * Common card: a marker on either activates any three of them), "3. ON YOUR TURN"; the power's text
 * is on the card.
 *
 * How it is played: a `beforeTurn` power step (after the reveal, before any figure moves; nothing is
 * asked) sets the turn's extra activations for moving (`turn.extra`: 6 less the card's figures on
 * the battlefield, as Hive Swarm's; battle/commons.ts) and its limit of attackers (`turn.attackers`:
 * 3), with which the attack question offers every figure of the card and of its matching cards,
 * moved or not, until 3 have attacked (battle/attack-step.ts).
 */
import { figuresOfCard } from '../battle/state.js';
import type { Ability } from './ability.js';

const MOVERS = 6;
const ATTACKERS = 3;

export const hordeMovement: Ability = {
  name: 'Horde Movement',
  text: 'Each turn you may move up to 6 figures of this card and of matching cards you control, but attack with only 3 of them, moved or not.',
  beforeTurn: true,
  handler: {},
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const mine = figuresOfCard(s, step.card);
      if (mine.length === 0 || !s.turn) return;
      s.turn.extra = Math.max(0, MOVERS - mine.length);
      s.turn.attackers = ATTACKERS;
    },
  },
};
