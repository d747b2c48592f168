// Implements: dice-masters-battle-for-faerun — "PURCHASING A DIE" and "BONUSES AND DAMAGE" (damage from
// an ability to a player): when its owner purchases the action die a lowered cost was waiting for (the
// `next-action-discount` effect of this card's global, abilities/ops/next-action-discount.ts), that
// discount is used up and they deal `damage` to their opponent. It answers the `Purchased` event.
import { z } from 'zod';
import { damagePlayer } from '../rules/damage.js';
import { cardDefs, opponent } from '../rules/dice.js';
import { nextActionDiscount } from './ops/next-action-discount.js';
import type { AbilityModule } from './ability.js';

export const discountedPurchase: AbilityModule<'discounted-purchase'> = {
  kind: 'discounted-purchase',
  section: 'PURCHASING A DIE',
  params: z.object({ damage: z.number().int().min(1) }).strict(),
  text: (a) => `When you purchase the action die that global made cheaper: deal ${a.damage} damage to your opponent.`,
  steps: {},
  on: {
    Purchased: {
      run(ctx, _e, p) {
        const s = ctx.state;
        const defs = cardDefs(s);
        if (defs[p.card]?.kind !== 'action') return;
        const used = s.core.effects.filter((e) => nextActionDiscount(e)?.player === p.player);
        if (used.length === 0) return;
        ctx.removeEffects((e) => used.includes(e));
        // The damage of each card whose global made it cheaper (its owner's cards with this ability).
        let damage = 0;
        defs.forEach((c, slot) => {
          if (s.cards[slot]?.owner !== p.player) return;
          for (const a of c.abilities) if (a.kind === 'discounted-purchase') damage = Math.max(damage, a.damage);
        });
        if (damage > 0) damagePlayer(ctx, opponent(p.player), damage, p.player, 'an ability');
      },
    },
  },
};
