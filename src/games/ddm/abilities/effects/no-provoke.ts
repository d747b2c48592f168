// Effect "no-provoke" (champion power "Use at start of round: Until end of round, Arcane allies do not
// provoke opportunity attacks"): the creatures the power's target part names provoke no opportunity
// attacks for its duration — ddm-battle-rules-2011, "Opportunity Attacks" (moving out of a square, a
// ranged or area attack next to an enemy) broken by a card ("CORE RULES AND EXCEPTIONS" level 3),
// "Champion Powers", "Conditions" (Duration). Our reading: no opportunity attack at all, whatever would
// provoke it. Each affected creature gets one effect in play, named after the power and the creature
// ("Duplicate Effects"), fixed when the power is used and removed with the round; it answers the
// `makesOpportunityAttacks` query no for every enemy asked about that creature
// (rules/attack-options.ts opportunityAttacksAgainst, the query's `against`).
import { Tier, type EffectHandler } from '../../../../core/index.js';
import type { PowerTarget } from '../../cards/schema.js';
import type { DdmCtx, DdmQueries } from '../../ctx.js';
import type { DdmState } from '../../state.js';
import { durationOfUse, lastsText } from '../durations/index.js';
import type { PowerEffectModule } from '../language.js';
import { targetPlural, targetsOf, targetText } from '../targets/index.js';

/** The effects' handler in the game's effect table (`powers/effects.ts`). */
export const NO_PROVOKE = 'no-provoke';

const SELF: PowerTarget = { kind: 'self' };

export const noProvokeHandler: EffectHandler<DdmState, DdmQueries, DdmCtx> = {
  queries: {
    makesOpportunityAttacks: {
      tier: Tier.CARD_BREAKS_RULE,
      modify: (v, a, _s, e) => (a.against !== undefined && a.against === e.params['creature'] ? false : v),
    },
  },
};

export const noProvoke: PowerEffectModule<'no-provoke'> = {
  kind: 'no-provoke',
  text: (_e, duration, target = SELF) =>
    `${targetText(target)} ${targetPlural(target) ? 'do' : 'does'} not provoke opportunity attacks${duration ? ` ${lastsText(duration)}` : ''}`,
  possible: (x, _e, use) => targetsOf(x, use?.target ?? SELF).length > 0,
  resolve: (x, _e, use) => {
    const duration = durationOfUse(use);
    if (duration !== 'end-of-round' && duration !== 'end-of-battle')
      throw new Error(`power "${use.name}": "do not provoke opportunity attacks" lasts until end of round or battle, not ${duration}`);
    for (const c of targetsOf(x, use.target ?? SELF))
      x.ctx.addEffect({
        name: `${use.name}#${c.id}`,
        handler: NO_PROVOKE,
        owner: x.subject.owner,
        source: x.subject.label,
        duration,
        params: { creature: c.id },
      });
  },
};
