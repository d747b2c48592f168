// Implements: dice-masters-battle-for-faerun — "CARD TEXT DETAILS" (an effect that knocks out a
// character) and "BONUSES AND DAMAGE" (damage from a power to a player): the user knocks out one
// character the filter allows, then deals damage equal to that character's level (as it stood when
// knocked out) to the opponent.
import { z } from 'zod';
import type { DieState } from '../../types.js';
import { damagePlayer, knockOut } from '../../rules/damage.js';
import { level, opponent } from '../../rules/dice.js';
import { charFilterSchema, filterText, matching } from './char-filter.js';
import { charOptions } from './options.js';
import type { EffectOpModule } from './op.js';
import { damageKind } from './source-kind.js';

export const knockOutThenDamageByLevel: EffectOpModule<'knock-out-then-damage-by-level'> = {
  op: 'knock-out-then-damage-by-level',
  section: 'CARD TEXT DETAILS',
  params: z.object({ filter: charFilterSchema }).strict(),
  classes: ['knock-out', 'damage', 'life'],
  text: (e) => `Knock out ${filterText(e.filter, false)}, then deal damage equal to its level to your opponent.`,
  usable: (s, player, e, source) => matching(s, e.filter, player, source).length > 0,
  run(ctx, st, e) {
    const list = matching(ctx.state, e.filter, st.player, st.source);
    return list.length ? charOptions(ctx.state, list, 'Knock out') : null;
  },
  choose(ctx, st, _e, answer) {
    if (answer.die === undefined) return;
    const d = ctx.state.dice[answer.die] as DieState;
    const lvl = level(ctx.state, d);
    knockOut(ctx, d, st.player);
    if (lvl > 0) damagePlayer(ctx, opponent(st.player), lvl, st.player, 'an ability', damageKind(ctx.state, st));
  },
};
