/**
 * Stealth Flying (Taelord, Empress Kiova, Shades of Bleakwoode, Cyprien Esenwein, Air Elemental,
 * Phantom Knights): the card's figures fly as Flying says (`movement.ts`; the pool binding makes
 * the card fly, pool/bind.ts `fliesByBinding`), and an engaged figure that starts to fly takes no
 * leaving-engagement attacks.
 * Our reading: a figure of a flying card moves by flight on every move the engine offers except a
 * walk taken for the road bonus (movement.ts, mode 'auto'), and a flight leaves engagements only
 * from its first space, so every leaving-engagement attack on the card's figures is cancelled. The
 * road-bonus walk of an engaged Stealth Flyer (which the text leaves to the leaving-engagement
 * rule) is the one case this does not tell apart: listed as missing in the ledger.
 * Rulebook: heroscape-master-game-guide — "Special Powers" → "Flying and Overhangs", "Leaving an
 * engagement"; the power's text is on the card.
 */
import { CANCEL } from '../../../core/index.js';
import type { Ability } from './ability.js';
import { ofEffectCard } from './near.js';

export const stealthFlying: Ability = {
  name: 'Stealth Flying',
  text: 'Flies (as Flying); an engaged figure starting to fly takes no leaving-engagement attacks.',
  handler: {
    on: {
      LeaveEngagement: {
        run(ctx, effect, p) {
          if (!ofEffectCard(ctx.state, effect, p.mover)) return;
          ctx.emit('PowerUsed', { power: 'Stealth Flying', figure: p.mover });
          return CANCEL;
        },
      },
    },
  },
};
