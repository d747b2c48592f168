// Implements: dice-masters-battle-for-faerun — "SHORTHAND CARD ABILITIES": Regenerate — when a die of
// this card is knocked out, roll it: a character face puts it back in the field (not the attack zone),
// anything else leaves it in the prep area. The roll is an ability use that may be prevented ("PREVENTING
// AND REDIRECTING"): rules/damage.ts `knockOut` holds it behind a window when a prevention could answer
// it (rules/held-use.ts), and `held` resolves it if nobody does.
import { z } from 'zod';
import type { DieState } from '../types.js';
import type { DmCtx } from '../rules/context.js';
import { cardOf, dieName, showsCharacter } from '../rules/dice.js';
import { announcedUse } from '../rules/prevent.js';
import type { AbilityModule } from './ability.js';

/**
 * Regenerate, not prevented: roll the knocked-out die; a character face returns it to the field (not the
 * attack zone), otherwise it stays in the prep area. `koDamage` ≥ 0: the die's card has
 * `on-regenerate-ko-engaged` (abilities/on-regenerate-ko-engaged.ts), which then triggers, dealing that damage.
 */
export function regenerate(ctx: DmCtx, d: DieState, koDamage: number): void {
  const s = ctx.state;
  const c = cardOf(s, d);
  d.face = ctx.rng.faceIndex(c.faces.length);
  if (showsCharacter(s, d)) {
    d.zone = 'field';
    ctx.emit('regenerated', { die: d.id, face: d.face, name: dieName(s, d) });
    // A triggered ability (knock out + damage to the opponent): preventable as a whole (rules/prevent.ts).
    if (koDamage >= 0)
      ctx.push(
        ...announcedUse(s, { player: d.owner, kind: 'triggered', title: c.title, classes: ['knock-out', 'damage', 'life'] }, [
          { kind: 'regenerate-knock-out', die: d.id, damage: koDamage },
        ]),
      );
  } else {
    ctx.emit('regenerate-failed', { die: d.id, face: d.face });
  }
}

export const regenerateAbility: AbilityModule<'regenerate'> = {
  kind: 'regenerate',
  section: 'SHORTHAND CARD ABILITIES',
  params: z.object({}),
  text: () =>
    'Regenerate — when knocked out, roll it: a character face puts it back in the field (not the attack zone), anything else leaves it in the prep area.',
  held: {
    regenerate: (ctx, use) => {
      const d = ctx.state.dice[use.die];
      // Still knocked out (nothing else moved it while the window was open).
      if (d && d.zone === 'prep') regenerate(ctx, d, use.koDamage);
    },
  },
  steps: {},
};
