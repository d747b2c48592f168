// Continuous "no-opportunity-attacks" — ddm-battle-rules-2011, "Opportunity Attacks" (an adjacent
// enemy that provokes may be attacked) broken by a card ("CORE RULES AND EXCEPTIONS" level 3):
// Shortened Reach, "cannot make opportunity attacks". rules/attack-options.ts opportunityAttacksAgainst
// asks the `makesOpportunityAttacks` query wherever an opportunity attack is offered. As an aura
// (`aura-no-opportunity-attacks`, Intimidating Presence: "(Aura 1) Enemies in aura cannot make
// opportunity attacks"; "Aura": off while this creature is inactive) it holds for its enemies within
// the radius (counted distance). Printed without Aura (`enemies-near-no-opportunity-attacks`, Distractor:
// "Adjacent enemies may not make opportunity attacks") it is a plain continuous power, which "occur[s]
// even when the creature is inactive" ("Continuous Powers", Active and Inactive).
import { Tier } from '../../../../core/index.js';
import { deniedInAura } from './enemy-aura.js';
import { src, type ContinuousModule } from './module.js';

export const noOpportunityAttacks: ContinuousModule<'no-opportunity-attacks'> = {
  kind: 'no-opportunity-attacks',
  text: () => 'this creature cannot make opportunity attacks',
  handler: {
    queries: { makesOpportunityAttacks: { tier: Tier.CARD_BREAKS_RULE, modify: (v, a, _s, e) => (a.creature === src(e) ? false : v) } },
  },
};

export const auraNoOpportunityAttacks: ContinuousModule<'aura-no-opportunity-attacks'> = {
  kind: 'aura-no-opportunity-attacks',
  text: (e) => `(Aura ${e.radius}) enemies in the aura cannot make opportunity attacks`,
  aura: true,
  handler: {
    queries: {
      makesOpportunityAttacks: {
        tier: Tier.CARD_BREAKS_RULE,
        modify: deniedInAura,
      },
    },
  },
};

export const enemiesNearNoOpportunityAttacks: ContinuousModule<'enemies-near-no-opportunity-attacks'> = {
  kind: 'enemies-near-no-opportunity-attacks',
  text: (e) => (e.radius === 1 ? 'adjacent enemies cannot make opportunity attacks' : `enemies within ${e.radius} squares cannot make opportunity attacks`),
  handler: {
    queries: {
      makesOpportunityAttacks: {
        tier: Tier.CARD_BREAKS_RULE,
        modify: deniedInAura,
      },
    },
  },
};
