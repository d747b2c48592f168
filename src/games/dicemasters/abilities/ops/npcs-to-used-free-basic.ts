// Implements: dice-masters-battle-for-faerun — "PLAY AREAS" (the field, the used pile), "PURCHASING A DIE"
// and "COSTS" ("at no cost"): the user moves up to `max` of their NPCs in the field to their used pile,
// one at a time (or stops); then, for each one moved, they may purchase a basic action die at no cost
// (one `purchase-die` step each, abilities/ops/purchase-die.ts). The NPCs moved so far wait in the picks.
import { z } from 'zod';
import type { Option } from '../../../../core/index.js';
import type { Effect } from '../../cards/types.js';
import type { DmCtx } from '../../rules/context.js';
import { dieName, fieldChars, isNpc } from '../../rules/dice.js';
import { leaveField } from '../../rules/damage.js';
import type { EffectStep } from '../../steps.js';
import type { DieState, DmState } from '../../types.js';
import type { EffectOpModule } from './op.js';

const FREE_BASIC: Effect = { op: 'purchase-die', of: 'basic-action', cost: { fixed: 0 } };

const ownNpcs = (s: DmState, player: number): DieState[] => fieldChars(s, player).filter((d) => d.zone === 'field' && isNpc(s, d));

/** One free basic action purchase for each NPC moved. */
function offerPurchases(ctx: DmCtx, st: EffectStep, moved: number): void {
  for (let i = 0; i < moved; i++) ctx.push({ kind: 'effect', player: st.player, effect: FREE_BASIC, bursts: 0, source: st.source, picks: [] });
}

export const npcsToUsedFreeBasic: EffectOpModule<'npcs-to-used-free-basic'> = {
  op: 'npcs-to-used-free-basic',
  section: 'PLAY AREAS; PURCHASING A DIE',
  params: z.object({ max: z.number().int().min(1) }).strict(),
  classes: ['move'],
  text: (e) => `Move up to ${e.max} of your NPCs in the field to your used pile; for each one moved, you may purchase a basic action die at no cost.`,
  usable: (s, player) => ownNpcs(s, player).length > 0,
  run(ctx, st) {
    const list = ownNpcs(ctx.state, st.player);
    if (list.length === 0) return null;
    const opts: Option[] = list.map((d) => ({ id: `die:${d.id}`, label: `Move ${dieName(ctx.state, d)} to your used pile`, payload: { die: d.id } }));
    opts.unshift({ id: 'done', label: 'Move no (more) NPCs', payload: { done: true } });
    return opts;
  },
  choose(ctx, st, e, answer) {
    if (answer.done || answer.die === undefined) {
      offerPurchases(ctx, st, st.picks.length);
      return;
    }
    const s = ctx.state;
    const d = s.dice[answer.die] as DieState;
    leaveField(ctx, d, 'used');
    ctx.emit('moved', { die: d.id, to: 'used', name: dieName(s, d) });
    const picks = [...st.picks, d.id];
    if (picks.length >= e.max || ownNpcs(s, st.player).length === 0) offerPurchases(ctx, st, picks.length);
    else ctx.push({ ...st, picks });
  },
};
