// Implements: dice-masters-battle-for-faerun — "CAPTURING, CONTROLLING, AND COPYING": "Whenever a
// character is knocked out during the attack step, you may pay [the symbol] to have this character
// capture it. This capture lasts until it is used again." Each `KnockedOut` in the attack step is noted,
// and once the knock-outs are done the `ko-window` step offers each knocked-out die still in the prep
// area to the active player, then the other (TIMING CONFLICTS), for each of their fielded dice with the
// ability whose cost they can pay. The cost is paid; the capture itself may be prevented ("PREVENTING
// AND REDIRECTING"). A captured die leaves play under its capturer until the capture ends
// (rules/damage.ts `releaseCaptures`).
import { z } from 'zod';
import type { Option } from '../../../core/index.js';
import type { DieState, DmState } from '../types.js';
import type { Payment } from '../steps.js';
import type { DmCtx } from '../rules/context.js';
import { abilityOf } from '../rules/copy.js';
import { cardOf, dieName, fieldChars, inField, opponent } from '../rules/dice.js';
import { releaseCaptures } from '../rules/damage.js';
import { canAfford, describePayment, enumeratePayments, sources, spend } from '../rules/energy.js';
import type { AbilityUse } from '../rules/prevent.js';
import { holdUse } from '../rules/held-use.js';
import type { AbilityModule } from './ability.js';
import { moveDie } from '../rules/zones.js';

/** A knocked-out character may be captured by a fielded die with `capture-knocked-out` whose owner pays its cost. */
function captureOptions(s: DmState, player: number, victim: DieState): Option[] {
  const out: Option[] = [];
  let src: ReturnType<typeof sources> | null = null;
  for (const cube of fieldChars(s, player)) {
    const cap = abilityOf(s, cube, 'capture-knocked-out');
    if (!cap || cube.id === victim.id) continue;
    src ??= sources(s, player);
    const cost = { amount: 1, type: cap.cost };
    if (!canAfford(src, cost)) continue;
    enumeratePayments(src, cost).forEach((pay, i) =>
      out.push({
        id: `capture:${cube.id}:${i}`,
        label: `Pay ${describePayment(s, pay)}: ${dieName(s, cube)} captures ${cardOf(s, victim).title}#${victim.id}`,
        payload: { capturer: cube.id, pay },
      }),
    );
  }
  return out.length ? [{ id: 'decline', label: 'Do not capture' }, ...out] : [];
}

function capture(ctx: DmCtx, player: number, cubeId: number, victim: DieState, pay: Payment): void {
  const s = ctx.state;
  const cube = s.dice[cubeId] as DieState;
  const cap = abilityOf(s, cube, 'capture-knocked-out');
  spend(s, player, pay, { amount: 1, type: cap?.cost ?? null });
  // The cost is paid; the capture itself may be prevented (rules/prevent.ts).
  const use: AbilityUse = { player, kind: 'triggered', title: cardOf(s, cube).title, classes: ['capture'] };
  const held = holdUse(s, use, { what: 'capture', capturer: cube.id, victim: victim.id });
  if (held) ctx.push(...held);
  else resolveCapture(ctx, cube.id, victim.id);
}

/** The capture itself: the knocked-out die goes under the capturing die. */
export function resolveCapture(ctx: DmCtx, cubeId: number, victimId: number): void {
  const s = ctx.state;
  const cube = s.dice[cubeId] as DieState;
  const victim = s.dice[victimId] as DieState;
  // Nothing to capture any more (the die left the prep area, or the Cube left the field meanwhile).
  if (victim.zone !== 'prep' || !inField(cube)) return;
  // "Lasts until it is used again": a new capture by this die ends the previous one.
  releaseCaptures(ctx, cube);
  victim.returnTo = victim.zone;
  moveDie(s, victim, 'captured');
  victim.capturedBy = cube.id;
  ctx.emit('captured', { cube: cube.id, die: victim.id, text: `${dieName(s, cube)} captures ${cardOf(s, victim).title}#${victim.id}` });
}

export const captureKnockedOut: AbilityModule<'capture-knocked-out', 'ko-window'> = {
  kind: 'capture-knocked-out',
  section: 'CAPTURING, CONTROLLING, AND COPYING',
  params: z.object({ cost: z.enum(['fist', 'bolt', 'mask', 'shield']) }),
  text: (a) =>
    `When any character is knocked out in the attack step, you may pay 1 ${a.cost} to have one of these dice capture it; the capture holds until that die captures again or leaves the field.`,
  on: {
    KnockedOut: {
      // Before Regenerate's roll (abilities/regenerate.ts): the window waits under what the roll triggers.
      priority: 0,
      run(ctx, _e, p) {
        if (!p.inAttack) return;
        ctx.state.knockedOut.push(p.die);
        ctx.push({ kind: 'ko-window', die: -1, asked: 0 });
      },
    },
  },
  held: { capture: (ctx, use) => resolveCapture(ctx, use.capturer, use.victim) },
  steps: {
    'ko-window': {
      run(ctx, st) {
        const s = ctx.state;
        if (ctx.over) return;
        let victim = st.die;
        let asked = st.asked;
        for (;;) {
          if (victim < 0) {
            const next = s.knockedOut.shift();
            if (next === undefined) return;
            victim = next;
            asked = 0;
          }
          const v = s.dice[victim] as DieState;
          while (asked < 2 && v.zone === 'prep') {
            const p = asked === 0 ? s.active : opponent(s.active);
            const opts = captureOptions(s, p, v);
            if (opts.length) {
              st.die = victim;
              st.asked = asked;
              return ctx.ask(p, 'capture', `${dieName(s, v)} was knocked out: capture it?`, opts);
            }
            asked++;
          }
          victim = -1;
        }
      },
      choose(ctx, st, o) {
        const s = ctx.state;
        const v = s.dice[st.die] as DieState;
        const asked = st.asked;
        if (o.id === 'decline') {
          ctx.push({ kind: 'ko-window', die: v.id, asked: asked + 1 });
          return;
        }
        const pl = o.payload as { capturer: number; pay: Payment };
        // The next capture window comes after this capture (which may wait for a prevention window).
        ctx.push({ kind: 'ko-window', die: -1, asked: 0 });
        capture(ctx, asked === 0 ? s.active : opponent(s.active), pl.capturer, v, pl.pay);
      },
    },
  },
};
