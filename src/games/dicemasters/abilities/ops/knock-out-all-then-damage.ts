// Implements: dice-masters-battle-for-faerun — "CARD TEXT DETAILS" (an effect that knocks out characters;
// the list fixed before the first one goes) and "BONUSES AND DAMAGE" (damage from a power to a player):
// knock out every character in the field the filter allows, then deal `per` damage to the user's
// opponent for each character knocked out this way (Tarrasque, Greater Aberration, on regenerating).
import { z } from 'zod';
import { damagePlayer, knockOut } from '../../rules/damage.js';
import { inField, opponent } from '../../rules/dice.js';
import { charFilterSchema, filterText, matching } from './char-filter.js';
import type { EffectOpModule } from './op.js';
import { damageKind } from './source-kind.js';

export const knockOutAllThenDamage: EffectOpModule<'knock-out-all-then-damage'> = {
  op: 'knock-out-all-then-damage',
  section: 'CARD TEXT DETAILS',
  params: z.object({ filter: charFilterSchema, per: z.number().int().min(1) }).strict(),
  classes: ['knock-out', 'damage', 'life'],
  text: (e) => `Knock out ${filterText(e.filter, true)} in the field, then deal ${e.per} damage to your opponent for each character knocked out this way.`,
  usable: () => true,
  run(ctx, st, e) {
    let n = 0;
    for (const d of matching(ctx.state, e.filter, st.player, st.source)) {
      if (!inField(d)) continue;
      knockOut(ctx, d, st.player);
      n++;
    }
    if (n > 0 && !ctx.over) damagePlayer(ctx, opponent(st.player), n * e.per, st.player, 'an ability', damageKind(ctx.state, st));
    return null;
  },
  choose: () => undefined,
};
