// Implements: dice-masters-battle-for-faerun — "MORE ABOUT DICE" → "REROLLING DICE": reroll every
// opposing character up to `maxLevel` where it stands; a die that comes up energy goes to its owner's
// `energyTo` pile (null: the rulebook's default, the reserve). No choice: every matching die is
// rerolled, the list fixed before the first reroll.
import { z } from 'zod';
import { allFieldChars, inField, level } from '../../rules/dice.js';
import { rerollInPlace } from '../../rules/roll-and-reroll.js';
import type { EffectOpModule } from './op.js';
import { mayAffect } from './source-kind.js';

export const rerollOpposingCharacters: EffectOpModule<'reroll-opposing-characters'> = {
  op: 'reroll-opposing-characters',
  section: 'REROLLING DICE',
  params: z.object({ maxLevel: z.number().int().min(1), energyTo: z.enum(['used', 'prep']).nullable() }),
  classes: ['move'],
  text: (e) =>
    `Reroll each of your opponent's characters of level ${e.maxLevel} or lower where it stands${e.energyTo ? `; any that comes up energy goes to its owner's ${e.energyTo === 'used' ? 'used pile' : 'prep area'}` : ''}.`,
  usable: () => true,
  run(ctx, st, e) {
    const s = ctx.state;
    const list = allFieldChars(s).filter((d) => d.owner !== st.player && level(s, d) <= e.maxLevel && mayAffect(s, d, st.player, st.source));
    for (const d of list) if (inField(d)) rerollInPlace(ctx, d, e.energyTo, st.player);
    return null;
  },
  choose: () => undefined,
};
