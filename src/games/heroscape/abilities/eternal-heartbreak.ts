/**
 * Eternal Heartbreak (Sonya Esenwein): when the partner card her player controls (Cyprien Esenwein,
 * the card's parameter `partner`) has its figure destroyed, her figure at once receives 2 wounds.
 * Rulebook: heroscape-master-game-guide — "ATTACKING" → "Life" (wounds that reach the Life destroy the
 * figure), "Special Powers"; the power's text is on the card.
 *
 * How: at the partner's Destroyed event, a `power` step is pushed that wounds her next (not a
 * wound inside the event's own handlers). "If you control": the partner's card belongs to her
 * card's player when it is destroyed.
 */
import { figuresOfCard } from '../battle/state.js';
import { woundFigure } from '../battle/wounds.js';
import { abilityKey, cardParam, type Ability } from './ability.js';

const NAME = 'Eternal Heartbreak';
const KEY = abilityKey(NAME);
export const HEARTBREAK_WOUNDS = 2;

export const eternalHeartbreak: Ability = {
  name: NAME,
  text: `If you control the partner card named on this card and its figure is destroyed, this card's figure at once receives ${HEARTBREAK_WOUNDS} wounds.`,
  describe: (params) => `If you control ${String(params['partner'])} and he is destroyed, this card's figure at once receives ${HEARTBREAK_WOUNDS} wounds.`,
  handler: {
    on: {
      Destroyed: {
        run(ctx, effect, p) {
          const s = ctx.state;
          const card = cardParam(effect);
          const mine = s.cards[card];
          const partner = s.cards[p.card];
          if (!mine || !partner || p.card === card || partner.card.name !== effect.params['partner'] || partner.owner !== mine.owner) return;
          if (figuresOfCard(s, card).length === 0) return;
          ctx.push({ kind: 'power', power: KEY, card, player: mine.owner, data: {} });
        },
      },
    },
  },
  step: {
    run(ctx, step) {
      const [f] = figuresOfCard(ctx.state, step.card);
      if (!f) return;
      ctx.emit('PowerUsed', { power: NAME, figure: f.id, note: `${HEARTBREAK_WOUNDS} wounds` });
      woundFigure(ctx, f.id, HEARTBREAK_WOUNDS, NAME);
    },
  },
};
