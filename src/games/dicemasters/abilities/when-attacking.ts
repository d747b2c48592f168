// Implements: dice-masters-battle-for-faerun — "DECLARE ATTACKERS" with "ACTIVE AND FIELDED" (assigning
// a die to attack is not fielding it) and "GAME STATES" (card text refers to individual dice): "when
// assigned to attack" — when attackers are declared (the `AttackersDeclared` event), each attacking die
// of a card with this ability resolves its effect, with that die as the source, in die order (TIMING
// CONFLICTS: the active player orders their own effects); `oncePerAttack` ("when one or more of its
// dice are assigned to attack") resolves once per card. Each use is an ability use a prevention may
// answer (rules/ability-use.ts). `firstAssigned` ("if this is the first die assigned to attack this turn"):
// only for the die assigned first (attackers are assigned one at a time, in the order the player picks).
import { z } from 'zod';
import type { DieState } from '../types.js';
import { abilityOf, textCard } from '../rules/copy.js';
import { bursts, cardOf } from '../rules/dice.js';
import { pushTriggered } from '../rules/ability-use.js';
import { effectSchema, opText } from './ops/index.js';
import type { AbilityModule } from './ability.js';
import { burstStars } from './burst-text.js';
import { burstSchema } from './params.js';

export const whenAttacking: AbilityModule<'when-attacking'> = {
  kind: 'when-attacking',
  section: 'DECLARE ATTACKERS',
  params: z.object({ effect: effectSchema, oncePerAttack: z.boolean().optional(), burst: burstSchema.optional(), firstAssigned: z.boolean().optional() }),
  text: (a) =>
    `${burstStars(a.burst)}When ${a.oncePerAttack ? 'one or more of its dice are' : 'a die of this card is'} assigned to attack${a.firstAssigned ? ' as the first die assigned to attack this turn' : ''}: ${opText(a.effect)}`,
  steps: {},
  on: {
    AttackersDeclared: {
      run(ctx, _e, p) {
        const s = ctx.state;
        const seen = new Set<number>();
        for (const id of p.attackers) {
          const d = s.dice[id] as DieState;
          const a = abilityOf(s, d, 'when-attacking');
          if (!a || (a.oncePerAttack && seen.has(d.card))) continue;
          seen.add(d.card);
          // Every "when assigned to attack" line of its text, each only from a face with the bursts it
          // names (BURSTS); pushed last line first, so the printed first line resolves first.
          const b = bursts(s, d);
          const first = id === p.attackers[0];
          const lines = textCard(s, d).abilities.filter(
            (x): x is typeof a =>
              x.kind === 'when-attacking' && (x.burst === undefined || x.burst === b || (x.burst === 'any' && b > 0)) && (!x.firstAssigned || first),
          );
          for (const x of [...lines].reverse()) pushTriggered(ctx, p.player, cardOf(s, d).title, x.effect, d.id);
        }
      },
    },
  },
};
