// Implements: dice-masters-battle-for-faerun — "ATTACKING AND BLOCKING" (once blocked, an attacker
// remains blocked even if its blocker leaves; a character leaving the attack zone goes back to the part
// of the field that is not the attack zone). One character blocking the source die (the user picks)
// leaves the attack zone for the field: it is no longer engaged with the source, which stays blocked.
import { z } from 'zod';
import type { DieState, DmState } from '../../types.js';
import { dieName } from '../../rules/dice.js';
import { charOptions } from './options.js';
import type { EffectOpModule } from './op.js';
import { moveDie } from '../../rules/zones.js';

function blockersOf(s: DmState, source: number): DieState[] {
  const src = source >= 0 ? s.dice[source] : undefined;
  if (!src || src.zone !== 'attack') return [];
  return src.engaged.map((id) => s.dice[id] as DieState).filter((b) => b.zone === 'attack');
}

export const releaseBlocker: EffectOpModule<'release-blocker'> = {
  op: 'release-blocker',
  section: 'ATTACKING AND BLOCKING',
  params: z.object({}).strict(),
  classes: ['move'],
  text: () => 'Remove one of its blockers from the attack zone (it stays in the field); this die stays blocked.',
  usable: (s, _p, _e, source) => blockersOf(s, source).length > 0,
  run(ctx, st) {
    const list = blockersOf(ctx.state, st.source);
    return list.length ? charOptions(ctx.state, list, 'Remove from the attack zone:') : null;
  },
  choose(ctx, st, _e, answer) {
    const s = ctx.state;
    const src = s.dice[st.source];
    if (answer.die === undefined || !src) return;
    const b = s.dice[answer.die] as DieState;
    moveDie(s, b, 'field');
    b.engaged = b.engaged.filter((id) => id !== src.id);
    // Engagement lists are replaced, never changed in place (copies of the state share them).
    src.engaged = src.engaged.filter((id) => id !== b.id);
    ctx.emit('moved', { die: b.id, to: 'field', name: dieName(s, b) });
  },
};
