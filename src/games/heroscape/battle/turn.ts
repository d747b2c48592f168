/**
 * A turn: reveal the order marker, move, attack; victory is checked once the turn has ended.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN" ("Action 1. Reveal your Order Marker
 * (Always)": when the card's figures have all been destroyed earlier in the round the turn ends at
 * once; "Life": the order markers on a card out of play are not revealed), "ENDING THE BATTLE"
 * (victory after end-of-turn abilities). Powers used "after moving and before attacking" are
 * `power` steps between the two.
 */
import type { StepHandler } from '../../../core/index.js';
import { abilitiesOf } from '../abilities/index.js';
import { tell, type HsEvents, type HsQueries } from './events.js';
import type { HsStep, StepOf } from './steps.js';
import { figuresOfCard, type HsState } from './state.js';
import { checkVictory } from './victory.js';

type H<K extends HsStep['kind']> = StepHandler<HsState, StepOf<K>, HsQueries, HsEvents>;

export const takeTurn: H<'take-turn'> = {
  run(ctx, step) {
    const s = ctx.state;
    const card = s.cards.findIndex((c) => c.owner === step.player && c.markers.includes(step.marker));
    ctx.counters.newTurn();
    tell(ctx, 'TurnStarted', { player: step.player, marker: step.marker }, step.player);
    // A marker removed with its card (Mind Shackle) leaves the turn empty, as a card out of play.
    if (card < 0 || figuresOfCard(s, card).length === 0) {
      tell(ctx, 'TurnLost', { player: step.player, marker: step.marker }, step.player);
      ctx.push({ kind: 'end-turn', player: step.player });
      return;
    }
    s.turn = { player: step.player, marker: step.marker, card, attacks: [] };
    const c = s.cards[card]!;
    c.markers.splice(c.markers.indexOf(step.marker), 1);
    c.revealed.push(step.marker);
    tell(ctx, 'MarkerRevealed', { player: step.player, marker: step.marker, card, cardName: c.card.name }, step.player);
    // Powers of the player's cards that answer any reveal, first (Healing Word: "before using any other special powers").
    const onReveal: HsStep[] = [];
    s.cards.forEach((other, i) => {
      if (other.owner !== step.player) return;
      for (const a of abilitiesOf(s, i))
        if (a.ability.afterAnyReveal)
          onReveal.push({ kind: 'power', power: a.key, card: i, player: step.player, data: { moment: 'after-reveal', revealed: card } });
    });
    // Powers used after the reveal and before moving (Bonding: a turn with another card first).
    const beforeTurn: HsStep[] = abilitiesOf(s, card)
      .filter((a) => a.ability.beforeTurn)
      .map((a) => ({ kind: 'power', power: a.key, card, player: step.player, data: { moment: 'before-turn' } }));
    const afterMove: HsStep[] = abilitiesOf(s, card)
      .filter((a) => a.ability.afterMove)
      .map((a) => ({ kind: 'power', power: a.key, card, player: step.player, data: { moment: 'after-move' } }));
    ctx.push(
      ...onReveal,
      ...beforeTurn,
      { kind: 'choose-mover', player: step.player, card, moved: [] },
      ...afterMove,
      { kind: 'choose-attack', player: step.player, card, attacked: [] },
      { kind: 'end-turn', player: step.player },
    );
  },
};

export const endTurn: H<'end-turn'> = {
  run(ctx, step) {
    tell(ctx, 'EndOfTurn', { player: step.player }, step.player);
    ctx.state.turn = null;
    checkVictory(ctx);
  },
};
