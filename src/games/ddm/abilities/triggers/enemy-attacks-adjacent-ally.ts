// Trigger "enemy-attacks-adjacent-ally": an enemy attacks an ally adjacent to this creature (guidelines
// "Declare target(s)" T3, redirects such as Bodyguard: not an attack already redirected).
import { geo, isAdjacent } from '../../geo.js';
import { enemies, onMap } from '../../rules/common.js';
import type { CreatureState } from '../../state.js';
import { windowOn, type TriggerModule } from '../language.js';

export const enemyAttacksAdjacentAlly: TriggerModule<'enemy-attacks-adjacent-ally'> = {
  trigger: 'enemy-attacks-adjacent-ally',
  text: 'an enemy attacks an ally adjacent to this creature',
  areaOrder: {
    stage: 'roll',
    mayAnswer: (s, g, o, c, t) => enemies(s, o, c) && t.id !== o.id && !enemies(s, o, t) && isAdjacent(g, o, t),
  },
  window: windowOn('TargetsDeclared', { order: 1, who: 'all' }),
  holds({ ctx, subject, other, rec }) {
    const s = ctx.state;
    const target = rec ? (s.creatures[rec.target] as CreatureState) : null;
    if (!rec || !other || !target || rec.redirected || target.id === subject.id || !onMap(target)) return false;
    return enemies(s, subject, other) && !enemies(s, subject, target) && isAdjacent(geo(s), subject, target);
  },
};
