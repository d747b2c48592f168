/**
 * Tracking (Brave Arrow): while moving, the figure may add 2 to its Move number; if it does, it
 * cannot attack this turn.
 * Rulebook: heroscape-master-game-guide — "Action 2. Move Figure(s) shown on the Army Card" (up to
 * the Move number), "Action 3. Attack with Figure(s) shown on the Army Card"; the power's text is on
 * the card.
 *
 * How: a `beforeTurn` question (after the reveal, before moving) while the card has a figure on the
 * battlefield; taking it puts a card token, dropped at the end of the turn. While it is there the
 * card's figures have 2 more Move (`moveNumber`) and no attack (`attacksPerTurn` 0). Our reading: the
 * choice is made as the move begins — the engine offers a move's destinations from one Move number,
 * so it is asked before the figure moves; declined, nothing changes.
 */
import type { EffectInstance } from '../../../core/index.js';
import { figuresOfCard, type HsState } from '../battle/state.js';
import { abilityKey, cardParam, type Ability } from './ability.js';
import { dropAtEndOfTurn } from './turn-token.js';
import { ofEffectCard, SKIP } from './near.js';

const NAME = 'Tracking';
const KEY = abilityKey(NAME);
const TOKEN = 'tracking';
const USE = `${KEY}:use`;
export const TRACKING_ADDS = 2;

/** Whether the figure is of the effect's card and Tracking was taken this turn. */
function tracking(s: HsState, effect: EffectInstance, figure: string): boolean {
  return s.cards[cardParam(effect)]?.tokens.includes(TOKEN) === true && ofEffectCard(s, effect, figure);
}

export const trackingAbility: Ability = {
  name: NAME,
  text: `While moving, this figure may add ${TRACKING_ADDS} to its Move; if it does, it cannot attack this turn.`,
  beforeTurn: true,
  handler: {
    on: {
      ...dropAtEndOfTurn(TOKEN),
    },
    queries: {
      moveNumber: { tier: 0, modify: (n, args, s, effect) => (tracking(s, effect, args.figure) ? n + TRACKING_ADDS : n) },
      attacksPerTurn: { tier: 9, modify: (n, args, s, effect) => (tracking(s, effect, args.figure) ? 0 : n) },
    },
  },
  step: {
    run(ctx, step) {
      const f = figuresOfCard(ctx.state, step.card)[0];
      if (!f) return;
      return ctx.ask(
        step.player,
        'use-power',
        `${NAME}: add ${TRACKING_ADDS} to the Move of ${ctx.state.cards[step.card]!.card.name} this turn and make no attack?`,
        [
          { id: USE, label: `${NAME}: Move + ${TRACKING_ADDS}, no attack this turn` },
          { id: SKIP, label: `No ${NAME}` },
        ],
      );
    },
    choose(ctx, step, option) {
      if (option.id !== USE) return;
      const f = figuresOfCard(ctx.state, step.card)[0];
      ctx.state.cards[step.card]!.tokens.push(TOKEN);
      ctx.emit('PowerUsed', { power: NAME, figure: f?.id ?? '', note: `Move + ${TRACKING_ADDS} and no attack this turn` });
    },
  },
};
