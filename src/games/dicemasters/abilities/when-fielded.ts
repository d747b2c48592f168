// Implements: dice-masters-battle-for-faerun — "★ ACTIVE AND FIELDED": a "when fielded" line resolves
// once, as the die is fielded (the `Fielded` event, announced by rules/main-step.ts; it resolves through
// its effect op; with `burst`, only from a face with matching bursts, "★ BURSTS"). Each line is an
// ability use a prevention may answer (rules/ability-use.ts).
import { z } from 'zod';
import type { DmStep } from '../steps.js';
import { cardDefs } from '../rules/dice.js';
import { ownText } from './lost-card-text.js';
import { announcedEffects } from '../rules/ability-use.js';
import { effectSchema, opText } from './ops/index.js';
import { burstStars } from './burst-text.js';
import { burstSchema } from './params.js';
import type { AbilityModule } from './ability.js';

export const whenFielded: AbilityModule<'when-fielded'> = {
  kind: 'when-fielded',
  section: 'ACTIVE AND FIELDED',
  params: z.object({ burst: burstSchema.optional(), effect: effectSchema }),
  text: (a) => `${burstStars(a.burst)}On fielding: ${opText(a.effect)}`,
  steps: {},
  on: {
    Fielded: {
      run(ctx, _e, p) {
        const s = ctx.state;
        const d = s.dice[p.die];
        if (!d) return;
        const c = ownText(s, cardDefs(s), d); // none while its card text is lost (abilities/lost-card-text.ts)
        const b = p.bursts;
        const steps: DmStep[] = [];
        for (const a of c.abilities) {
          if (a.kind !== 'when-fielded') continue;
          if (a.burst !== undefined && !(a.burst === b || (a.burst === 'any' && b > 0))) continue;
          steps.push(
            ...announcedEffects(s, p.player, 'fielded', c.title, [
              { kind: 'effect', player: p.player, effect: a.effect, bursts: b, source: d.id, use: 'fielded', picks: [] },
            ]),
          );
        }
        if (steps.length) ctx.push(...steps);
      },
    },
  },
};
