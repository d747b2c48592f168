// Implements: dice-masters-battle-for-faerun — "★ PREVENTING AND REDIRECTING": a global ability that
// redirects an opponent's effect other than damage (one that moves one of your characters it picked) to
// a character its text names instead, legal for the original effect or not; the effect's source stays
// the same. Offered to the die's controller when an opposing effect's pick is announced (`TargetChosen`,
// rules/redirect-effect.ts) in the core reaction window; nothing answers it: the window closes on it.
import { z } from 'zod';
import type { DieState } from '../types.js';
import { cardDefs, dieName } from '../rules/dice.js';
import { spend } from '../rules/energy.js';
import { redirectOptions } from '../rules/redirect-effect.js';
import { REDIRECT_TEXT } from './ops/redirect-damage.js';
import { energyTypeSchema, redirectTargetSchema } from './params.js';
import type { AbilityModule } from './ability.js';

export const effectRedirect: AbilityModule<'effect-redirect'> = {
  kind: 'effect-redirect',
  section: 'PREVENTING AND REDIRECTING',
  params: z.object({ cost: energyTypeSchema, to: redirectTargetSchema }),
  text: (a) =>
    `Global reaction (pay 1 ${a.cost}): when an opponent's effect other than damage is about to move one of your characters it picked, it affects ${REDIRECT_TEXT[a.to].replace(/^your opponent or /, '')} instead (even one it could not have picked); its source does not change.`,
  steps: {},
  reactions: {
    TargetChosen: {
      closes: true,
      offers(ctx, e, t, player) {
        const victim = ctx.state.dice[t.die] as DieState;
        if (victim.owner !== player) return [];
        return redirectOptions(ctx.state, Number(e.params.slot), Number(e.params.ability), victim, t.user, t.what).map((o) => o.option);
      },
      resolve(ctx, e, t, optionId) {
        const s = ctx.state;
        const slot = Number(e.params.slot);
        const victim = s.dice[t.die] as DieState;
        const chosen = redirectOptions(s, slot, Number(e.params.ability), victim, t.user, t.what).find((o) => o.option.id === optionId);
        const card = cardDefs(s)[slot];
        const a = card?.abilities[Number(e.params.ability)];
        if (!chosen || !card || !a || a.kind !== 'effect-redirect') throw new Error(`effect-redirect: "${optionId}" is not a redirect offered now`);
        // The reaction's cost is paid (never refunded); the effect now targets the new die, source unchanged.
        spend(s, victim.owner, chosen.pay, { amount: 1, type: a.cost });
        ctx.emit('global-used', { player: victim.owner, card: card.key, title: card.title });
        const to = s.dice[chosen.die] as DieState;
        ctx.emit('redirected', {
          from: victim.id,
          toDie: to.id,
          source: t.user,
          text: `"${t.what}" meant for ${dieName(s, victim)} is redirected to ${dieName(s, to)}`,
        });
        return { ...t, die: to.id };
      },
    },
  },
};
