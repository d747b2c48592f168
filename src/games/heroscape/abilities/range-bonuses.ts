/**
 * Powers that add to the Range of the card's figures for their normal attacks (the `attackRange`
 * query): Lava Throw (Obsidian Guards: +2 while the figure is on a molten lava space) and Javelin
 * (Master of the Hunt: after moving and before attacking, the player may roll the d20; on 16 or more
 * +3 for the rest of the turn — a card token, cleared at the end of the turn) and Rock Throw (Granite
 * Guardians: +2 when attacking a figure it has height advantage on — the Range depends on the
 * defender, so those attacks are the power's own options of the attack question: a normal attack,
 * offered only at an opponent's figure out of the normal Range, within Range + 2, with the height
 * advantage; an engaged figure attacks only the figures it is engaged with, as always).
 * Our readings: Lava Throw's and Rock Throw's "may add" are always taken (a longer Range only adds
 * targets; the figure still chooses whom it attacks); a double-space figure is on a terrain when either of its spaces is.
 * Special attacks have their own Range, never modified ("Special Attacks").
 * Rulebook: heroscape-master-game-guide — "Action 3. Attack with Figure(s) shown on the Army Card"
 * (Range), "Molten Lava", "Special Powers"; the powers' texts are on the cards.
 */
import type { Option } from '../../../core/index.js';
import { resolveAttack, targetsOf } from '../battle/attack.js';
import { joinedThisTurn, noteActivated } from '../battle/commons.js';
import { boardOf, cardOf, figureById, figureName, figuresOfCard, placedOf, type HsState } from '../battle/state.js';
import type { PlacedFigure } from '../figures.js';
import { heightAdvantage } from '../sight.js';
import { abilityKey, cardParam, type Ability } from './ability.js';
import { dropAtEndOfTurn } from './turn-token.js';
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
      ...dropAtEndOfTurn(THROWN),
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

/**
 * A power adding to the Range of a normal attack at some figures only (the Range depends on the
 * defender): its attacks are the power's own options of the attack question — a normal attack,
 * offered only at an opponent's figure out of the normal Range, within Range + `adds`, for which
 * `at` holds; an engaged figure attacks only the figures it is engaged with, as always. A figure
 * with attacks left this turn (`attacksPerTurn`) is offered them.
 */
export function rangeAgainst(name: string, adds: number, text: string, at: (s: HsState, me: PlacedFigure, them: PlacedFigure) => boolean): Ability {
  const key = abilityKey(name);
  return {
    name,
    text,
    handler: {},
    attackOptions(ctx, card, attacked) {
      const s = ctx.state;
      const joined = joinedThisTurn(s);
      const out: Option[] = [];
      for (const f of figuresOfCard(s, card)) {
        const made = attacked.filter((a) => a === f.id).length;
        if (made >= ctx.query('attacksPerTurn', 1, { figure: f.id }) || joined.includes(f.id)) continue;
        const me = placedOf(s, f);
        const normal = targetsOf(ctx, f);
        const range = ctx.query('attackRange', cardOf(s, f).card.range, { figure: f.id }) + adds;
        const far = targetsOf(ctx, f, { range, sight: true, opponentsOnly: true, also: (e) => at(s, me, e) });
        for (const t of far)
          if (!normal.includes(t) && ctx.query('mayTarget', true, { attacker: f.id, defender: t }))
            out.push({
              id: `${key}:${f.id}>${t}`,
              label: `${figureName(s, f)}: ${name} at ${figureName(s, figureById(s, t))}`,
              payload: { attacker: f.id, defender: t },
            });
      }
      return out;
    },
    useAttackOption(ctx, _card, option) {
      const s = ctx.state;
      const [a, d] = option.id.slice(key.length + 1).split('>') as [string, string];
      // A normal attack, as the attack question's own (battle/attack-step.ts).
      noteActivated(s, a);
      resolveAttack(ctx, figureById(s, a), figureById(s, d));
      s.turn?.attacks.push([a, d]);
      return [a];
    },
  };
}

const ROCK_THROW_ADDS = 2;

export const rockThrow = rangeAgainst(
  'Rock Throw',
  ROCK_THROW_ADDS,
  `When this card's figure has height advantage on an opponent's figure, it may attack that figure with a normal attack at its Range + ${ROCK_THROW_ADDS}.`,
  (s, me, e) => heightAdvantage(boardOf(s), me, e) === 'attacker',
);
