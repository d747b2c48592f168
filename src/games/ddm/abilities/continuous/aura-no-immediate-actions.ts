// Continuous "aura-no-immediate-actions": Intimidator, "(aura 1) Enemies in aura may not take Immediate
// actions" — ddm-battle-rules-2011, "Immediate Action" broken by the card ("CORE RULES AND
// EXCEPTIONS"), an aura ("Aura": off while this creature is inactive). powers/windows.ts asks the
// `takesImmediateActions` query before it offers an immediate power: false for its enemies within the
// radius (counted distance).
import { Tier } from '../../../../core/index.js';
import { deniedInAura } from './enemy-aura.js';
import type { ContinuousModule } from './module.js';

export const auraNoImmediateActions: ContinuousModule<'aura-no-immediate-actions'> = {
  kind: 'aura-no-immediate-actions',
  text: (e) => `(Aura ${e.radius}) enemies in the aura may not take immediate actions`,
  aura: true,
  handler: {
    queries: {
      takesImmediateActions: {
        tier: Tier.RESTRICTIVE_CARD,
        modify: deniedInAura,
      },
    },
  },
};
