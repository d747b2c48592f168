// Implements: dice-masters-battle-for-faerun — "ENERGY AND COSTS", "COSTS" (purchases never below 1,
// fielding never below 0) and "GAME STATES" (card effects end at the end of the turn; card text refers
// to each die separately, so two dice fielded make two changes). For the rest of the turn the user's
// purchases or fieldings of the dice a filter allows cost more or less: a core effect lasting until the
// end of the turn, which abilities/cost-change-value.ts adds to the cost. With `firstEachTurn` ("after you
// field your first … each turn") a card makes the change once a turn.
import { z } from 'zod';
import { cardOf } from '../../rules/dice.js';
import { COST_CHANGE_TURN, costFilterSchema, costFilterText, turnCostChange, type CostChangeParams } from '../cost-change-value.js';
import type { EffectOpModule } from './op.js';

export const costChangeThisTurn: EffectOpModule<'cost-change-this-turn'> = {
  op: 'cost-change-this-turn',
  section: 'COSTS',
  params: z.object({ of: z.enum(['purchase', 'field']), delta: z.number().int(), filter: costFilterSchema, firstEachTurn: z.boolean() }).strict(),
  classes: [],
  text: (e) =>
    `${e.firstEachTurn ? 'The first time each turn: ' : ''}for the rest of the turn, ${costFilterText(e.filter)} cost you ${Math.abs(e.delta)} ${e.delta < 0 ? 'less' : 'more'} to ${e.of}.`,
  usable: () => true,
  run(ctx, st, e) {
    const s = ctx.state;
    const src = st.source >= 0 ? s.dice[st.source] : undefined;
    const slot = src ? src.card : -1;
    const ability = src ? cardOf(s, src).abilities.findIndex((a) => 'effect' in a && a.effect === e) : -1;
    if (e.firstEachTurn && s.core.effects.some((x) => turnCostChange(x)?.slot === slot && turnCostChange(x)?.ability === ability && slot >= 0)) return null;
    const params: CostChangeParams = { player: st.player, of: e.of, delta: e.delta, filter: e.filter, slot, ability };
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
};
