// Implements: dice-masters-battle-for-faerun — "FIELD CHARACTERS" and "ACTIVE AND FIELDED" ("while
// active": once however many of the card's dice are in the field; "when fielded" is the moment a die goes
// from the reserve pool to the field), "GAME STATES" (effects end at the end of the turn): while active,
// when its owner fields a die of a card the filter allows (the `Fielded` event), the effect resolves once
// for the card — with `firstEachTurn`, only the first time each turn (a marker lasting until the end of
// the turn remembers it). Each use is an ability use a prevention may answer (rules/ability-use.ts).
import { z } from 'zod';
import type { DieState } from '../types.js';
import { cardDefs, cardOf } from '../rules/dice.js';
import { textSource } from './lost-card-text.js';
import { firstThisTurn, pushTriggered } from '../rules/ability-use.js';
import { costFilterAllows, costFilterSchema, costFilterText } from './cost-change-value.js';
import { effectSchema, opText } from './ops/index.js';
import type { AbilityModule } from './ability.js';

/** The core effect handler name of the "already this turn" marker (no handlers: it is only read here). */
const MARKER = 'on-own-fielded-used';

export const onOwnFielded: AbilityModule<'on-own-fielded'> = {
  kind: 'on-own-fielded',
  section: 'FIELD CHARACTERS; ACTIVE AND FIELDED',
  params: z.object({ filter: costFilterSchema, firstEachTurn: z.boolean(), effect: effectSchema }).strict(),
  text: (a) =>
    `While active, ${a.firstEachTurn ? 'the first time each turn ' : 'each time '}you field one of your ${costFilterText(a.filter)}: ${opText(a.effect)}`,
  steps: {},
  on: {
    Fielded: {
      run(ctx, _e, p) {
        const s = ctx.state;
        const fielded = s.dice[p.die] as DieState;
        const defs = cardDefs(s);
        defs.forEach((c, slot) =>
          c.abilities.forEach((a, ability) => {
            if (a.kind !== 'on-own-fielded' || s.cards[slot]?.owner !== p.player) return;
            if (!costFilterAllows(a.filter, cardOf(s, fielded))) return;
            const source = textSource(s, defs, slot); // a die that keeps its card text (abilities/lost-card-text.ts)
            if (!source) return;
            if (a.firstEachTurn && !firstThisTurn(ctx, MARKER, p.player, slot, ability)) return;
            pushTriggered(ctx, p.player, c.title, a.effect, source.id);
          }),
        );
      },
    },
  },
};
