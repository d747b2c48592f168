// Attack effect "heal-allies-within": "AND each ally within N squares of this creature heals M HP" — every
// other creature of the attacker's side ("DOMINATED" sides as rules/common.ts reads them) on the map within N squares of it (counted distance, "Counting
// Distance") heals M hit points, up to its maximum (ddm-battle-rules-2011, "Damage and Healing", Heal;
// "Applying Damage", Additional Effects: after the base damage, in printed order). The attacker itself is
// not an ally of itself; the allies heal even when the hit destroyed the target.
import { healAlliesWithinEffectSchema } from '../../cards/schema.js';
import { dist, geo } from '../../geo.js';
import { enemies, onMap } from '../../rules/common.js';
import { heal } from '../../rules/hit-points.js';
import type { AttackEffectModule } from './module.js';

export const healAlliesWithin: AttackEffectModule<'heal-allies-within'> = {
  kind: 'heal-allies-within',
  section: 'ddm-battle-rules-2011, "Damage and Healing", Heal',
  schema: healAlliesWithinEffectSchema,
  text: (e) => `each ally within ${e.within} squares of this creature heals ${e.amount} HP`,
  withoutTarget: () => true,
  apply({ ctx, attacker, attack }, e) {
    const s = ctx.state;
    if (!onMap(attacker)) return;
    const g = geo(s);
    for (const c of s.creatures)
      if (c.id !== attacker.id && !enemies(s, attacker, c) && onMap(c) && dist(g, attacker, c) <= e.within) heal(ctx, c, e.amount, attack.name);
  },
};
