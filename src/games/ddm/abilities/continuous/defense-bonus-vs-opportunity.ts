// Continuous "defense-bonus-vs-opportunity" (Defensive Mobility: "+5 AC against opportunity attacks",
// "+5 AC vs. opportunity attacks"; "… while moving", "Whenever this creature is targeted by an
// opportunity attack while moving: +5 AC against that attack"): +N to one defense against an
// opportunity attack (ddm-battle-rules-2011, "Bonuses and Penalties"; "Opportunity Attacks"), read
// from the attack's mode the `defense` query is asked with. "While moving": only against the
// opportunity attacks its own move or charge out of a square provoked ("Opportunity Attacks", Moving
// out of a square), not those a ranged or area attack it declares provokes — the movement notes the
// creature as `leaving` while they resolve, for a card with this power only (`marksLeaving`).
import { Tier } from '../../../../core/index.js';
import { num, src, type ContinuousModule } from './module.js';

export const defenseBonusVsOpportunity: ContinuousModule<'defense-bonus-vs-opportunity'> = {
  kind: 'defense-bonus-vs-opportunity',
  text: (e) => `+${e.amount} ${e.defense} against opportunity attacks${e.whileMoving ? ' while moving' : ''}`,
  answers: (e) => (e.whileMoving ? { marksLeaving: true } : {}),
  handler: {
    queries: {
      defense: {
        tier: Tier.PERMISSIVE_CARD,
        modify: (v, a, s, e) =>
          a.creature === src(e) &&
          a.defense === e.params['defense'] &&
          a.mode === 'opportunity' &&
          (e.params['whileMoving'] !== true || s.creatures[a.creature]?.leaving === true)
            ? v + num(e, 'amount')
            : v,
      },
    },
  },
};
