/**
 * Eternal Hatred (Marcu Esenwein): after an order marker on the card is revealed its player must roll
 * the d20; on 17 or more they choose an opponent, who controls the card's figure for the rest of that
 * turn — moves it, uses its after-move powers, attacks with it, its friends and enemies now theirs —
 * and at the end of the turn control returns. The card itself, and the order markers on it, stay with
 * its player: the opponent never sees those markers (battle/observe.ts shows a card's markers to its
 * owner's side only).
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN", "Friends and Enemies", "Special Powers"
 * ("you must": played without a question); the power's text is on the card.
 *
 * Our readings: played as a power "instead of" the card's own turn (ability.ts `insteadOfTurn`): on
 * 16 or less it pushes the card's own turn for its player, on 17 or more the same turn's steps asked
 * of the opponent. The d20 is the bare die: the Glyph of Lodin's +1 ("you may add one") is never
 * added, a higher roll here only hurting the roller. The opponents offered are those with a figure on
 * the battlefield; with one, no question. Control is the figure's (`owner`), so the figures it
 * destroys count as the opponent's doing only in that turn's events (`by` names the figure).
 */
import type { Option } from '../../../core/index.js';
import type { HsCtx } from '../battle/events.js';
import { figuresOfCard, friendly, type HsState } from '../battle/state.js';
import { abilityKey, cardParam, type Ability } from './ability.js';
import { ownTurnSteps, type PowersOf } from './turn-steps.js';

const NAME = 'Eternal Hatred';
const KEY = abilityKey(NAME);
/** The card token, with the controlling player, while the opponent controls the figure: `eternal-hatred:<card's player>`. */
const TOKEN = `${KEY}:`;
/** The lowest roll that hands the figure over. */
export const HATRED_NEEDS = 17;

/** The opponents of `player` who still have a figure on the battlefield, in seat order. */
function opponents(s: HsState, player: number): number[] {
  const out: number[] = [];
  for (let p = 0; p < s.core.players; p++) if (!friendly(s, p, player) && s.figures.some((f) => f.owner === p && !f.destroyed && f.head >= 0)) out.push(p);
  return out;
}

/** Hands the card's figures to `to` for the rest of the turn, noting whom they return to. */
function handOver(s: HsState, card: number, from: number, to: number): void {
  s.cards[card]!.tokens.push(`${TOKEN}${from}`);
  for (const f of s.figures) if (f.card === card) f.owner = to;
}

export function eternalHatredAbility(powersOf: PowersOf): Ability {
  return {
    name: NAME,
    text: `After an order marker on this card is revealed, roll the d20: on ${HATRED_NEEDS} or more an opponent you choose controls this card's figure for the rest of the turn (moving and attacking with it); then control returns. The markers stay on the card, hidden from that opponent.`,
    handler: {
      on: {
        EndOfTurn: {
          run(ctx, effect) {
            const s = ctx.state;
            const card = cardParam(effect);
            const c = s.cards[card];
            const i = c ? c.tokens.findIndex((t) => t.startsWith(TOKEN)) : -1;
            if (i < 0) return;
            const back = Number(c!.tokens[i]!.slice(TOKEN.length));
            c!.tokens.splice(i, 1);
            for (const f of s.figures) if (f.card === card) f.owner = back;
            ctx.emit('PowerUsed', { power: NAME, figure: figuresOfCard(s, card)[0]?.id ?? '', note: `control returns to ${s.names[back] ?? back}` });
          },
        },
      },
    },
    insteadOfTurn: true,
    step: {
      run(ctx, step) {
        const s = ctx.state;
        if (step.data['moment'] === 'instead-of-turn') {
          // The bare die (no Glyph of Lodin: see the header).
          const d20 = ctx.rng.d20();
          const hands = d20 >= HATRED_NEEDS;
          const who = hands ? opponents(s, step.player) : [];
          ctx.emit('PowerUsed', {
            power: NAME,
            figure: figuresOfCard(s, step.card)[0]?.id ?? '',
            note: `the d20 shows ${d20} (${HATRED_NEEDS} or higher hands the figure to an opponent)${hands ? '' : ': no effect'}`,
          });
          if (who.length === 0) {
            ctx.push(...ownTurnSteps(powersOf, s, step.card, step.player, true));
            return;
          }
          if (who.length === 1) {
            takeOver(ctx, step.card, step.player, who[0]!);
            return;
          }
          const options: Option[] = who.map((p) => ({
            id: `${KEY}:${p}`,
            label: `${s.names[p] ?? `Player ${p + 1}`} controls it this turn`,
            payload: { player: p },
          }));
          return ctx.ask(step.player, 'use-power', `${NAME}: which opponent controls ${s.cards[step.card]!.card.name} this turn?`, options);
        }
      },
      choose(ctx, step, option) {
        takeOver(ctx, step.card, step.player, Number(option.id.slice(KEY.length + 1)));
      },
    },
  };

  /** The opponent `to` takes the card's turn: its steps asked of them. */
  function takeOver(ctx: HsCtx, card: number, from: number, to: number): void {
    const s = ctx.state;
    handOver(s, card, from, to);
    ctx.emit('ControlTaken', { card, cardName: s.cards[card]!.card.name, player: to });
    ctx.push(...ownTurnSteps(powersOf, s, card, to, true));
  }
}
