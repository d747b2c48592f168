// Implements: dice-masters-battle-for-faerun — "PURCHASING A DIE" (pay the cost, one unit of the card's
// energy type; the die goes to the used pile; leftover generic energy may pay another cost at once) and
// "COSTS" (a purchase never costs less than 1). The purchase itself, shared by the main step
// (rules/main-step.ts) and the effects that let a player purchase a die (abilities/ops/purchase-die.ts):
// below rules/effects-ops.ts, so an effect op may use it without an import cycle.
import type { CardDef } from '../cards/types.js';
import type { DieState, DmState } from '../types.js';
import { cardDefs } from './dice.js';
import { describePayment, spend, type CostSpec, type Payment } from './energy.js';
import type { DmCtx } from './context.js';
// COSTS: what card text changes in a purchase cost, asked by name of the modules in play (abilities/queries.ts).
import { costQuery } from '../abilities/queries.js';
import { changeOwner } from './zones.js';

/** What `player` pays to purchase a die of card slot `slot`: the printed cost with the cost query's changes, never below 1 (COSTS). */
export function purchaseAmount(s: DmState, player: number, slot: number): number {
  const c = cardDefs(s)[slot] as CardDef;
  return Math.max(1, c.cost + costQuery(s, cardDefs(s), player, slot, 'purchase'));
}

/** The die of card slot `slot` that `player` would purchase next (PURCHASING A DIE: one still on the card), if any. */
export function supplyDie(s: DmState, slot: number, player: number): DieState | undefined {
  const owner = s.cards[slot]?.owner;
  for (const d of s.dice) if (d.card === slot && d.zone === 'supply' && (owner === -1 || d.owner === player)) return d;
  return undefined;
}

/**
 * PURCHASING A DIE: `player` pays `pay` toward `cost` for the next die of card slot `slot` (a main-step
 * purchase, or one an effect allows at the cost its text sets: abilities/ops/purchase-die.ts); the die
 * goes to their used pile, what purchasing triggers follows, and leftover generic energy may pay another
 * cost at once.
 */
export function purchaseDie(ctx: DmCtx, player: number, slot: number, pay: Payment, cost: CostSpec): void {
  const s = ctx.state;
  const d = supplyDie(s, slot, player);
  const c = cardDefs(s)[slot];
  if (!d || !c) return;
  const left = spend(s, player, pay, cost);
  changeOwner(s, d, player, 'used');
  // The payment is worded only for a reader of the events (`Ctx.eventsWanted`).
  if (ctx.eventsWanted) ctx.emit('purchased', { player, card: c.key, title: c.title, paid: describePayment(s, pay) });
  // What purchasing triggers (abilities/discounted-purchase.ts).
  ctx.announce('Purchased', { player, die: d.id, card: slot });
  keepLeftover(ctx, player, left);
}

/** Generic energy left over from a payment may pay another cost at once; otherwise it is lost. */
export function keepLeftover(ctx: DmCtx, player: number, left: number): void {
  const s = ctx.state;
  s.float = left;
  s.floatOwner = left > 0 ? player : -1;
  if (left > 0) ctx.push({ kind: 'batch', player });
}
