// Implements: dice-masters-battle-for-faerun — "ENERGY AND COSTS", "COSTS" (a purchase never costs less
// than 1 and fielding never less than 0, whatever the changes add up to) and "ACTIVE AND FIELDED"
// ("while active": as long as one or more of the card's dice are in the field, once however many). While
// the card is active, purchasing or fielding the dice a filter allows costs its owner (or everyone) more
// or less: its answer to the cost query (abilities/queries.ts, `standingCostChange`), which
// rules/main-step.ts and rules/dice.ts add to the printed cost.
import { z } from 'zod';
import { costFilterSchema, costFilterText, standingCostChange } from './cost-change-value.js';
import type { AbilityModule } from './ability.js';

export const costChange: AbilityModule<'cost-change'> = {
  kind: 'cost-change',
  section: 'COSTS; ACTIVE AND FIELDED',
  params: z.object({ of: z.enum(['purchase', 'field']), delta: z.number().int(), whose: z.enum(['own', 'all']), filter: costFilterSchema }).strict(),
  text: (a) =>
    `While active, ${costFilterText(a.filter)} cost ${a.whose === 'own' ? 'you ' : ''}${Math.abs(a.delta)} ${a.delta < 0 ? 'less' : 'more'} to ${a.of} (never below ${a.of === 'purchase' ? 1 : 0}).`,
  steps: {},
  queries: { cost: standingCostChange },
};
