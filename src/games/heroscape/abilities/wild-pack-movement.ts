/**
 * Wild Pack Movement (Marrden Hounds): before moving, the d20 adds to the card's Move for the turn —
 * 1–3 adds 1, 4–6 adds 3, 7–20 adds 7.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN" (reveal, move, attack), "Chance" (the
 * d20); the power's text is on the card.
 *
 * How it is played: a `beforeTurn` power step (after the reveal, before any figure moves) rolls the
 * d20 — the card's words are a roll, not a choice — and keeps the bonus as a token on the card for
 * the turn (taken off when the turn ends); the `moveNumber` query adds it for the card's figures.
 */
import { rollD20 } from '../battle/d20.js';
import { figuresOfCard } from '../battle/state.js';
import { cardParam, type Ability } from './ability.js';
import { ofEffectCard } from './near.js';

const TOKEN = 'wild-pack:';

/** The Move added for a d20 roll. */
export function wildPackBonus(d20: number): number {
  return d20 <= 3 ? 1 : d20 <= 6 ? 3 : 7;
}

function dropToken(tokens: string[]): void {
  for (let i = tokens.length - 1; i >= 0; i--) if (tokens[i]!.startsWith(TOKEN)) tokens.splice(i, 1);
}

export const wildPackMovement: Ability = {
  name: 'Wild Pack Movement',
  text: "Before moving, roll the d20: 1–3 adds 1 to this card's Move this turn, 4–6 adds 3, 7–20 adds 7.",
  beforeTurn: true,
  handler: {
    on: {
      EndOfTurn: {
        run(ctx, effect) {
          const c = ctx.state.cards[cardParam(effect)];
          if (c) dropToken(c.tokens);
        },
      },
    },
    queries: {
      moveNumber: {
        tier: 0,
        modify(n, args, s, effect) {
          const c = s.cards[cardParam(effect)];
          if (!c || !ofEffectCard(s, effect, args.figure)) return n;
          const t = c.tokens.find((x) => x.startsWith(TOKEN));
          return t === undefined ? n : n + Number(t.slice(TOKEN.length));
        },
      },
    },
  },
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const c = s.cards[step.card];
      const first = figuresOfCard(s, step.card)[0];
      if (!c || !first) return;
      const d20 = rollD20(ctx, step.player, step.card);
      const bonus = wildPackBonus(d20);
      dropToken(c.tokens);
      c.tokens.push(`${TOKEN}${bonus}`);
      ctx.emit('PowerUsed', { power: 'Wild Pack Movement', figure: first.id, note: `the d20 shows ${d20}: ${bonus} added to the Move this turn` });
    },
  },
};
