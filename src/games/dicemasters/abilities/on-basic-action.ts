// Implements: dice-masters-battle-for-faerun — "PURCHASING A DIE", "PLAYING ACTIONS", "ACTIVE AND FIELDED"
// (while active: once however many of the card's dice are in the field) and "TIMING CONFLICTS" (what a
// purchase or a use triggers resolves after it): while active, each time its owner purchases a basic
// action die (the `Purchased` event) or uses one (`ActionUsed`, after the action's own lines), the
// ability's effect resolves once for the card, with one of its dice in the field as the source; a
// prevention may answer it like any ability use (rules/ability-use.ts).
import { z } from 'zod';
import type { DieState } from '../types.js';
import type { DmCtx } from '../rules/context.js';
import { abilityOf } from '../rules/copy.js';
import { cardDefs, cardOf, fieldChars } from '../rules/dice.js';
import { pushTriggered } from '../rules/ability-use.js';
import { effectSchema, opText } from './ops/index.js';
import type { AbilityModule } from './ability.js';

/** `player` has just purchased or used a die of card slot `card`: each of their cards with the ability that is active resolves it, if that card is a basic action. */
function trigger(ctx: DmCtx, player: number, card: number): void {
  const s = ctx.state;
  if (cardDefs(s)[card]?.basic !== true) return;
  const seen = new Set<number>();
  for (const d of fieldChars(s, player)) {
    if (seen.has(d.card)) continue;
    const a = abilityOf(s, d, 'on-basic-action');
    if (!a) continue;
    seen.add(d.card);
    pushTriggered(ctx, player, cardOf(s, d).title, a.effect, d.id);
  }
}

export const onBasicAction: AbilityModule<'on-basic-action'> = {
  kind: 'on-basic-action',
  section: 'PURCHASING A DIE; PLAYING ACTIONS; ACTIVE AND FIELDED',
  params: z.object({ effect: effectSchema }).strict(),
  text: (a) => `While active: each time you purchase or use a basic action die, then: ${opText(a.effect)}`,
  steps: {},
  on: {
    Purchased: { run: (ctx, _e, p) => trigger(ctx, p.player, p.card) },
    ActionUsed: { run: (ctx, _e, p) => trigger(ctx, p.player, (ctx.state.dice[p.die] as DieState).card) },
  },
};
