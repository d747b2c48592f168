// Implements: dice-masters-battle-for-faerun — "BONUSES AND DAMAGE" (damage from powers resolves at once;
// several characters hit by one power take their damage together, then the lethal ones are knocked out,
// the active player's first) and "LEXICON" (opposing, adventurer): damage to every character in the
// field the filter allows ("all other characters", both players').
import { z } from 'zod';
import { dealDamage } from '../../rules/damage.js';
import { charFilterSchema, filterText, matching } from './char-filter.js';
import type { EffectOpModule } from './op.js';
import { damageKind } from './source-kind.js';

export const damageAllFiltered: EffectOpModule<'damage-all-filtered'> = {
  op: 'damage-all-filtered',
  section: 'BONUSES AND DAMAGE',
  params: z.object({ amount: z.number().int().min(1), filter: charFilterSchema }).strict(),
  classes: ['damage'],
  text: (e) => `Deal ${e.amount} damage to ${filterText(e.filter, true)} in the field.`,
  usable: (s, player, e, source) => matching(s, e.filter, player, source).length > 0,
  run(ctx, st, e) {
    const list = matching(ctx.state, e.filter, st.player, st.source);
    if (list.length)
      dealDamage(
        ctx,
        list.map((d) => ({ die: d.id, amount: e.amount, kind: damageKind(ctx.state, st) })),
        st.player,
        null,
      );
    return null;
  },
  choose: () => undefined,
};
