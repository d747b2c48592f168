// Implements: dice-masters-battle-for-faerun — "LEVELS AND SPINNING": spin every character the filter
// allows one level up or down; a die already at its highest (or at level 1) stays. A spin down can
// leave a damaged die with too little defense: it is then knocked out ("BONUSES AND DAMAGE").
import { z } from 'zod';
import { checkLethal } from '../../rules/damage.js';
import { dieName, spinDown, spinUp } from '../../rules/dice.js';
import { charFilterSchema, filterText, matching } from './char-filter.js';
import type { EffectOpModule } from './op.js';

export const spinAll: EffectOpModule<'spin-all'> = {
  op: 'spin-all',
  section: 'LEVELS AND SPINNING',
  params: z.object({ filter: charFilterSchema, dir: z.enum(['up', 'down']) }).strict(),
  classes: ['spin'],
  text: (e) => `Spin ${filterText(e.filter, true)} in the field ${e.dir} one level.`,
  usable: () => true,
  run(ctx, st, e) {
    const s = ctx.state;
    const list = matching(s, e.filter, st.player, st.source);
    for (const d of list) if ((e.dir === 'up' ? spinUp : spinDown)(s, d)) ctx.emit('spin-level', { die: d.id, dir: e.dir, name: dieName(s, d) });
    if (e.dir === 'down') for (const d of list) checkLethal(ctx, d, st.player);
    return null;
  },
  choose: () => undefined,
};
