// Trigger "self-hit-by-melee": this creature is hit by a melee attack (ddm-battle-rules-2011, "Attack
// Roll", "Melee Attacks"; guidelines "Attack sequence" B3: cancellation effects — an attack that
// misses instead, a re-roll — come first, and not again after the re-roll).
import { cardOf } from '../../rules/common.js';
import type { CreatureState } from '../../state.js';
import { windowOn, type TriggerModule } from '../language.js';

export const selfHitByMelee: TriggerModule<'self-hit-by-melee'> = {
  trigger: 'self-hit-by-melee',
  text: 'this creature is hit by a melee attack',
  window: windowOn('AttackRoll', { order: 0, who: 'subject' }),
  holds: ({ ctx, subject, rec }) =>
    !!rec &&
    rec.hit &&
    rec.target === subject.id &&
    !rec.rerolled &&
    cardOf(ctx.state, ctx.state.creatures[rec.attacker] as CreatureState).attacks[rec.attack]?.range.kind === 'melee',
};
