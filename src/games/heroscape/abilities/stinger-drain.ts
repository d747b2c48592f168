/**
 * Stinger Drain (Marro Stingers): after moving and before attacking, the player may roll the d20:
 * 1–4 they must destroy a figure of this card's name they control and the card's figures cannot
 * attack this turn; 5–9 nothing; 10 or more adds 1 to the card's Attack this turn.
 * Rulebook: heroscape-master-game-guide — "ATTACKING", "Special Powers" ("you may": offered once at
 * its moment, passing forgoes it); the power's text is on the card.
 *
 * How: a token on the card for the rest of its turn (taken off when any turn ends): `drained` leaves
 * the figures of the card's name no attack (the `attacksPerTurn` query, asked before every attack,
 * normal or at a Door), `surge` adds 1 die to their normal attacks (`attackDice`).
 * Our readings: the added 1 is for this turn (the text gives no longer time); the figure destroyed
 * on 1–4 is the player's choice among their Marro Stingers on the battlefield.
 */
import type { EffectInstance, Option } from '../../../core/index.js';
import { rollD20 } from '../battle/d20.js';
import { figureById, figureName, living, type HsState } from '../battle/state.js';
import { destroyFigure } from '../battle/wounds.js';
import { abilityKey, cardParam, type Ability } from './ability.js';
import { SKIP } from './near.js';

const NAME = 'Stinger Drain';
const KEY = abilityKey(NAME);
const DRAINED = `${KEY}:drained`;
const SURGE = `${KEY}:surge`;
const ROLL = 'roll';

/** Whether `figure` is of the effect's card's name, in that card's turn, with `token` on the card. */
function holds(s: HsState, effect: EffectInstance, figure: string, token: string): boolean {
  const card = cardParam(effect);
  const c = s.cards[card];
  if (!c || s.turn?.card !== card || !c.tokens.includes(token)) return false;
  const f = figureById(s, figure);
  return f.owner === c.owner && s.cards[f.card]!.card.name === c.card.name;
}

export const stingerDrain: Ability = {
  name: NAME,
  text: "After moving and before attacking, you may roll the d20: on 1–4 destroy a figure of this card's name you control, and this card's figures cannot attack this turn; on 5–9 nothing; on 10 or more add 1 to this card's Attack this turn.",
  handler: {
    on: {
      EndOfTurn: {
        run(ctx, effect) {
          const c = ctx.state.cards[cardParam(effect)];
          if (c) for (let i = c.tokens.length - 1; i >= 0; i--) if (c.tokens[i] === DRAINED || c.tokens[i] === SURGE) c.tokens.splice(i, 1);
        },
      },
    },
    queries: {
      attacksPerTurn: { tier: 9, modify: (n, args, s, effect) => (holds(s, effect, args.figure, DRAINED) ? 0 : n) },
      attackDice: { tier: 0, modify: (n, args, s, effect) => (holds(s, effect, args.attacker, SURGE) ? n + 1 : n) },
    },
  },
  afterMove: true,
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const name = s.cards[step.card]!.card.name;
      const mine = living(s).filter((f) => f.owner === step.player && s.cards[f.card]!.card.name === name);
      if (step.data['moment'] === 'destroy') {
        if (mine.length === 0) return;
        const options: Option[] = mine.map((f) => ({ id: `${KEY}:${f.id}`, label: `Destroy ${figureName(s, f)}`, payload: { figure: f.id } }));
        return ctx.ask(step.player, 'use-power', `${NAME}: which figure is destroyed?`, options);
      }
      if (mine.length === 0) return;
      return ctx.ask(step.player, 'use-power', `${NAME}: roll the d20?`, [
        { id: ROLL, label: `Roll for ${NAME}` },
        { id: SKIP, label: `No ${NAME}` },
      ]);
    },
    choose(ctx, step, option) {
      if (option.id === SKIP) return;
      const s = ctx.state;
      if (option.id !== ROLL) {
        destroyFigure(ctx, option.id.slice(KEY.length + 1), NAME);
        return;
      }
      const d20 = rollD20(ctx, step.player, step.card);
      const c = s.cards[step.card]!;
      const result = d20 <= 4 ? 'a figure is destroyed and the card cannot attack this turn' : d20 <= 9 ? 'nothing' : "1 added to the card's Attack this turn";
      ctx.emit('PowerUsed', { power: NAME, figure: String(living(s).find((f) => f.card === step.card)?.id ?? ''), note: `the d20 shows ${d20}: ${result}` });
      if (d20 >= 10) c.tokens.push(SURGE);
      else if (d20 <= 4) {
        c.tokens.push(DRAINED);
        ctx.push({ ...step, data: { moment: 'destroy' } });
      }
    },
  },
};
