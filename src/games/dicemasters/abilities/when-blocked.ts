// Implements: dice-masters-battle-for-faerun — "DECLARE BLOCKERS" and "GAME STATES" (card text refers to
// individual dice): "when it is blocked" / "after blockers are assigned" — once every blocker is assigned
// (the `BlockersDeclared` event), each attacking die of a card with this ability that is blocked resolves
// its effect for the attacking player, with that die as the source, in die order. Each use is an ability
// use a prevention may answer (rules/ability-use.ts).
import { z } from 'zod';
import { abilityOf } from '../rules/copy.js';
import { cardOf } from '../rules/dice.js';
import { pushTriggered } from '../rules/ability-use.js';
import { effectSchema, opText } from './ops/index.js';
import type { AbilityModule } from './ability.js';

export const whenBlocked: AbilityModule<'when-blocked'> = {
  kind: 'when-blocked',
  section: 'DECLARE BLOCKERS',
  params: z.object({ effect: effectSchema }).strict(),
  text: (a) => `When a die of this card attacks and is blocked, once blockers are assigned: ${opText(a.effect)}`,
  steps: {},
  on: {
    BlockersDeclared: {
      run(ctx, _e, p) {
        const s = ctx.state;
        for (const d of s.dice) {
          if (d.owner !== p.player || d.zone !== 'attack' || !d.blocked || d.engaged.length === 0) continue;
          const a = abilityOf(s, d, 'when-blocked');
          if (!a) continue;
          pushTriggered(ctx, p.player, cardOf(s, d).title, a.effect, d.id);
        }
      },
    },
  },
};
