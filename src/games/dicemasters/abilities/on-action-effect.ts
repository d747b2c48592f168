// Implements: dice-masters-battle-for-faerun — "PLAYING ACTIONS", "ACTIVE AND FIELDED" (while active:
// once however many of the card's dice are in the field) and "TIMING CONFLICTS" (the action's own lines
// resolve first, then what using it triggers). While active, each time its controller uses an action
// die (the `ActionUsed` event), the ability's effect resolves once for the card, with one of its dice in
// the field as the source; a prevention may answer it like any ability use (rules/ability-use.ts).
import { z } from 'zod';
import { abilityOf } from '../rules/copy.js';
import { cardOf, inField } from '../rules/dice.js';
import { pushTriggered } from '../rules/ability-use.js';
import { effectSchema, opText } from './ops/index.js';
import type { AbilityModule } from './ability.js';

export const onActionEffect: AbilityModule<'on-action-effect'> = {
  kind: 'on-action-effect',
  section: 'PLAYING ACTIONS; ACTIVE AND FIELDED',
  params: z.object({ effect: effectSchema }).strict(),
  text: (a) => `While active: each time you use an action die's ability, then: ${opText(a.effect)}`,
  steps: {},
  on: {
    ActionUsed: {
      run(ctx, _e, p) {
        const s = ctx.state;
        const seen = new Set<number>();
        for (const d of s.dice) {
          if (d.owner !== p.player || !inField(d) || seen.has(d.card)) continue;
          const a = abilityOf(s, d, 'on-action-effect');
          if (!a) continue;
          seen.add(d.card);
          pushTriggered(ctx, p.player, cardOf(s, d).title, a.effect, d.id);
        }
      },
    },
  },
};
