// Implements: dice-masters-battle-for-faerun — "SHORTHAND CARD ABILITIES" → Experience (tokens sit on
// the card; each gives its dice +1A/+1D) with "LEXICON" (an adventurer is a character with Experience):
// one token comes off each adventurer card, either player's, that has one ("if able").
import { z } from 'zod';
import { checkLethal } from '../../rules/damage.js';
import { cardDefs, hasAbility, inField } from '../../rules/dice.js';
import type { EffectOpModule } from './op.js';

export const removeExperienceAdventurers: EffectOpModule<'remove-experience-adventurers'> = {
  op: 'remove-experience-adventurers',
  section: 'SHORTHAND CARD ABILITIES',
  params: z.object({}).strict(),
  classes: ['bonus'],
  text: () => "Remove one Experience token from each adventurer card (both players') that has one.",
  usable: () => true,
  run(ctx, st) {
    const defs = cardDefs(ctx.state);
    const lowered: number[] = [];
    ctx.state.cards.forEach((slot, i) => {
      const c = defs[i];
      if (c && slot.xp > 0 && hasAbility(c, 'experience')) {
        slot.xp -= 1;
        lowered.push(i);
        ctx.emit('experience-removed', { card: i, xp: slot.xp, title: c.title });
      }
    });
    // A token gone lowers its dice's defense: a damaged die may now be knocked out (BONUSES AND DAMAGE).
    for (const d of ctx.state.dice) if (lowered.includes(d.card) && inField(d)) checkLethal(ctx, d, st.player);
    return null;
  },
  choose: () => undefined,
};
