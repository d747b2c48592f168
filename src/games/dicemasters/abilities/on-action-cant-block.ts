// Implements: dice-masters-battle-for-faerun — "PLAYING ACTIONS" and "FUNDAMENTAL RULES" ("can't" beats
// "can"): while active, each time its controller uses an action die, they pick an opposing character
// that can't block this turn (the `cant-block` status of rules/statuses.ts).
import { z } from 'zod';
import type { DmStep } from '../steps.js';
import type { DmState } from '../types.js';
import { abilityOf } from '../rules/copy.js';
import { cardOf, dieName, fieldChars, opponent } from '../rules/dice.js';
import { addStatus } from '../rules/statuses.js';
import type { AbilityModule } from './ability.js';

/** The steps to push after `player` uses an action die: one pick for each of their cards with the ability in the field. */
export function onActionUsed(s: DmState, player: number): DmStep[] {
  const seen = new Set<number>();
  const out: DmStep[] = [];
  for (const d of s.dice) {
    if (d.owner !== player || (d.zone !== 'field' && d.zone !== 'attack') || seen.has(d.card)) continue;
    seen.add(d.card);
    if (abilityOf(s, d, 'on-action-cant-block')) out.push({ kind: 'cant-block-pick', player, die: d.id });
  }
  return out;
}

export const onActionCantBlock: AbilityModule<'on-action-cant-block', 'cant-block-pick'> = {
  kind: 'on-action-cant-block',
  section: 'PLAYING ACTIONS',
  params: z.object({}),
  text: () => 'While active: each time you use an action die, pick an opposing character; it cannot block this turn.',
  on: {
    ActionUsed: {
      run(ctx, _e, p) {
        const steps = onActionUsed(ctx.state, p.player);
        if (steps.length) ctx.push(...steps);
      },
    },
  },
  steps: {
    'cant-block-pick': {
      run(ctx, st) {
        const s = ctx.state;
        const p = st.player;
        const opts = fieldChars(s, opponent(p)).map((d) => ({ id: `die:${d.id}`, label: `${dieName(s, d)} can't block this turn`, payload: { die: d.id } }));
        if (opts.length === 0) return;
        const source = s.dice[st.die];
        return ctx.ask(p, 'effect', `${source ? cardOf(s, source).title : 'Action used'}: choose an opposing character that can't block this turn`, opts);
      },
      choose(ctx, st, o) {
        addStatus(ctx, 'cant-block', st.player, { die: (o.payload as { die: number }).die });
      },
    },
  },
};
