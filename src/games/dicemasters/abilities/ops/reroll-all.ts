// Implements: dice-masters-battle-for-faerun — "MORE ABOUT DICE" → "REROLLING DICE": every character in
// the field the filter allows is rerolled where it stands (the list fixed before the first reroll); a
// die that comes up energy goes to its owner's `energyTo` pile, as the card says; a partially spent die
// cannot be rerolled (it never is: field dice are not energy).
import { z } from 'zod';
import { inField } from '../../rules/dice.js';
import { rerollInPlace } from '../../rules/roll-and-reroll.js';
import { charFilterSchema, filterText, matching } from './char-filter.js';
import type { EffectOpModule } from './op.js';

export const rerollAll: EffectOpModule<'reroll-all'> = {
  op: 'reroll-all',
  section: 'REROLLING DICE',
  params: z.object({ filter: charFilterSchema, energyTo: z.enum(['used', 'prep']) }).strict(),
  classes: ['move'],
  text: (e) =>
    `Reroll ${filterText(e.filter, true)} in the field; any that comes up energy goes to its owner's ${e.energyTo === 'used' ? 'used pile' : 'prep area'}.`,
  usable: () => true,
  run(ctx, st, e) {
    for (const d of matching(ctx.state, e.filter, st.player, st.source)) if (inField(d)) rerollInPlace(ctx, d, e.energyTo, st.player);
    return null;
  },
  choose: () => undefined,
};
