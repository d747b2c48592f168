// Implements: dice-masters-battle-for-faerun — "SHORTHAND CARD ABILITIES": Regenerate — when a die of
// this card is knocked out (the `KnockedOut` event, rules/damage.ts), roll it: a character face puts it
// back in the field (not the attack zone) and announces `Regenerated`; anything else leaves it in the
// prep area. The roll is an ability use that may be prevented ("PREVENTING AND REDIRECTING"): when a
// prevention could answer it, it waits behind a window (rules/held-use.ts) and `held` resolves it if
// nobody does.
import { z } from 'zod';
import type { DmEvents } from '../events.js';
import type { DieState } from '../types.js';
import type { DmCtx } from '../rules/context.js';
import { cardDefs, cardOf, dieName, hasAbility, showsCharacter } from '../rules/dice.js';
import { holdUse } from '../rules/held-use.js';
import type { AbilityModule } from './ability.js';
import { moveDie } from '../rules/zones.js';

/**
 * Regenerate, not prevented: roll the knocked-out die; a character face returns it to the field (not the
 * attack zone), otherwise it stays in the prep area. `text`: the card slot whose text it had when
 * knocked out (a trigger on regenerating is read there, abilities/on-regenerate-ko-engaged.ts).
 */
export function regenerate(ctx: DmCtx, d: DieState, text: number): void {
  const s = ctx.state;
  const c = cardOf(s, d);
  d.face = ctx.rng.faceIndex(c.faces.length);
  if (showsCharacter(s, d)) {
    moveDie(s, d, 'field');
    ctx.emit('regenerated', { die: d.id, face: d.face, name: dieName(s, d) });
    ctx.announce('Regenerated', { die: d.id, owner: d.owner, text });
  } else {
    ctx.emit('regenerate-failed', { die: d.id, face: d.face });
  }
}

/**
 * The Regenerate roll of a `KnockedOut` die whose card text has `kind` (the die's title then `suffix`
 * names the use): behind a prevention window when one could answer it, else at once.
 */
export function regenerateKnockedOut(ctx: DmCtx, p: DmEvents['KnockedOut'], kind: 'regenerate' | 'regenerate-in-attack', suffix: string): void {
  const s = ctx.state;
  const text = cardDefs(s)[p.text];
  const d = s.dice[p.die];
  if (!text || !d || !hasAbility(text, kind)) return;
  // The die stays in the prep area while a prevention window is open.
  const use = { player: p.owner, kind: 'triggered', title: `${text.title} ${suffix}`, classes: ['move'] } as const;
  const held = holdUse(s, use, { what: 'regenerate', die: d.id, text: p.text });
  if (held) ctx.push(...held);
  else regenerate(ctx, d, p.text);
}

export const regenerateAbility: AbilityModule<'regenerate'> = {
  kind: 'regenerate',
  section: 'SHORTHAND CARD ABILITIES',
  params: z.object({}),
  text: () =>
    'Regenerate — when knocked out, roll it: a character face puts it back in the field (not the attack zone), anything else leaves it in the prep area.',
  on: {
    KnockedOut: {
      // After a capture window is set up for the same knock-out (abilities/capture-knocked-out.ts), so
      // the roll — and what it triggers — resolves before anyone may capture the die.
      priority: 1,
      run: (ctx, _e, p) => regenerateKnockedOut(ctx, p, 'regenerate', 'Regenerate'),
    },
  },
  held: {
    regenerate: (ctx, use) => {
      const d = ctx.state.dice[use.die];
      // Still knocked out (nothing else moved it while the window was open): in the prep area, or the
      // used pile where card text sends it (abilities/ops/used-pile-if-knocked-out.ts).
      if (d && (d.zone === 'prep' || d.zone === 'used')) regenerate(ctx, d, use.text);
    },
  },
  steps: {},
};
