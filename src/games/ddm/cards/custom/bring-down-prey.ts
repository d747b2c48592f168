// Custom power "bring-down-prey": when this creature hits a target adjacent to one of its allies with
// the Wolf keyword, that target is Immobilized (ddm-battle-rules-2011, "Conditions", Immobilized,
// Duration: to the end of the target's next turn). Applied once the hit's damage and effects are
// resolved: the hit itself is not against an Immobilized target.
import { geo, isAdjacent } from '../../geo.js';
import { imposeCondition } from '../../abilities/attack-effects/condition.js';
import { cardOf, enemies, onMap } from '../../rules/common.js';
import type { CustomPower } from './module.js';

export const bringDownPrey: CustomPower = {
  id: 'bring-down-prey',
  section: 'ddm-battle-rules-2011, "Conditions" (Immobilized), "Keywords"',
  text: 'when this creature hits a target adjacent to a Wolf ally, that target is Immobilized',
  // "when this creature hits": only its own attacks are announced to it.
  scope: 'self',
  on: {
    AfterAttack({ ctx, subject, name }, p) {
      const s = ctx.state;
      const rec = s.attacks[String(p.attackRecord)];
      const t = rec ? s.creatures[rec.target] : undefined;
      if (p.attacker !== subject.id || !rec?.hit || !t || !onMap(t)) return;
      const g = geo(s);
      const wolf = s.creatures.some(
        (o) => o.id !== subject.id && onMap(o) && !enemies(s, subject, o) && cardOf(s, o).keywords.includes('Wolf') && isAdjacent(g, o, t),
      );
      if (!wolf) return;
      ctx.emit('power', { creature: subject.id, label: subject.label, power: name, target: t.id, targetLabel: t.label });
      imposeCondition(ctx, subject, t, 'Immobilized', name, 'end-of-next-turn');
    },
  },
};
