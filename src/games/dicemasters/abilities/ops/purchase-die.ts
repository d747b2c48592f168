// Implements: dice-masters-battle-for-faerun — "PURCHASING A DIE" (pay the cost, one unit of the card's
// energy type; the die goes to the used pile; leftover generic energy may pay another cost at once),
// "COSTS" (card text sets the cost: "at a cost of 1", "N less, to a minimum of 1 / 0") and "CARD TEXT
// DETAILS": a purchase inside an effect ("you may purchase a Skeleton die at a cost of 1", "an action die
// for 3 less"). The dice offered are those the purchase rules allow — a die still on the card, yours or a
// basic action card's — each with the payments of its changed cost; the purchase itself is the main
// step's (rules/main-step.ts `purchaseDie`), so what purchasing triggers follows. Optional ("you may").
import { z } from 'zod';
import type { Option } from '../../../../core/index.js';
import type { CardDef } from '../../cards/types.js';
import { cardDefs, inField } from '../../rules/dice.js';
import { PaymentMemo, sources, type CostSpec } from '../../rules/energy.js';
import { purchaseAmount, purchaseDie, supplyDie } from '../../rules/purchase.js';
import type { DieState, DmState } from '../../types.js';
import type { EffectOpModule, OpMap } from './op.js';
import { isAdventurer } from '../lost-card-text.js';

type PurchaseDie = OpMap['purchase-die'];

/** The card slots whose dice the effect lets `player` purchase now (a die left on the card). */
function slotsFor(s: DmState, player: number, e: PurchaseDie, source: number): number[] {
  const defs = cardDefs(s);
  const own = s.dice[source]?.card;
  const out: number[] = [];
  defs.forEach((c, slot) => {
    const owner = s.cards[slot]?.owner;
    if (owner !== -1 && owner !== player) return;
    const fits = e.of === 'this-card' ? slot === own : e.of === 'basic-action' ? c.basic === true && owner === -1 : c.kind === 'action';
    if (fits && supplyDie(s, slot, player)) out.push(slot);
  });
  return out;
}

/** The cost the effect sets for a die of `slot`: fixed, or the usual cost less some, never below its minimum. */
function costOf(s: DmState, player: number, e: PurchaseDie, slot: number): CostSpec {
  const amount = 'fixed' in e.cost ? e.cost.fixed : Math.max(e.cost.min, purchaseAmount(s, player, slot) - e.cost.less);
  return { amount, type: amount > 0 ? (cardDefs(s)[slot] as CardDef).energy : null };
}

const whatText = (e: PurchaseDie): string => (e.of === 'this-card' ? 'a die of this card' : e.of === 'basic-action' ? 'a basic action die' : 'an action die');
const costText = (e: PurchaseDie): string =>
  'fixed' in e.cost
    ? e.cost.fixed === 0
      ? 'at no cost'
      : `at a cost of ${e.cost.fixed}`
    : `for ${e.cost.less} less than its cost (to a minimum of ${e.cost.min})`;

/** Whether an opposing adventurer is in the field (a condition some of these lines have). */
const opposingAdventurer = (s: DmState, player: number): boolean => s.dice.some((d) => d.owner !== player && inField(d) && isAdventurer(s, cardDefs(s), d));

export const purchaseDieOp: EffectOpModule<'purchase-die'> = {
  op: 'purchase-die',
  section: 'PURCHASING A DIE; COSTS',
  params: z
    .object({
      of: z.enum(['this-card', 'action', 'basic-action']),
      cost: z.union([
        z.object({ fixed: z.number().int().min(0) }).strict(),
        z.object({ less: z.number().int().min(1), min: z.union([z.literal(0), z.literal(1)]) }).strict(),
      ]),
      ifOpposingAdventurer: z.boolean().optional(),
    })
    .strict(),
  classes: [],
  text: (e) => `${e.ifOpposingAdventurer ? 'If an opposing adventurer is in the field, you' : 'You'} may purchase ${whatText(e)} ${costText(e)}.`,
  usable: (s, player, e, source) => (!e.ifOpposingAdventurer || opposingAdventurer(s, player)) && slotsFor(s, player, e, source).length > 0,
  run(ctx, st, e) {
    const s = ctx.state;
    if (e.ifOpposingAdventurer && !opposingAdventurer(s, st.player)) return null;
    const memo = new PaymentMemo(sources(s, st.player));
    const opts: Option[] = [];
    for (const slot of slotsFor(s, st.player, e, st.source)) {
      const cost = costOf(s, st.player, e, slot);
      const plan = memo.plan(cost);
      const c = cardDefs(s)[slot] as CardDef;
      const die = (supplyDie(s, slot, st.player) as DieState).id;
      plan.labels.forEach((label, k) =>
        opts.push({ id: `buy:${slot}:${k}`, label: `Purchase ${c.title} (${c.subtitle}) paying ${label}`, payload: { die, pay: memo.payment(cost, k) } }),
      );
    }
    if (opts.length === 0) return null;
    opts.unshift({ id: 'done', label: 'Purchase nothing', payload: { done: true } });
    return opts;
  },
  choose(ctx, st, e, answer) {
    if (answer.done || answer.die === undefined || !answer.pay) return;
    const slot = (ctx.state.dice[answer.die] as DieState).card;
    purchaseDie(ctx, st.player, slot, answer.pay, costOf(ctx.state, st.player, e, slot));
  },
};
