// Trigger "adjacent-enemy-melee-attacks-ally": an adjacent enemy makes a melee attack against an ally
// (guidelines "Declare target(s)" T2, Defender).
import { geo, isAdjacent } from '../../geo.js';
import { cardOf, enemies, onMap } from '../../rules/common.js';
import type { CreatureState } from '../../state.js';
import { windowOn, type TriggerModule } from '../language.js';

export const adjacentEnemyMeleeAttacksAlly: TriggerModule<'adjacent-enemy-melee-attacks-ally'> = {
  trigger: 'adjacent-enemy-melee-attacks-ally',
  text: 'an adjacent enemy makes a melee attack against an ally',
  window: windowOn('TargetsDeclared', { order: 0, who: 'all' }),
  holds({ ctx, subject, other, rec }) {
    const s = ctx.state;
    const target = rec ? (s.creatures[rec.target] as CreatureState) : null;
    const atk = rec ? cardOf(s, s.creatures[rec.attacker] as CreatureState).attacks[rec.attack] : undefined;
    // An attacker no longer on the map (destroyed by an earlier response) makes no attack to answer.
    if (!rec || !other || !onMap(other) || !target || atk?.range.kind !== 'melee' || target.id === subject.id) return false;
    return enemies(s, subject, other) && !enemies(s, subject, target) && isAdjacent(geo(s), subject, other);
  },
};
