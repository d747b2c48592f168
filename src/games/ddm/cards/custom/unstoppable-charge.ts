// Custom power "unstoppable-charge" (Unstoppable Charge, the Cyclops's one wording: +2 AC and +10 Damage
// when charging) — ddm-battle-rules-2011, "Charge" (the charge takes the turn's actions: its movement and
// its attack are the charge, the turn's `charged` mark set as it begins) and "Bonuses and Penalties"
// (a permissive card, "CORE RULES AND EXCEPTIONS" level 1). +2 AC while it is taking its turn and has
// begun a charge in it (opportunity attacks its charge's move provokes meet it); +10 Damage on the
// charge's attack.
import { Tier } from '../../../../core/index.js';
import { owner, type CustomPower } from './module.js';

export const unstoppableCharge: CustomPower = {
  id: 'unstoppable-charge',
  section: 'ddm-battle-rules-2011, "Charge", "Bonuses and Penalties", "CORE RULES AND EXCEPTIONS"',
  text: '+2 AC and +10 Damage while charging',
  handler: {
    queries: {
      defense: {
        tier: Tier.PERMISSIVE_CARD,
        modify: (v, a, s, e) => (a.defense === 'AC' && a.creature === owner(e.params) && s.turn?.creature === a.creature && s.turn.charged ? v + 2 : v),
      },
      damageBonus: { tier: Tier.PERMISSIVE_CARD, modify: (v, a, _s, e) => (a.attacker === owner(e.params) && a.mode === 'charge' ? v + 10 : v) },
    },
  },
};
