// Implements: dice-masters-battle-for-faerun — "SHORTHAND CARD ABILITIES" (Regenerate: roll the knocked-out
// die; a character face returns it to the field, not the attack zone, anything else leaves it in the prep
// area) limited to "ASSIGN DAMAGE" — only a die knocked out during the attack step (the `KnockedOut`
// event's `inAttack`). The roll is the Regenerate roll (abilities/regenerate.ts), behind a prevention
// window when one could answer it ("PREVENTING AND REDIRECTING").
import { z } from 'zod';
import { cardDefs, hasAbility } from '../rules/dice.js';
import { holdUse } from '../rules/held-use.js';
import { regenerate } from './regenerate.js';
import type { AbilityModule } from './ability.js';

export const regenerateInAttack: AbilityModule<'regenerate-in-attack'> = {
  kind: 'regenerate-in-attack',
  section: 'SHORTHAND CARD ABILITIES; ASSIGN DAMAGE',
  params: z.object({}).strict(),
  text: () =>
    'When one of its dice is knocked out during the attack step, roll it: a character face puts it back in the field (not the attack zone), anything else leaves it in the prep area.',
  steps: {},
  on: {
    KnockedOut: {
      // Like Regenerate: before anyone may capture the die (abilities/capture-knocked-out.ts).
      priority: 1,
      run(ctx, _e, p) {
        const s = ctx.state;
        const text = cardDefs(s)[p.text];
        const d = s.dice[p.die];
        if (!p.inAttack || !text || !d || !hasAbility(text, 'regenerate-in-attack')) return;
        const use = { player: p.owner, kind: 'triggered', title: `${text.title} (regenerates in the attack step)`, classes: ['move'] } as const;
        const held = holdUse(s, use, { what: 'regenerate', die: d.id, text: p.text });
        if (held) ctx.push(...held);
        else regenerate(ctx, d, p.text);
      },
    },
  },
};
