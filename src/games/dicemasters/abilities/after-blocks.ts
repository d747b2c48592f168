// Implements: dice-masters-battle-for-faerun — "DECLARE BLOCKERS" ("after all blockers are declared,
// apply any effects that take place due to blocking"; the attacker's first, then the defender's) and
// "ACTIVE AND FIELDED" ("while active"): while this card is active, once blockers are declared in an
// attack against its owner, the effect resolves once for the card (blockers are declared once a turn, so
// this is once per turn). Each use is an ability use a prevention may answer (rules/ability-use.ts). It
// answers the `BlockersDeclared` event.
import { z } from 'zod';
import { pushTriggered } from '../rules/ability-use.js';
import { cardDefs, opponent } from '../rules/dice.js';
import { textSource } from './lost-card-text.js';
import { effectSchema, opText } from './ops/index.js';
import type { AbilityModule } from './ability.js';

export const afterBlocks: AbilityModule<'after-blocks'> = {
  kind: 'after-blocks',
  section: 'DECLARE BLOCKERS; ACTIVE AND FIELDED',
  params: z.object({ effect: effectSchema }).strict(),
  text: (a) => `While active, once per turn after you declare blockers: ${opText(a.effect)}`,
  steps: {},
  on: {
    BlockersDeclared: {
      run(ctx, _e, p) {
        const s = ctx.state;
        const defender = opponent(p.player);
        cardDefs(s).forEach((c, slot) =>
          c.abilities.forEach((a) => {
            if (a.kind !== 'after-blocks' || s.cards[slot]?.owner !== defender) return;
            const source = textSource(s, cardDefs(s), slot); // a die that keeps its card text (abilities/lost-card-text.ts)
            if (!source) return;
            pushTriggered(ctx, defender, c.title, a.effect, source.id);
          }),
        );
      },
    },
  },
};
