/**
 * Powers switched on by revealing the X order marker (Crag of Steel, Frost Rage): when a numbered
 * order marker on the card is revealed, its player may also reveal an X marker lying on that card;
 * the power is then active on the card for the rest of the round.
 * Rulebook: heroscape-master-game-guide — "ORDER MARKERS" (the X is a decoy, never revealed
 * otherwise; every marker comes off the cards at the end of the round), "3. ON YOUR TURN"; the
 * powers' texts are on the cards.
 *
 * How: a `beforeTurn` question (after the reveal, before moving) offered while an X lies face down on
 * the card and the power is not active yet; revealing it moves it to the card's revealed markers and
 * puts the power's card token, dropped at the end of the round (`EndOfRound`).
 */
import type { EffectInstance, StepHandler } from '../../../core/index.js';
import type { HsEvents, HsQueries } from '../battle/events.js';
import type { PowerStep } from '../battle/steps.js';
import { figuresOfCard, type HsState } from '../battle/state.js';
import { abilityKey, cardParam, type Ability } from './ability.js';
import { ofEffectCard, SKIP } from './near.js';

/** The card token saying the power `name` is active on the card this round. */
export const xToken = (name: string): string => abilityKey(name);

/** Whether the figure belongs to the effect's card and the power `name`, switched on by the X, is active on it. */
export function xActive(s: HsState, effect: EffectInstance, figure: string, name: string): boolean {
  const c = s.cards[cardParam(effect)];
  return c !== undefined && c.tokens.includes(xToken(name)) && ofEffectCard(s, effect, figure);
}

/** The `EndOfRound` handler that drops the power's token. */
export function dropXTokenAtRoundEnd(name: string): NonNullable<NonNullable<Ability['handler']['on']>['EndOfRound']> {
  return {
    run(ctx, effect) {
      const c = ctx.state.cards[cardParam(effect)];
      const i = c ? c.tokens.indexOf(xToken(name)) : -1;
      if (i >= 0) c!.tokens.splice(i, 1);
    },
  };
}

/** The `beforeTurn` step asking whether to reveal the X too. */
export function revealXStep(name: string): StepHandler<HsState, PowerStep, HsQueries, HsEvents> {
  const use = `${abilityKey(name)}:reveal`;
  const token = xToken(name);
  return {
    run(ctx, step) {
      const c = ctx.state.cards[step.card];
      if (!c || !c.markers.includes('X') || c.tokens.includes(token)) return;
      return ctx.ask(step.player, 'use-power', `${name}: reveal the X marker on ${c.card.name} too?`, [
        { id: use, label: `Reveal the X: ${name} for the round` },
        { id: SKIP, label: `No ${name}` },
      ]);
    },
    choose(ctx, step, option) {
      if (option.id !== use) return;
      const c = ctx.state.cards[step.card]!;
      c.markers.splice(c.markers.indexOf('X'), 1);
      c.revealed.push('X');
      c.tokens.push(token);
      ctx.emit('PowerUsed', {
        power: name,
        figure: figuresOfCard(ctx.state, step.card)[0]?.id ?? c.card.name,
        note: `the X marker on ${c.card.name} is revealed: ${name} until the end of the round`,
      });
    },
  };
}
