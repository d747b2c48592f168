/**
 * After-move d20 powers that limit a defense for the rest of the card's turn: Paralyzing Stare 16
 * (Me-Burq-Sa: choose a small or medium figure within 6 clear sight spaces; on 16 or more it rolls
 * no defense dice against this card's attacks this turn) and Net Trip 14 (Retiarius: on 14 or more,
 * every small or medium figure it attacks this turn rolls at most 1 defense die).
 * Rulebook: heroscape-master-game-guide — "ATTACKING" (defense dice), "Clear Sight Spaces",
 * "Special Powers"; the powers' texts are on the cards.
 *
 * How "this turn" is kept: a token on the card (`<key>` or `<key>:<figure>`) put on a success and
 * taken off when any turn ends; the `defenseDice` query reads it only while the card's turn is under
 * way, last of all (tier 9: no die added by another power survives "no" or "no more than 1").
 * Our readings: both limits hold for every attack of the card's figures in that turn, normal or
 * special; Paralyzing Stare may choose any small or medium figure (the text names no side), and is
 * offered with a pass as every "choose" power here; Net Trip's roll is made without a question (its
 * text has no "may", and the roll can only help).
 */
import type { EffectHandler, Option } from '../../../core/index.js';
import { rollD20 } from '../battle/d20.js';
import type { HsCtx, HsEvents, HsQueries } from '../battle/events.js';
import { cardOf, figureById, friendly, type FigureState, type HsState } from '../battle/state.js';
import { abilityKey, cardParam, type Ability } from './ability.js';
import { withinClearSight } from './clear-sight-spaces.js';
import { figureOption, SKIP } from './near.js';

export const PARALYZING_STARE = { spaces: 6, needs: 16 } as const;
export const NET_TRIP_NEEDS = 14;

const smallOrMedium = (s: HsState, f: FigureState): boolean => {
  const size = cardOf(s, f).card.size;
  return size === 'small' || size === 'medium';
};

/** The d20 of the power, told to the table. */
function roll(ctx: HsCtx, power: string, player: number, figure: string, needs: number, effect: string, forCard?: number): boolean {
  const d20 = rollD20(ctx, player, forCard);
  const success = d20 >= needs;
  ctx.emit('PowerUsed', { power, figure, note: `the d20 shows ${d20} (${needs} or higher needed)${success ? `: ${effect}` : ': no effect'}` });
  return success;
}

/**
 * The handler: the card's token (`key` or starting `key:`) removed at the end of every turn, and the
 * defense of a figure `limited` finds, attacked by one of the card's figures in its turn, capped at `max`.
 */
function limitHandler(
  key: string,
  max: number,
  limited: (s: HsState, token: string, defender: FigureState) => boolean,
): EffectHandler<HsState, HsQueries, HsCtx, HsEvents> {
  const mine = (t: string): boolean => t === key || t.startsWith(`${key}:`);
  return {
    on: {
      EndOfTurn: {
        run(ctx, effect) {
          const c = ctx.state.cards[cardParam(effect)];
          if (c) for (let i = c.tokens.length - 1; i >= 0; i--) if (mine(c.tokens[i]!)) c.tokens.splice(i, 1);
        },
      },
    },
    queries: {
      defenseDice: {
        tier: 9,
        modify(n, args, s, effect) {
          const card = cardParam(effect);
          const c = s.cards[card];
          if (!c || s.turn?.card !== card || n <= max || figureById(s, args.attacker).card !== card) return n;
          const defender = figureById(s, args.defender);
          return c.tokens.some((t) => mine(t) && limited(s, t, defender)) ? max : n;
        },
      },
    },
  };
}

const STARE = 'Paralyzing Stare 16';
const STARE_KEY = abilityKey(STARE);

export const paralyzingStare: Ability = {
  name: STARE,
  text: `After moving and before attacking, you may choose a small or medium figure within ${PARALYZING_STARE.spaces} clear sight spaces of this figure and roll the d20: on ${PARALYZING_STARE.needs} or more it rolls no defense dice when this figure attacks it this turn.`,
  handler: limitHandler(STARE_KEY, 0, (_, token, defender) => token === `${STARE_KEY}:${defender.id}`),
  afterMove: true,
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const options: Option[] = withinClearSight(s, step.card, PARALYZING_STARE.spaces, (t) => smallOrMedium(s, t)).map((t) =>
        figureOption(s, `${STARE_KEY}:`, t, 'Paralyzing Stare on'),
      );
      if (options.length === 0) return;
      options.push({ id: SKIP, label: 'No Paralyzing Stare' });
      return ctx.ask(step.player, 'use-power', `${STARE}: choose a figure?`, options);
    },
    choose(ctx, step, option) {
      if (option.id === SKIP) return;
      const t = figureById(ctx.state, option.id.slice(STARE_KEY.length + 1));
      // On a friend (the text names no side) the card is not passed: a higher roll would hurt the player (`rollD20`).
      const forCard = friendly(ctx.state, t.owner, step.player) ? undefined : step.card;
      if (roll(ctx, STARE, step.player, t.id, PARALYZING_STARE.needs, 'it rolls no defense dice against this card this turn', forCard))
        ctx.state.cards[step.card]!.tokens.push(`${STARE_KEY}:${t.id}`);
    },
  },
};

const TRIP = 'Net Trip 14';
const TRIP_KEY = abilityKey(TRIP);

export const netTrip: Ability = {
  name: TRIP,
  text: `After moving and before attacking, roll the d20: on ${NET_TRIP_NEEDS} or more, every small or medium figure this figure attacks this turn rolls at most 1 defense die.`,
  handler: limitHandler(TRIP_KEY, 1, (s, _, defender) => smallOrMedium(s, defender)),
  afterMove: true,
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const f = s.figures.find((x) => x.card === step.card && !x.destroyed && x.head >= 0);
      if (!f) return;
      if (roll(ctx, TRIP, step.player, f.id, NET_TRIP_NEEDS, 'small and medium figures it attacks this turn roll at most 1 defense die'))
        s.cards[step.card]!.tokens.push(TRIP_KEY);
    },
  },
};
