/**
 * Berserker Charge (Rise of the Valkyrie: Tarn Viking Warriors): after moving and before attacking,
 * the player may roll the d20; on 15 or more every figure of the card may move again, and the
 * charge may be tried again after that move.
 * Rulebook: heroscape-master-game-guide — "Special Powers", "ATTACKING" (you-snooze-you-lose: once
 * the player attacks or passes, the charge is gone for the turn); the power's text is on the card.
 */
import { abilityKey, type Ability } from './ability.js';
import { rollFor, SKIP } from './near.js';
import { figuresOfCard } from '../battle/state.js';

const NAME = 'Berserker Charge';
export const BERSERKER_NEEDS = 15;

export const berserkerCharge: Ability = {
  name: NAME,
  text: `After moving and before attacking, roll the d20: on ${BERSERKER_NEEDS} or more all of this card's figures may move again (and may charge again after).`,
  handler: {},
  afterMove: true,
  step: {
    run(ctx, step) {
      if (figuresOfCard(ctx.state, step.card).length === 0) return;
      return ctx.ask(step.player, 'use-power', `${NAME}: roll the d20 to move again?`, [
        { id: 'roll', label: `Roll for ${NAME} (${BERSERKER_NEEDS} or more)` },
        { id: SKIP, label: 'Go on to attack' },
      ]);
    },
    choose(ctx, step, option) {
      if (option.id === SKIP) return;
      const [first] = figuresOfCard(ctx.state, step.card);
      if (!first || !rollFor(ctx, NAME, first, BERSERKER_NEEDS).success) return;
      ctx.push({ kind: 'choose-mover', player: step.player, card: step.card, moved: [] }, { ...step, power: abilityKey(NAME) });
    },
  },
};
