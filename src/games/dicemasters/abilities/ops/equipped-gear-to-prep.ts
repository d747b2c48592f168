// Implements: dice-masters-battle-for-faerun — "SHORTHAND CARD ABILITIES" → Equip (gear attached to a
// character) with "PLAY AREAS": one gear die attached to an opposing character leaves the field for
// its owner's prep area (the user picks it); its character keeps nothing of it.
import { z } from 'zod';
import type { DieState, DmState } from '../../types.js';
import { leaveField } from '../../rules/damage.js';
import { dieName, inField } from '../../rules/dice.js';
import { charOptions } from './options.js';
import type { EffectOpModule } from './op.js';

const gear = (s: DmState, player: number): DieState[] =>
  s.dice.filter((g) => inField(g) && g.attachedTo >= 0 && (s.dice[g.attachedTo]?.owner ?? player) !== player);

export const equippedGearToPrep: EffectOpModule<'equipped-gear-to-prep'> = {
  op: 'equipped-gear-to-prep',
  section: 'SHORTHAND CARD ABILITIES',
  params: z.object({}).strict(),
  classes: ['move'],
  text: () => "Put a gear die attached to an opposing character into its owner's prep area.",
  usable: (s, player) => gear(s, player).length > 0,
  run(ctx, st) {
    const list = gear(ctx.state, st.player);
    return list.length ? charOptions(ctx.state, list, "To its owner's prep area:") : null;
  },
  choose(ctx, _st, _e, answer) {
    if (answer.die === undefined) return;
    const g = ctx.state.dice[answer.die] as DieState;
    leaveField(ctx, g, 'prep');
    ctx.emit('moved', { die: g.id, to: 'prep', name: dieName(ctx.state, g) });
  },
};
