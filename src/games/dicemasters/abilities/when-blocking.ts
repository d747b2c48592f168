// Implements: dice-masters-battle-for-faerun — "DECLARE BLOCKERS" and "GAME STATES" (card text refers to
// individual dice): "when assigned to block" — once every blocker is assigned (the `BlockersDeclared`
// event), each blocking die of a card with this ability resolves its effect for its player, with that die
// as the source, in die order. Each use is an ability use a prevention may answer (rules/ability-use.ts).
import { z } from 'zod';
import { abilityOf } from '../rules/copy.js';
import { cardOf, opponent } from '../rules/dice.js';
import { pushTriggered } from '../rules/ability-use.js';
import { effectSchema, opText } from './ops/index.js';
import type { AbilityModule } from './ability.js';

export const whenBlocking: AbilityModule<'when-blocking'> = {
  kind: 'when-blocking',
  section: 'DECLARE BLOCKERS',
  params: z.object({ effect: effectSchema }).strict(),
  text: (a) => `When a die of this card is assigned to block: ${opText(a.effect)}`,
  steps: {},
  on: {
    BlockersDeclared: {
      run(ctx, _e, p) {
        const s = ctx.state;
        const defender = opponent(p.player);
        for (const d of s.dice) {
          if (d.owner !== defender || d.zone !== 'attack' || d.engaged.length === 0) continue;
          const a = abilityOf(s, d, 'when-blocking');
          if (!a) continue;
          pushTriggered(ctx, defender, cardOf(s, d).title, a.effect, d.id);
        }
      },
    },
  },
};
