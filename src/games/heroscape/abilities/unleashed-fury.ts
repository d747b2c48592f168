/**
 * Unleashed Fury (Anubian Wolves): before moving in the card's turn its player rolls the d20 — on a 1
 * they choose a figure of the card and destroy it; 2–6 adds 1 to the card's Attack for the turn, 7–11
 * adds 2, 12–15 adds 3, 16–19 adds 4, 20 adds 8. Unleashed Fury Enhancement (Khosumet the Darklord):
 * its player adds 1 to each Unleashed Fury roll of their cards while Khosumet's card is in play.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN" (the order marker revealed, then moving),
 * "Attack dice and defense dice", "Special Attacks" (never modified: the added Attack is for normal
 * attacks, the `attackDice` query); the powers' texts are on the cards.
 *
 * Our readings: the roll is not optional ("roll the 20-sided die"); the added Attack lasts the turn it
 * was rolled in (a card token, removed when the turn ends); "an Anubian Wolf you control" is a figure
 * of the rolling card; the enhancement's "may add 1" is always taken — a higher roll is never worse
 * (a 1 becomes a 2, every band adds as much or more).
 */
import type { HsCtx } from '../battle/events.js';
import { rollD20 } from '../battle/d20.js';
import type { PowerStep } from '../battle/steps.js';
import { cardAlive, figuresOfCard, type HsState } from '../battle/state.js';
import { destroyFigure } from '../battle/wounds.js';
import { cardParam, type Ability } from './ability.js';
import { figureOption, ofEffectCard } from './near.js';
import type { PowersOf } from './another-turn.js';

const KEY = 'unleashed-fury';
const ENHANCEMENT = 'unleashed-fury-enhancement';
const TOKEN = `${KEY}:`;
const DESTROY = `${KEY}:destroy:`;

/** The Attack added by a roll (after additions), or -1: a figure of the card is destroyed. */
export function furyOf(d20: number): number {
  if (d20 <= 1) return -1;
  if (d20 <= 6) return 1;
  if (d20 <= 11) return 2;
  if (d20 <= 15) return 3;
  if (d20 <= 19) return 4;
  return 8;
}

/** The Attack the card's token adds this turn. */
function added(s: HsState, card: number): number {
  const t = s.cards[card]?.tokens.find((x) => x.startsWith(TOKEN));
  return t === undefined ? 0 : Number(t.slice(TOKEN.length));
}

/** Unleashed Fury Enhancement's +1 for `player`: a card of theirs in play with it. */
function enhancement(s: HsState, powersOf: PowersOf, player: number): number {
  for (let i = 0; i < s.cards.length; i++) if (s.cards[i]!.owner === player && cardAlive(s, i) && powersOf(s, i).some((a) => a.key === ENHANCEMENT)) return 1;
  return 0;
}

function roll(ctx: HsCtx, powersOf: PowersOf, step: PowerStep) {
  const s = ctx.state;
  const figures = figuresOfCard(s, step.card);
  const first = figures[0];
  if (!first) return;
  const bonus = enhancement(s, powersOf, step.player);
  const d20 = rollD20(ctx, step.player) + bonus;
  const fury = furyOf(d20);
  const note = `the d20 shows ${d20}${bonus ? ' (Unleashed Fury Enhancement +1)' : ''}: ${fury < 0 ? 'a figure of the card is destroyed' : `+${fury} Attack this turn`}`;
  ctx.emit('PowerUsed', { power: 'Unleashed Fury', figure: first.id, note });
  if (fury > 0) {
    s.cards[step.card]!.tokens.push(`${TOKEN}${fury}`);
    return;
  }
  if (figures.length === 1) return destroyFigure(ctx, first.id, 'Unleashed Fury');
  return ctx.ask(
    step.player,
    'use-power',
    'Unleashed Fury: which figure is destroyed?',
    figures.map((f) => figureOption(s, DESTROY, f, 'Destroy')),
  );
}

export function unleashedFuryAbility(powersOf: PowersOf): Ability {
  return {
    name: 'Unleashed Fury',
    text: "Before moving in this card's turn, roll the d20: 1, destroy a figure of this card; 2–6, +1 Attack this turn; 7–11, +2; 12–15, +3; 16–19, +4; 20, +8 (normal attacks).",
    beforeTurn: true,
    handler: {
      queries: {
        attackDice: {
          tier: 0,
          modify: (dice, args, s, effect) => (ofEffectCard(s, effect, args.attacker) ? dice + added(s, cardParam(effect)) : dice),
        },
      },
      on: {
        EndOfTurn: {
          run(ctx, effect) {
            const c = ctx.state.cards[cardParam(effect)];
            if (c) for (let i = c.tokens.length - 1; i >= 0; i--) if (c.tokens[i]!.startsWith(TOKEN)) c.tokens.splice(i, 1);
          },
        },
      },
    },
    step: {
      run: (ctx, step) => roll(ctx, powersOf, step),
      choose(ctx, _step, option) {
        if (option.id.startsWith(DESTROY)) destroyFigure(ctx, option.id.slice(DESTROY.length), 'Unleashed Fury');
      },
    },
  };
}

export const unleashedFuryEnhancement: Ability = {
  name: 'Unleashed Fury Enhancement',
  text: "Add 1 to your d20 roll for the Unleashed Fury power of any Army Card you control while this card's figure is in play.",
  handler: {},
};
