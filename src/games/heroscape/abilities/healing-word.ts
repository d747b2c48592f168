/**
 * Healing Word (Ana Karithon): when its player reveals an order marker on another card's wounded
 * small or medium Hero adjacent to the card's figure, before any other power is used, the player may
 * roll the d20: on 13 or more up to 2 wound markers come off that Hero.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN" ("Action 1. Reveal your Order Marker"),
 * "Special Powers" ("you may": offered once at its moment, passing forgoes it), "ENGAGEMENT AND
 * ADJACENCY RULES" (adjacent spaces); the power's text is on the card.
 * Our readings: "you control" is the player's own Hero, not a teammate's; the card's own figure is
 * not adjacent to itself, so it never heals itself.
 */
import type { HsCtx } from '../battle/events.js';
import { cardOf, figuresOfCard, type FigureState, type HsState } from '../battle/state.js';
import type { Ability } from './ability.js';
import { adjacent, rollFor, SKIP } from './near.js';

export const HEALING_WORD_NEEDS = 13;
const MOST = 2;
const USE = 'healing-word:roll';

/** The Hero of the revealed card the power may heal, if any. */
function patient(s: HsState, card: number, player: number, revealed: number): FigureState | null {
  const c = s.cards[revealed];
  if (!c || revealed === card || c.owner !== player || c.card.kind !== 'hero' || (c.card.size !== 'small' && c.card.size !== 'medium')) return null;
  const t = figuresOfCard(s, revealed).find((f) => f.wounds > 0);
  if (!t) return null;
  return figuresOfCard(s, card).some((m) => adjacent(s, m, t)) ? t : null;
}

function revealedCard(data: Readonly<Record<string, unknown>>): number {
  const r = data['revealed'];
  return typeof r === 'number' ? r : -1;
}

export const healingWord: Ability = {
  name: 'Healing Word',
  text: `When you reveal an order marker on a wounded small or medium Hero you control adjacent to this figure, before any other power you may roll the d20: on ${HEALING_WORD_NEEDS} or more remove up to ${MOST} wound markers from it.`,
  handler: {},
  afterAnyReveal: true,
  step: {
    run(ctx, step) {
      const t = patient(ctx.state, step.card, step.player, revealedCard(step.data));
      if (!t) return;
      const name = cardOf(ctx.state, t).card.name;
      return ctx.ask(step.player, 'use-power', `Healing Word: roll to heal ${name}?`, [
        { id: USE, label: `Healing Word: roll the d20 for ${name}` },
        { id: SKIP, label: 'No Healing Word' },
      ]);
    },
    choose(ctx: HsCtx, step, option) {
      if (option.id === SKIP) return;
      const t = patient(ctx.state, step.card, step.player, revealedCard(step.data));
      if (!t) return;
      if (!rollFor(ctx, 'Healing Word', t, HEALING_WORD_NEEDS).success) return;
      const removed = Math.min(MOST, t.wounds);
      t.wounds -= removed;
      ctx.emit('PowerUsed', { power: 'Healing Word', figure: t.id, note: `${removed} wound marker(s) removed` });
    },
  },
};
