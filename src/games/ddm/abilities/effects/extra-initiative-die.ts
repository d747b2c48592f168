// Effect "extra-initiative-die" (champion powers "Use at start of round: You roll 1 additional d20 when
// determining initiative this round", "Roll an extra d20 for initiative this round"): the power's
// player rolls one more d20 in this round's initiative champion test and keeps the highest —
// ddm-battle-rules-2011, "CHAMPION TEST" (each player rolls 1d20, the higher-rated side twice, the
// highest result wins), "The Battle (Game Overview)" (step 4, start-of-round powers, comes before step
// 5, initiative by champion test). Our reading: the extra die is rolled on every roll of that test,
// re-rolls after a tie included. Put into play as one effect per card and player lasting until the end
// of the round; two uses of the same card's power count once ("Duplicate Effects"), another card's
// power adds its own die. With `occupying` (Enemy Battle Plans: "if this creature occupies a victory
// area, you roll 1 extra d20 to determine initiative this round") it is offered only while this creature
// occupies a victory area of either side ("Victory Areas": rules/victory-occupation.ts).
import { Tier, type EffectHandler } from '../../../../core/index.js';
import type { DdmCtx, DdmQueries } from '../../ctx.js';
import { victoryRegions } from '../../geo.js';
import { cardOf, onMap } from '../../rules/common.js';
import { occupiesArea } from '../../rules/victory-occupation.js';
import type { CreatureState, DdmState } from '../../state.js';
import { durationOfUse } from '../durations/index.js';
import type { PowerEffectModule } from '../language.js';

/** The effects' handler in the game's effect table (`powers/effects.ts`). */
export const EXTRA_INITIATIVE_DIE = 'extra-initiative-die';

export const extraInitiativeDieHandler: EffectHandler<DdmState, DdmQueries, DdmCtx> = {
  queries: {
    initiativeDice: { tier: Tier.PERMISSIVE_CARD, modify: (v, a, _s, e) => (e.params['player'] === a.player ? v + 1 : v) },
  },
};

/** Whether `c` occupies a victory area of either side. */
function occupiesAny(s: DdmState, c: CreatureState): boolean {
  if (!onMap(c)) return false;
  return (['A', 'B', 'AB'] as const).some((k) => victoryRegions(s.map, k).some((r) => occupiesArea(s, c, r)));
}

export const extraInitiativeDie: PowerEffectModule<'extra-initiative-die'> = {
  kind: 'extra-initiative-die',
  text: (e) => `${e.occupying ? 'if this creature occupies a victory area, ' : ''}you roll 1 additional d20 for initiative this round`,
  possible: ({ ctx, subject }, e) => !e.occupying || occupiesAny(ctx.state, subject),
  resolve: ({ ctx, subject }, _e, use) => {
    const duration = durationOfUse(use);
    if (duration !== 'end-of-round') throw new Error(`power "${use.name}": an extra initiative die lasts until end of round, not ${duration}`);
    ctx.addEffect({
      name: `${cardOf(ctx.state, subject).name}: ${use.name}#player${subject.owner}`,
      handler: EXTRA_INITIATIVE_DIE,
      owner: subject.owner,
      source: subject.label,
      duration,
      params: { player: subject.owner },
    });
  },
};
