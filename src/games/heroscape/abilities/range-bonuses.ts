/**
 * Powers that add to the Range of the card's figures for their normal attacks (the `attackRange`
 * query): Lava Throw (Obsidian Guards: +2 while the figure is on a molten lava space) and Javelin
 * (Master of the Hunt: after moving and before attacking, the player may roll the d20; on 16 or more
 * +3 for the rest of the turn — a card token, cleared at the end of the turn).
 * Our readings: Lava Throw's "may add" is always taken (a longer Range only adds targets; the figure still
 * chooses whom it attacks); a double-space figure is on a terrain when either of its spaces is.
 * Special attacks have their own Range, never modified ("Special Attacks").
 * Rulebook: heroscape-master-game-guide — "Action 3. Attack with Figure(s) shown on the Army Card"
 * (Range), "Molten Lava", "Special Powers"; the powers' texts are on the cards.
 */
import { figureById, figuresOfCard } from '../battle/state.js';
import { cardParam, type Ability } from './ability.js';
import { askOptional, ofEffectCard, rollFor, SKIP } from './near.js';
import { on } from './terrain-powers.js';

const LAVA_THROW_ADDS = 2;

export const lavaThrow: Ability = {
  name: 'Lava Throw',
  text: `While this card's figure is on a molten lava space, add ${LAVA_THROW_ADDS} to its Range.`,
  handler: {
    queries: {
      attackRange: {
        tier: 0,
        modify: (range, args, s, effect) =>
          ofEffectCard(s, effect, args.figure) && on(s, figureById(s, args.figure), 'molten-lava') ? range + LAVA_THROW_ADDS : range,
      },
    },
  },
};

const JAVELIN = 'Javelin';
const JAVELIN_NEEDS = 16;
const JAVELIN_ADDS = 3;
/** The card token of a Javelin that succeeded this turn. */
const THROWN = 'javelin:thrown';

export const javelin: Ability = {
  name: JAVELIN,
  text: `After moving and before attacking, you may roll the d20: on ${JAVELIN_NEEDS} or more, add ${JAVELIN_ADDS} to this card's figure's Range for the rest of the turn.`,
  afterMove: true,
  handler: {
    on: {
      // "For the duration of its turn": the token goes at the turn's end.
      EndOfTurn: {
        run(ctx, effect) {
          const c = ctx.state.cards[cardParam(effect)];
          const i = c ? c.tokens.indexOf(THROWN) : -1;
          if (i >= 0) c!.tokens.splice(i, 1);
        },
      },
    },
    queries: {
      attackRange: {
        tier: 0,
        modify: (range, args, s, effect) =>
          ofEffectCard(s, effect, args.figure) && s.cards[cardParam(effect)]!.tokens.includes(THROWN) ? range + JAVELIN_ADDS : range,
      },
    },
  },
  step: {
    run(ctx, step) {
      const f = figuresOfCard(ctx.state, step.card)[0];
      if (!f) return;
      return askOptional(ctx, step.player, JAVELIN, 'roll the d20?', [{ id: `javelin:${f.id}`, label: `Roll the d20 for ${JAVELIN}` }]);
    },
    choose(ctx, step, option) {
      if (option.id === SKIP) return;
      const f = figureById(ctx.state, option.id.slice('javelin:'.length));
      if (rollFor(ctx, JAVELIN, f, JAVELIN_NEEDS).success) ctx.state.cards[step.card]!.tokens.push(THROWN);
    },
  },
};
