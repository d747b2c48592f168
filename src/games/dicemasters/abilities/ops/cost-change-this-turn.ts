// Implements: dice-masters-battle-for-faerun — "ENERGY AND COSTS", "COSTS" (purchases never below 1,
// fielding never below 0) and "GAME STATES" (card effects end at the end of the turn; card text refers
// to each die separately, so two dice fielded make two changes). For the rest of the turn the user's
// purchases or fieldings of the dice a filter allows cost more or less: a core effect lasting until the
// end of the turn, which this op's answer to the cost query adds to the cost (abilities/queries.ts). With `firstEachTurn` ("after you
// field your first … each turn") a card makes the change once a turn.
import { z } from 'zod';
import { allFieldChars, cardOf } from '../../rules/dice.js';
import { COST_CHANGE_TURN, costFilterSchema, costFilterText, turnCostChange, turnCostChanges, type CostChangeParams } from '../cost-change-value.js';
import type { EffectOpModule } from './op.js';

/** Larger than any printed cost. */
const FREE = 1000;

export const costChangeThisTurn: EffectOpModule<'cost-change-this-turn'> = {
  op: 'cost-change-this-turn',
  section: 'COSTS',
  params: z
    .object({
      of: z.enum(['purchase', 'field']),
      delta: z.number().int(),
      filter: costFilterSchema,
      firstEachTurn: z.boolean(),
      ifOpposing: z.enum(['good', 'neutral', 'evil']).optional(),
      free: z.boolean().optional(),
    })
    .strict(),
  classes: [],
  text: (e) =>
    `${e.ifOpposing ? `If an opposing ${e.ifOpposing} character is in the field: ` : ''}${e.firstEachTurn ? 'the first time each turn: ' : ''}for the rest of the turn, ${costFilterText(e.filter)} ${e.free ? `are yours to ${e.of} for free` : `cost you ${Math.abs(e.delta)} ${e.delta < 0 ? 'less' : 'more'} to ${e.of}`}.`,
  usable: () => true,
  run(ctx, st, e) {
    const s = ctx.state;
    const src = st.source >= 0 ? s.dice[st.source] : undefined;
    const slot = src ? src.card : -1;
    const ability = src ? cardOf(s, src).abilities.findIndex((a) => 'effect' in a && a.effect === e) : -1;
    if (e.ifOpposing && !allFieldChars(s).some((d) => d.owner !== st.player && cardOf(s, d).alignment === e.ifOpposing)) return null;
    if (e.firstEachTurn && s.core.effects.some((x) => turnCostChange(x)?.slot === slot && turnCostChange(x)?.ability === ability && slot >= 0)) return null;
    // "For free": a change larger than any cost, floored by COSTS (fielding 0, purchase 1).
    const params: CostChangeParams = { player: st.player, of: e.of, delta: e.free ? -FREE : e.delta, filter: e.filter, slot, ability };
    ctx.addEffect({
      name: `${COST_CHANGE_TURN}#${s.core.nextEffectId}`,
      handler: COST_CHANGE_TURN,
      owner: st.player,
      params: { ...params, filter: { ...e.filter } },
      duration: 'end-of-turn',
    });
    ctx.emit('status', { die: st.source, status: `changes costs: ${costChangeThisTurn.text(e)}` });
    return null;
  },
  choose() {},
  queries: { cost: turnCostChanges },
};
