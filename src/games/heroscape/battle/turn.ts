/**
 * A turn: reveal the order marker, move, attack; victory is checked once the turn has ended.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN" ("Action 1. Reveal your Order Marker
 * (Always)": when the card's figures have all been destroyed earlier in the round the turn ends at
 * once; "Life": the order markers on a card out of play are not revealed), "ENDING THE BATTLE"
 * (victory after end-of-turn abilities). Powers used "after moving and before attacking" are
 * `power` steps between the two; a power used "instead of taking a turn" with the card is one `power`
 * step in place of the turn's actions.
 */
import type { StepHandler } from '../../../core/index.js';
import { abilitiesOf } from '../abilities/index.js';
import { ownTurnSteps } from '../abilities/turn-steps.js';
import { tell, wanted, type HsEvents, type HsQueries } from './events.js';
import type { HsStep, StepOf } from './steps.js';
import { figuresOfCard, type HsState } from './state.js';
import { checkVictory } from './victory.js';

type H<K extends HsStep['kind']> = StepHandler<HsState, StepOf<K>, HsQueries, HsEvents>;

export const takeTurn: H<'take-turn'> = {
  run(ctx, step) {
    const s = ctx.state;
    const card = s.cards.findIndex((c) => c.owner === step.player && c.markers.includes(step.marker));
    ctx.counters.newTurn();
    // Each event of the turn built only when read (`wanted`: the log, or an effect in play that hears it).
    if (wanted(ctx, 'TurnStarted')) tell(ctx, 'TurnStarted', { player: step.player, marker: step.marker }, step.player);
    // A marker removed with its card (Mind Shackle) leaves the turn empty, as a card out of play.
    if (card < 0 || figuresOfCard(s, card).length === 0) {
      if (wanted(ctx, 'TurnLost')) tell(ctx, 'TurnLost', { player: step.player, marker: step.marker }, step.player);
      ctx.push({ kind: 'end-turn', player: step.player });
      return;
    }
    s.turn = { player: step.player, marker: step.marker, card, attacks: [] };
    const c = s.cards[card]!;
    c.markers.splice(c.markers.indexOf(step.marker), 1);
    c.revealed.push(step.marker);
    if (wanted(ctx, 'MarkerRevealed')) tell(ctx, 'MarkerRevealed', { player: step.player, marker: step.marker, card, cardName: c.card.name }, step.player);
    // Powers of the player's cards that answer any reveal, first (Healing Word: "before using any other special powers").
    const onReveal: HsStep[] = [];
    s.cards.forEach((other, i) => {
      if (other.owner !== step.player) return;
      for (const a of abilitiesOf(s, i))
        if (a.ability.afterAnyReveal)
          onReveal.push({ kind: 'power', power: a.key, card: i, player: step.player, data: { moment: 'after-reveal', revealed: card } });
    });
    // A power used "instead of taking a turn" with this card (Mind Link): its step decides, and pushes
    // the card's own turn when it is not used.
    const instead = abilitiesOf(s, card).find((a) => a.ability.insteadOfTurn);
    if (instead) {
      ctx.push(
        ...onReveal,
        { kind: 'power', power: instead.key, card, player: step.player, data: { moment: 'instead-of-turn' } },
        { kind: 'end-turn', player: step.player },
      );
      return;
    }
    // Powers used after the reveal and before moving (Bonding: a turn with another card first), moving, after-move powers, attacking.
    ctx.push(...onReveal, ...ownTurnSteps(abilitiesOf, s, card, step.player, true), { kind: 'end-turn', player: step.player });
  },
};

export const endTurn: H<'end-turn'> = {
  run(ctx, step) {
    if (wanted(ctx, 'EndOfTurn')) tell(ctx, 'EndOfTurn', { player: step.player }, step.player);
    ctx.state.turn = null;
    checkVictory(ctx);
  },
};
