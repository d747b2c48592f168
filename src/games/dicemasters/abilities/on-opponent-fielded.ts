// Implements: dice-masters-battle-for-faerun — "FIELD CHARACTERS" ("when fielded": a die sent from the
// reserve pool to the field), "ACTIVE AND FIELDED" ("while active": once however many of the card's dice
// are in the field) and "TIMING CONFLICTS" (the active player's effects first): while this card is
// active, right after the opponent of its owner fields a character, the effect resolves for this card
// with the fielded die as its first pick (e.g. "deal 1 damage to it"). Each use is an ability use a
// prevention may answer (rules/ability-use.ts). It answers the `Fielded` event.
import { z } from 'zod';
import { pushTriggered } from '../rules/ability-use.js';
import { cardDefs } from '../rules/dice.js';
import { textSource } from './lost-card-text.js';
import { effectSchema, opText } from './ops/index.js';
import type { AbilityModule } from './ability.js';

export const onOpponentFielded: AbilityModule<'on-opponent-fielded'> = {
  kind: 'on-opponent-fielded',
  section: 'FIELD CHARACTERS; ACTIVE AND FIELDED',
  params: z.object({ effect: effectSchema }).strict(),
  text: (a) => `While active, right after your opponent fields a character: ${opText(a.effect)}`,
  steps: {},
  on: {
    Fielded: {
      run(ctx, _e, p) {
        const s = ctx.state;
        cardDefs(s).forEach((c, slot) =>
          c.abilities.forEach((a) => {
            const owner = s.cards[slot]?.owner;
            if (a.kind !== 'on-opponent-fielded' || owner === undefined || owner === p.player) return;
            const source = textSource(s, cardDefs(s), slot); // a die that keeps its card text (abilities/lost-card-text.ts)
            if (!source) return;
            pushTriggered(ctx, owner, c.title, a.effect, source.id, [p.die]);
          }),
        );
      },
    },
  },
};
