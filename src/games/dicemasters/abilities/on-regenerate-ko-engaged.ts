// Implements: dice-masters-battle-for-faerun — "SHORTHAND CARD ABILITIES" (Regenerate) with a triggered
// ability on it: after one of these dice regenerates into the field (the `Regenerated` event,
// abilities/regenerate.ts), knock out an opposing character engaged with it and deal damage to the
// opponent. A triggered ability with game effects, so it may be prevented as a whole ("PREVENTING AND
// REDIRECTING"): its step is announced (rules/prevent.ts `announcedUse`).
import { z } from 'zod';
import type { Option } from '../../../core/index.js';
import type { DieState, DmState } from '../types.js';
import type { DmCtx } from '../rules/context.js';
import { cardDefs, cardOf, dieName, hasAbility, inField, opponent } from '../rules/dice.js';
import { damagePlayer, knockOut } from '../rules/damage.js';
import { announcedUse } from '../rules/prevent.js';
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
  damagePlayer(ctx, opponent(regenerated.owner), damage, regenerated.owner, cardOf(s, regenerated).title, 'character');
}

export const onRegenerateKoEngaged: AbilityModule<'on-regenerate-ko-engaged', 'regenerate-knock-out'> = {
  kind: 'on-regenerate-ko-engaged',
  section: 'SHORTHAND CARD ABILITIES',
  params: z.object({ damage: z.number().int().min(0) }),
  text: (a) => `After a successful Regenerate: knock out an opposing character engaged with it and deal ${a.damage} damage to the opponent.`,
  on: {
    // The trigger is on the card whose text the die had when knocked out (a copy of it regenerates too).
    Regenerated: {
      run(ctx, _e, p) {
        const s = ctx.state;
        const text = cardDefs(s)[p.text];
        const a = text ? hasAbility(text, 'on-regenerate-ko-engaged') : undefined;
        if (!a) return;
        const title = cardOf(s, s.dice[p.die] as DieState).title;
        ctx.push(
          ...announcedUse(s, { player: p.owner, kind: 'triggered', title, classes: ['knock-out', 'damage', 'life'] }, [
            { kind: 'regenerate-knock-out', die: p.die, damage: a.damage },
          ]),
        );
      },
    },
  },
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
