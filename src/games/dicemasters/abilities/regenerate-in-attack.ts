// Implements: dice-masters-battle-for-faerun — "SHORTHAND CARD ABILITIES" (Regenerate: roll the knocked-out
// die; a character face returns it to the field, not the attack zone, anything else leaves it in the prep
// area) limited to "ASSIGN DAMAGE" — only a die knocked out during the attack step (the `KnockedOut`
// event's `inAttack`). The roll is the Regenerate roll (abilities/regenerate.ts), behind a prevention
// window when one could answer it ("PREVENTING AND REDIRECTING").
import { z } from 'zod';
import { regenerateKnockedOut } from './regenerate.js';
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
        if (p.inAttack) regenerateKnockedOut(ctx, p, 'regenerate-in-attack', '(regenerates in the attack step)');
      },
    },
  },
};
