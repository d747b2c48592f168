// Implements: dice-masters-battle-for-faerun — "PURCHASING A DIE", "COSTS" (a purchase never costs less
// than 1: the rule floors the total) and "GAME STATES" (effects end at the end of the turn): the next
// action die the user purchases this turn costs `amount` less. A core effect lasting the turn; its answer
// to the cost query (abilities/queries.ts) lowers action-die purchases while it lasts, and the purchase
// that uses it ends it (abilities/discounted-purchase.ts, on the `Purchased` event).
import { z } from 'zod';
import type { EffectInstance } from '../../../../core/index.js';
import type { QueryAnswers } from '../queries.js';
import type { EffectOpModule } from './op.js';

/** The core effect handler of "`player`'s next action die purchase this turn costs `amount` less". */
export const NEXT_ACTION_DISCOUNT = 'next-action-discount';

export function nextActionDiscount(e: EffectInstance): { player: number; amount: number } | null {
  if (e.handler !== NEXT_ACTION_DISCOUNT) return null;
  const { player, amount } = e.params;
  return typeof player === 'number' && typeof amount === 'number' ? { player, amount } : null;
}

const discount: QueryAnswers['cost'] = (s, defs, player, card, of) => {
  if (of !== 'purchase' || defs[card]?.kind !== 'action' || s.core.effects.length === 0) return 0;
  let n = 0;
  for (const e of s.core.effects) {
    const d = nextActionDiscount(e);
    if (d && d.player === player) n -= d.amount;
  }
  return n;
};

export const nextActionDiscountOp: EffectOpModule<'next-action-discount'> = {
  op: 'next-action-discount',
  section: 'PURCHASING A DIE; COSTS',
  params: z.object({ amount: z.number().int().min(1) }).strict(),
  classes: [],
  text: (e) => `The next action die you purchase this turn costs ${e.amount} less (never below 1).`,
  usable: () => true,
  run(ctx, st, e) {
    const s = ctx.state;
    ctx.addEffect({
      name: `${NEXT_ACTION_DISCOUNT}#${s.core.nextEffectId}`,
      handler: NEXT_ACTION_DISCOUNT,
      owner: st.player,
      params: { player: st.player, amount: e.amount },
      duration: 'end-of-turn',
    });
    ctx.emit('status', { die: st.source, status: `the next action die bought this turn costs ${e.amount} less` });
    return null;
  },
  choose: () => undefined,
  queries: { cost: discount },
};
