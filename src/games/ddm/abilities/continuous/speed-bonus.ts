// Continuous "speed-bonus": +N Speed; "charge-speed-bonus": +N Speed for a charge's move only ("Charge") — "CORE RULES AND EXCEPTIONS" level 1, a permissive card rule:
// the restrictive rules (Slowed, Immobilized) fold after it.
import { Tier } from '../../../../core/index.js';
import { num, src, type ContinuousModule } from './module.js';

export const speedBonus: ContinuousModule<'speed-bonus'> = {
  kind: 'speed-bonus',
  text: (e) => `+${e.amount} Speed`,
  handler: {
    queries: { speed: { tier: Tier.PERMISSIVE_CARD, modify: (v, a, _s, e) => (a.creature === src(e) ? v + num(e, 'amount') : v) } },
  },
};

export const chargeSpeedBonus: ContinuousModule<'charge-speed-bonus'> = {
  kind: 'charge-speed-bonus',
  text: (e) => `+${e.amount} Speed while charging`,
  handler: {
    queries: {
      speed: { tier: Tier.PERMISSIVE_CARD, modify: (v, a, _s, e) => (a.creature === src(e) && a.charging === true ? v + num(e, 'amount') : v) },
    },
  },
};
