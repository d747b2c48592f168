// Attack effect "defense-attacker": "AND this creature has +2 AC until end of its next turn" — after
// the hit, the attacking creature's own defenses (those named, all when none) change by N for the
// duration (ddm-battle-rules-2011, "Bonuses and Penalties"; "Applying Damage", Additional Effects: in
// printed order). Like a heal of the attacker, it holds even when the hit destroyed the target.
import { defenseAttackerEffectSchema } from '../../cards/schema.js';
import type { Defense } from '../../cards/schema-basics.js';
import { addCond } from '../../rules/common.js';
import { durationText } from '../durations/index.js';
import type { AttackEffectModule } from './module.js';

const DEFENSE_NAMES: Readonly<Record<Defense, string>> = { AC: 'AC', Fort: 'Fortitude', Ref: 'Reflex', Will: 'Will' };

export const defenseAttacker: AttackEffectModule<'defense-attacker'> = {
  kind: 'defense-attacker',
  section: 'ddm-battle-rules-2011, "Bonuses and Penalties"',
  schema: defenseAttackerEffectSchema,
  text: (e) =>
    `this creature has ${e.amount > 0 ? '+' : ''}${e.amount} ${e.defenses ? e.defenses.map((d) => DEFENSE_NAMES[d]).join(', ') : 'to all defenses'} (${durationText(e.duration)})`,
  withoutTarget: () => true,
  apply({ ctx, attacker, attack }, e) {
    // One record per defense named, as the target's defense-penalty: each counts once by name.
    for (const defense of e.defenses ?? (['all'] as const)) {
      addCond(ctx.state, attacker, {
        kind: 'defense-bonus',
        name: attack.name,
        amount: e.amount,
        dtype: 'untyped',
        defense,
        duration: e.duration,
        source: attacker.id,
        sourcePlayer: attacker.owner,
      });
    }
  },
};
