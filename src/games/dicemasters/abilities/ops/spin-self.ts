// Implements: dice-masters-battle-for-faerun — "LEVELS AND SPINNING": the source die (a character in the
// field) spins one level up or down; at its highest level (or at level 1) it stays. A spin down can leave
// a damaged die with too little defense: it is then knocked out ("BONUSES AND DAMAGE").
import { z } from 'zod';
import { checkLethal } from '../../rules/damage.js';
import { dieName, inField, showsCharacter, spinDown, spinUp } from '../../rules/dice.js';
import type { EffectOpModule } from './op.js';

export const spinSelf: EffectOpModule<'spin-self'> = {
  op: 'spin-self',
  section: 'LEVELS AND SPINNING',
  params: z.object({ dir: z.enum(['up', 'down']) }).strict(),
  classes: ['spin'],
  text: (e) => `Spin this character ${e.dir} one level.`,
  usable: (s, _p, _e, source) => {
    const d = source >= 0 ? s.dice[source] : undefined;
    return d !== undefined && inField(d) && showsCharacter(s, d);
  },
  run(ctx, st, e) {
    const s = ctx.state;
    const d = st.source >= 0 ? s.dice[st.source] : undefined;
    if (!d || !inField(d) || !showsCharacter(s, d)) return null;
    if ((e.dir === 'up' ? spinUp : spinDown)(s, d)) ctx.emit('spin-level', { die: d.id, dir: e.dir, name: dieName(s, d) });
    if (e.dir === 'down') checkLethal(ctx, d, st.player);
    return null;
  },
  choose: () => undefined,
};
