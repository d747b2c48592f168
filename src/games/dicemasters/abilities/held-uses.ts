// Implements: dice-masters-battle-for-faerun — "PREVENTING AND REDIRECTING" (an ability use that no
// prevention cancelled resolves as usual): the `ability-resolve` step carries out the held part of a
// triggered or shorthand ability use (rules/held-use.ts `holdUse`) through the one module that owns its
// `what` (`AbilityModule.held`): one lookup, no switch on the ability.
import type { DmCtx } from '../rules/context.js';
import type { DmHandler } from '../steps.js';
import type { HeldResolvers, HeldUseOf } from './ability.js';
import { ABILITY_MODULES } from './index.js';

/** Every module's held-use resolvers, by `what`. */
const HELD: HeldResolvers = ABILITY_MODULES.reduce<HeldResolvers>((all, m) => ({ ...all, ...m.held }), {});

/** The `what`s some module resolves (abilities.test.ts checks that every held use has one). */
export const HELD_USE_KINDS: ReadonlySet<string> = new Set(Object.keys(HELD));

function resolveHeld<W extends keyof HeldUseOf>(ctx: DmCtx, what: W, use: HeldUseOf[W]): void {
  const resolve = HELD[what];
  if (!resolve) throw new Error(`ability-resolve: no ability module resolves a held "${what}" use`);
  resolve(ctx, use);
}

/** The held part of an ability use nobody prevented (the window's continuation). */
export const abilityResolveStep: DmHandler<'ability-resolve'> = {
  run(ctx, st) {
    if (ctx.over) return;
    resolveHeld(ctx, st.what, st);
  },
};
