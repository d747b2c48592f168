// Implements: dice-masters-battle-for-faerun — "LEVELING UP" with "BONUSES AND DAMAGE" (a global): as part
// of the cost, turn one of your characters down a level; then turn another character up a level. The
// spun-down die may now have damage at or above its defense (then it is knocked out).
import { z } from 'zod';
import type { DieState, DmState } from '../../types.js';
import { allFieldChars, dieName, fieldChars, level, maxLevel, spinDown, spinUp } from '../../rules/dice.js';
import { checkLethal } from '../../rules/damage.js';
import { charOptions } from './options.js';
import type { EffectOpModule } from './op.js';

/** Characters that can still go up a level, other than `x`. */
const spinUpTargets = (s: DmState, x: number): DieState[] => allFieldChars(s).filter((y) => y.id !== x && level(s, y) < maxLevel(s, y));

/** The user's characters that can go down a level while another can go up. */
const spinDownCandidates = (s: DmState, player: number): DieState[] =>
  fieldChars(s, player).filter((x) => level(s, x) > 1 && allFieldChars(s).some((y) => y !== x && level(s, y) < maxLevel(s, y)));

export const spinOwnDownToSpinUp: EffectOpModule<'spin-own-down-to-spin-up'> = {
  op: 'spin-own-down-to-spin-up',
  section: 'BONUSES AND DAMAGE',
  params: z.object({}),
  classes: ['spin'],
  text: () => 'As part of the cost, turn one of your characters down a level; then turn another character up a level.',
  usable: (s, player) => spinDownCandidates(s, player).length > 0,
  run(ctx, st) {
    const s = ctx.state;
    if (st.picks.length === 0) return charOptions(s, spinDownCandidates(s, st.player), 'Spin down (cost)');
    return charOptions(s, spinUpTargets(s, st.picks[0] as number), 'Spin up');
  },
  choose(ctx, st, _e, answer) {
    const s = ctx.state;
    if (st.picks.length === 0) {
      ctx.push({ ...st, picks: [answer.die as number] });
      return;
    }
    const x = s.dice[st.picks[0] as number] as DieState;
    const y = s.dice[answer.die as number] as DieState;
    spinDown(s, x);
    spinUp(s, y);
    ctx.emit('spun', { down: x.id, up: y.id, downName: dieName(s, x), upName: dieName(s, y) });
    checkLethal(ctx, x, st.player);
  },
};
