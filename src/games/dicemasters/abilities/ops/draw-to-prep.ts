// Implements: dice-masters-battle-for-faerun — "PLAYING ACTIONS" / "USING A GLOBAL ABILITY" with "PLAY
// AREAS": draw a die from your bag into your prep area (an empty bag refills from the used pile,
// rules/bag.ts).
import { z } from 'zod';
import { drawDie } from '../../rules/bag.js';
import type { EffectOpModule } from './op.js';

export const drawToPrep: EffectOpModule<'draw-to-prep'> = {
  op: 'draw-to-prep',
  section: 'PLAY AREAS',
  params: z.object({}),
  classes: ['draw'],
  text: () => 'Draw a die from your bag into your prep area.',
  usable: () => true,
  run(ctx, st) {
    const d = drawDie(ctx, st.player);
    ctx.emit('draw-to-prep', { player: st.player, die: d ? d.id : -1 });
    return null;
  },
  choose: () => undefined,
};
