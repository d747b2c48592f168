// Implements: dice-masters-battle-for-faerun — "SHORTHAND CARD ABILITIES" (Regenerate: a character face
// returns the knocked-out die to the field) and "GAME STATES" (card text refers to individual dice;
// effects end at the end of the turn): "when this character regenerates" — when a die whose text is this
// card's comes back by Regenerate (the `Regenerated` event), the effect resolves for its owner with that
// die as the source; with `firstEachTurn`, only the first time each turn (a marker lasting until the end
// of the turn remembers it). Each use is an ability use a prevention may answer (rules/ability-use.ts).
import { z } from 'zod';
import { cardDefs } from '../rules/dice.js';
import { firstThisTurn, pushTriggered } from '../rules/ability-use.js';
import { effectSchema, opText } from './ops/index.js';
import type { AbilityModule } from './ability.js';

/** The core effect handler name of the "already this turn" marker (no handlers: it is only read here). */
const MARKER = 'on-regenerate-used';

export const onRegenerate: AbilityModule<'on-regenerate'> = {
  kind: 'on-regenerate',
  section: 'SHORTHAND CARD ABILITIES',
  params: z.object({ firstEachTurn: z.boolean(), effect: effectSchema }).strict(),
  text: (a) => `${a.firstEachTurn ? 'The first time each turn one of its dice regenerates' : 'When one of its dice regenerates'}: ${opText(a.effect)}`,
  steps: {},
  on: {
    Regenerated: {
      run(ctx, _e, p) {
        const s = ctx.state;
        const c = cardDefs(s)[p.text];
        if (!c) return;
        c.abilities.forEach((a, ability) => {
          if (a.kind !== 'on-regenerate') return;
          if (a.firstEachTurn && !firstThisTurn(ctx, MARKER, p.owner, p.text, ability)) return;
          pushTriggered(ctx, p.owner, c.title, a.effect, p.die);
        });
      },
    },
  },
};
