// "RECHARGE when this creature first becomes bloodied" printed on a limited special power (Fire Burst,
// Ghost Step, Skullcleaver: the power field `recharge: 'first-bloodied'`) — ddm-battle-rules-2011,
// "Limited Use Powers" (a recharge restores a spent use) and "Hit Points" (Bloodied). Asked by
// rules/hit-points.ts when the creature becomes bloodied: the first time only in the battle (a mark in
// the core's spent counters, set only for a card with such a power, so no other state changes), each
// such power with a spent use gets one back.
import type { Power } from '../cards/schema.js';
import type { DdmCtx } from '../ctx.js';
import { cardOf } from '../rules/common.js';
import type { CreatureState } from '../state.js';

const firstKey = (c: CreatureState): string => `${c.id}:bloodied-first-time`;

export function rechargePowersFirstBloodied(ctx: DdmCtx, c: CreatureState): void {
  const powers = cardOf(ctx.state, c).powers.filter(
    (p): p is Extract<Power, { kind: 'triggered' | 'action' }> => (p.kind === 'triggered' || p.kind === 'action') && p.recharge === 'first-bloodied',
  );
  if (powers.length === 0 || ctx.counters.spentCount(firstKey(c)) > 0) return;
  ctx.counters.spend(firstKey(c));
  for (const p of powers) if (ctx.counters.spentCount(`${c.id}:${p.name}`) > 0) ctx.counters.restore(`${c.id}:${p.name}`);
}
