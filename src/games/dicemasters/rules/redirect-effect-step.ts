// Implements: dice-masters-battle-for-faerun — "PREVENTING AND REDIRECTING" ("the target of the effect
// changes from its original target to the new one chosen ... The source of the effect remains
// unchanged"): the `target-reaction` step, the window in which the controller of a character an
// opposing effect has just picked may redirect it (the rules of who may and to what:
// rules/redirect-effect.ts). The effect then resolves once on the target decided.
import type { Ask } from '../../../core/index.js';
import type { DmHandler } from '../steps.js';
import type { DieState } from '../types.js';
import { cardDefs, dieName } from './dice.js';
import { spend, type Payment } from './energy.js';
import { targetReactionOptions } from './redirect-effect.js';
import { chooseEffect } from './effects-ops.js';

/** The `target-reaction` step: the effect step and the target picked, waiting for the target's controller. */
export const targetReactionStep: DmHandler<'target-reaction'> = {
  run(ctx, st): Ask | void {
    if (ctx.over) return;
    const s = ctx.state;
    const victim = s.dice[st.die] as DieState;
    const opts = targetReactionOptions(s, victim, st.effectStep.player, st.what);
    if (opts.length === 0) {
      chooseEffect(ctx, st.effectStep, { die: st.die }, true);
      return;
    }
    return ctx.ask(victim.owner, 'target-reaction', `${dieName(s, victim)} is about to be affected by "${st.what}": redirect it?`, opts);
  },
  choose(ctx, st, o) {
    const s = ctx.state;
    const victim = s.dice[st.die] as DieState;
    if (o.id === 'decline') {
      chooseEffect(ctx, st.effectStep, { die: st.die }, true);
      return;
    }
    const pl = o.payload as { slot: number; ability: number; pay: Payment; die: number };
    const card = cardDefs(s)[pl.slot];
    const a = card?.abilities[pl.ability];
    if (!card || !a || a.kind !== 'effect-redirect') return;
    // The reaction's cost is paid (never refunded); the effect now targets the new die, source unchanged.
    spend(s, victim.owner, pl.pay, { amount: 1, type: a.cost });
    ctx.emit('global-used', { player: victim.owner, card: card.key, title: card.title });
    const to = s.dice[pl.die] as DieState;
    ctx.emit('redirected', {
      from: victim.id,
      toDie: to.id,
      source: st.effectStep.player,
      text: `"${st.what}" meant for ${dieName(s, victim)} is redirected to ${dieName(s, to)}`,
    });
    chooseEffect(ctx, st.effectStep, { die: to.id }, true);
  },
};
