// Effect "swap-adjacent": this creature switches positions with an adjacent creature of size `maxSize` or
// smaller and level `maxLevel` or lower (Combat Trickery) — an action power, carried out by the
// `swap-adjacent` step (`../swap-adjacent.ts`), where its player picks the creature. ddm-battle-rules-2011,
// "PLACE". Not offered while no adjacent creature qualifies.
import { step } from '../../steps.js';
import type { PowerEffectModule } from '../language.js';
import { swappable } from '../swap-adjacent.js';

export const swapAdjacent: PowerEffectModule<'swap-adjacent'> = {
  kind: 'swap-adjacent',
  text: (e) => `this creature switches positions with an adjacent ${e.maxSize} or smaller creature of level ${e.maxLevel} or lower`,
  action: {
    possible: (ctx, c, e) => swappable(ctx, c, e.maxSize, e.maxLevel).length > 0,
    start: (_ctx, c, e) => step('swap-adjacent', { creature: c.id, maxSize: e.maxSize, maxLevel: e.maxLevel }),
  },
};
