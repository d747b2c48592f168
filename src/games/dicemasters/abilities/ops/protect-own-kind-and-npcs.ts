// Implements: dice-masters-battle-for-faerun — "BONUSES AND DAMAGE" (a lasting effect on a "when
// fielded" line): your dice of the source's card and your NPCs cannot be damaged for the rest of the
// turn (rules/statuses.ts answers the `takesDamage` query; cleanup ends it).
import { z } from 'zod';
import type { DieState } from '../../types.js';
import { cardOf } from '../../rules/dice.js';
import { addStatus } from '../../rules/statuses.js';
import type { EffectOpModule } from './op.js';

export const protectOwnKindAndNpcs: EffectOpModule<'protect-own-kind-and-npcs'> = {
  op: 'protect-own-kind-and-npcs',
  section: 'BONUSES AND DAMAGE',
  params: z.object({}),
  classes: [],
  text: () => 'Your dice of this character and your NPCs cannot be damaged for the rest of the turn.',
  usable: () => true,
  run(ctx, st) {
    const s = ctx.state;
    addStatus(ctx, 'no-damage-paladins-npcs', st.player, { title: cardOf(s, s.dice[st.source] as DieState).title });
    return null;
  },
  choose: () => undefined,
};
