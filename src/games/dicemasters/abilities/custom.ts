// Issue 16, "a card whose text no shared ability expresses gets its own small file": the ability a card
// row uses to name its custom file (`{ kind: 'custom', card }`, cards/custom/). Its text is the card
// file's; its handlers and query answers are registered under `custom:<card>` (abilities/index.ts,
// cards/ability-key.ts), so each custom card is an effect of its own in play.
import { z } from 'zod';
import { CUSTOM_CARDS } from '../cards/custom/index.js';
import type { AbilityModule } from './ability.js';

export const customAbility: AbilityModule<'custom'> = {
  kind: 'custom',
  section: 'CARDS',
  params: z.object({ card: z.string().refine((k) => CUSTOM_CARDS.has(k), { message: 'names no file in cards/custom/' }) }).strict(),
  text: (a) => {
    const c = CUSTOM_CARDS.get(a.card);
    if (!c) throw new Error(`custom ability: no card '${a.card}' in cards/custom/`);
    return c.text;
  },
  steps: {},
};
