// Implements: dice-masters-battle-for-faerun — "PLAY AREAS" with "ROLL AND REROLL": draw a die; an NPC
// goes to your used pile, anything else is rolled into your reserve.
import { z } from 'zod';
import { drawDie } from '../../rules/bag.js';
import { isNpc } from '../../rules/dice.js';
import { rollDie } from '../../rules/roll-and-reroll.js';
import type { EffectOpModule } from './op.js';
import { moveDie } from '../../rules/zones.js';

export const drawNpcToUsedElseRoll: EffectOpModule<'draw-npc-to-used-else-roll'> = {
  op: 'draw-npc-to-used-else-roll',
  section: 'PLAY AREAS',
  params: z.object({}),
  classes: ['draw', 'move'],
  text: () => 'Draw a die: an NPC goes to your used pile, anything else is rolled into your reserve.',
  usable: () => true,
  run(ctx, st) {
    const s = ctx.state;
    const d = drawDie(ctx, st.player);
    if (d) {
      if (isNpc(s, d)) moveDie(s, d, 'used');
      else {
        rollDie(ctx, d);
        moveDie(s, d, 'reserve');
      }
      ctx.emit('drew-one', { player: st.player, die: d.id, npc: isNpc(s, d), to: d.zone });
    }
    return null;
  },
  choose: () => undefined,
};
