// Implements: dice-masters-battle-for-faerun — "PREVENTING AND REDIRECTING" (an ability use that no
// prevention cancelled resolves as usual) for the uses held behind an `effect-reaction` window
// (rules/prevent.ts `gate`): the `ability-resolve` step runs the held part of a triggered ability — a
// capture, a first-damage gain, or a "SHORTHAND CARD ABILITIES" use (rules/prevent-shorthand.ts). It
// sits above the rule files it calls, so the window machinery below it never imports them.
import type { DmHandler, ShorthandUse } from '../steps.js';
import { drainOne } from '../abilities/energy-drain.js';
import { regenerate } from '../abilities/regenerate.js';
import { attachGear } from '../abilities/equip.js';
import { resolveCapture } from '../abilities/capture-knocked-out.js';
import { resolveFirstDamageGain } from '../abilities/first-attacking-damage-gain.js';
import { swarmDraw } from '../abilities/swarm.js';
import { placeExperience } from '../abilities/experience.js';
import type { DmCtx } from './context.js';

/** Resolves a held shorthand use that nobody prevented. */
function resolveShorthand(ctx: DmCtx, st: ShorthandUse): void {
  const s = ctx.state;
  switch (st.what) {
    case 'swarm':
      swarmDraw(ctx, st.player);
      return;
    case 'energy-drain': {
      const d = s.dice[st.die];
      if (d) drainOne(ctx, d);
      return;
    }
    case 'regenerate': {
      const d = s.dice[st.die];
      // Still knocked out (nothing else moved it while the window was open).
      if (d && d.zone === 'prep') regenerate(ctx, d, st.koDamage);
      return;
    }
    case 'experience':
      placeExperience(ctx, st.slot, st.player);
      return;
    case 'equip': {
      const g = s.dice[st.gear];
      const d = s.dice[st.die];
      if (g && d) attachGear(ctx, g, d);
      return;
    }
  }
}

/** The deferred part of a triggered ability that resolves inline when nothing can prevent it. */
export const abilityResolveStep: DmHandler<'ability-resolve'> = {
  run(ctx, st) {
    if (ctx.over) return;
    if (st.what === 'capture') resolveCapture(ctx, st.capturer, st.victim);
    else if (st.what === 'first-damage-gain') resolveFirstDamageGain(ctx, st.player, st.life, st.draw, st.title);
    else resolveShorthand(ctx, st);
  },
};
