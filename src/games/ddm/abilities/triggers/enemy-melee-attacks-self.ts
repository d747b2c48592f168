// Trigger "enemy-melee-attacks-self": an enemy declares a melee attack against this creature
// (guidelines "Declare target(s)" T2, "Effects on targeting": powers that trigger when a specific
// creature is targeted — Riposte-style answers before the roll).
import { cardOf, enemies } from '../../rules/common.js';
import type { CreatureState } from '../../state.js';
import { windowOn, type TriggerModule } from '../language.js';

export const enemyMeleeAttacksSelf: TriggerModule<'enemy-melee-attacks-self'> = {
  trigger: 'enemy-melee-attacks-self',
  text: 'an enemy declares a melee attack against this creature',
  window: windowOn('TargetsDeclared', { order: 0, who: 'all' }),
  holds({ ctx, subject, other, rec }) {
    const s = ctx.state;
    if (!rec || !other || rec.target !== subject.id) return false;
    const atk = cardOf(s, s.creatures[rec.attacker] as CreatureState).attacks[rec.attack];
    return atk?.range.kind === 'melee' && enemies(s, subject, other);
  },
};
