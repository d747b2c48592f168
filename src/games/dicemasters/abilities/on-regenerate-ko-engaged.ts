// Implements: dice-masters-battle-for-faerun — "SHORTHAND CARD ABILITIES" (Regenerate) with a triggered
// ability on it: after one of these dice regenerates into the field, knock out an opposing character
// engaged with it and deal damage to the opponent. A triggered ability with game effects, so it may be
// prevented as a whole ("PREVENTING AND REDIRECTING"): rules/damage.ts `regenerate` holds its step
// behind the window when a prevention could answer it.
import { z } from 'zod';
import type { Option } from '../../../core/index.js';
import type { DieState, DmState } from '../types.js';
import type { DmCtx } from '../rules/context.js';
import { cardOf, dieName, inField, opponent } from '../rules/dice.js';
import { damagePlayer, knockOut } from '../rules/damage.js';
import type { AbilityModule } from './ability.js';

/** The opposing characters engaged with the regenerated die that it may knock out. */
function knockOutOptions(s: DmState, regenerated: DieState): Option[] {
  return regenerated.engaged
    .map((id) => s.dice[id] as DieState)
    .filter((e) => inField(e) && e.owner !== regenerated.owner)
    .map((e) => ({ id: `die:${e.id}`, label: `Knock out ${dieName(s, e)}`, payload: { die: e.id } }));
}

function resolve(ctx: DmCtx, regenerated: DieState, victim: number | null, damage: number): void {
  const s = ctx.state;
  if (victim !== null) knockOut(ctx, s.dice[victim] as DieState, regenerated.owner);
  damagePlayer(ctx, opponent(regenerated.owner), damage, regenerated.owner, cardOf(s, regenerated).title);
}

export const onRegenerateKoEngaged: AbilityModule<'on-regenerate-ko-engaged', 'regenerate-knock-out'> = {
  kind: 'on-regenerate-ko-engaged',
  section: 'SHORTHAND CARD ABILITIES',
  params: z.object({ damage: z.number().int().min(0) }),
  text: (a) => `After a successful Regenerate: knock out an opposing character engaged with it and deal ${a.damage} damage to the opponent.`,
  steps: {
    'regenerate-knock-out': {
      run(ctx, st) {
        if (ctx.over) return;
        const s = ctx.state;
        const regenerated = s.dice[st.die] as DieState;
        const opts = knockOutOptions(s, regenerated);
        if (opts.length > 1)
          return ctx.ask(regenerated.owner, 'effect', `${cardOf(s, regenerated).title} regenerated: knock out an opposing engaged creature`, opts);
        const only = opts[0];
        resolve(ctx, regenerated, only ? (only.payload as { die: number }).die : null, st.damage);
      },
      choose(ctx, st, o) {
        resolve(ctx, ctx.state.dice[st.die] as DieState, (o.payload as { die: number }).die, st.damage);
      },
    },
  },
};
