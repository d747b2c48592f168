// Implements: dice-masters-battle-for-faerun — "★ PREVENTING AND REDIRECTING": a global ability that
// prevents an ability (an opponent's, or anyone's) about to resolve whose effects include the kind it
// names — all of that ability's effects are cancelled, its costs stay paid, and it can no longer be
// reacted to. Used when the ability use is announced (`AbilityResolving`, rules/prevent.ts), outside the
// priority procedure, in the reaction window: offered to a player who may use it and can pay one symbol
// of its type (a global: either player may use it, "CARDS"), each payment its own option.
import { z } from 'zod';
import { CANCEL } from '../../../core/index.js';
import { EFFECT_CLASS_TEXT } from '../cards/effect-classes.js';
import { cardDefs } from '../rules/dice.js';
import { spend } from '../rules/energy.js';
import { prevented, preventionOptions, preventionPayments } from '../rules/prevent.js';
import { effectClassSchema, energyTypeSchema } from './params.js';
import type { AbilityModule } from './ability.js';

export const effectReaction: AbilityModule<'effect-reaction'> = {
  kind: 'effect-reaction',
  section: 'PREVENTING AND REDIRECTING',
  params: z.object({ cost: energyTypeSchema, what: effectClassSchema, whose: z.enum(['opponent', 'any']) }),
  text: (a) =>
    `Global reaction (pay 1 ${a.cost}): when ${a.whose === 'opponent' ? "an opponent's" : 'any'} ability is about to resolve and would ${EFFECT_CLASS_TEXT[a.what]}, prevent it: all of that ability's effects are cancelled (its costs stay paid) and it can no longer be reacted to.`,
  steps: {},
  reactions: {
    AbilityResolving: {
      offers: (ctx, e, use, player) => preventionOptions(ctx.state, Number(e.params.slot), Number(e.params.ability), player, use),
      resolve(ctx, e, use, optionId, player) {
        const s = ctx.state;
        const slot = Number(e.params.slot);
        const can = preventionPayments(s, slot, Number(e.params.ability), player, use);
        const pay = can?.pays[Number(optionId.split(':')[3])];
        const card = cardDefs(s)[slot];
        if (!can || !pay || !card) throw new Error(`effect-reaction: "${optionId}" is not a prevention player ${player + 1} can pay for`);
        // The reaction's cost is paid; the prevented ability's own costs stay paid too.
        spend(s, player, pay, { amount: 1, type: can.r.cost });
        ctx.emit('global-used', { player, card: card.key, title: card.title });
        // Prevented: its steps never run, and nobody else is asked ("can no longer be reacted to").
        prevented(ctx, use, player, `${s.players[player]?.name ?? ''} uses ${card.title}`);
        return CANCEL;
      },
    },
  },
};
