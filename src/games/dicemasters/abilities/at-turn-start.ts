// Implements: dice-masters-battle-for-faerun — "TURN ORDER" (a turn begins before its clear and draw step)
// and "GAME STATES" (card text refers to individual dice): "at the beginning of your turn" — when its
// owner's turn starts (the `StartOfTurn` event), each die of a card with this ability in the field
// resolves its effect, with that die as the source, in die order. Each use is an ability use a
// prevention may answer (rules/ability-use.ts).
import { z } from 'zod';
import { abilityOf } from '../rules/copy.js';
import { cardOf, inField } from '../rules/dice.js';
import { pushTriggered } from '../rules/ability-use.js';
import { effectSchema, opText } from './ops/index.js';
import type { AbilityModule } from './ability.js';

export const atTurnStart: AbilityModule<'at-turn-start'> = {
  kind: 'at-turn-start',
  section: 'TURN ORDER',
  params: z.object({ effect: effectSchema }).strict(),
  text: (a) => `At the start of your turn, for each of its dice in the field: ${opText(a.effect)}`,
  steps: {},
  on: {
    StartOfTurn: {
      run(ctx, _e, p) {
        const s = ctx.state;
        for (const d of s.dice) {
          if (d.owner !== p.player || !inField(d)) continue;
          const a = abilityOf(s, d, 'at-turn-start');
          if (!a) continue;
          pushTriggered(ctx, p.player, cardOf(s, d).title, a.effect, d.id);
        }
      },
    },
  },
};
