// Custom power "sap-strength": when this creature rolls a natural 17 or higher on an attack roll,
// that attack's target is Weakened as well (ddm-battle-rules-2011, "Attack Roll" (natural roll);
// "Conditions", Weakened, Duration: to the end of the target's next turn). Applied once the attack's
// damage and effects are resolved, so it never weakens the damage of the attack that caused it.
import { imposeCondition } from '../../abilities/attack-effects/condition.js';
import { onMap } from '../../rules/common.js';
import type { CustomPower } from './module.js';

export const sapStrength: CustomPower = {
  id: 'sap-strength',
  section: 'ddm-battle-rules-2011, "Attack Roll", "Conditions" (Weakened)',
  text: 'when this creature rolls a natural 17-20 on an attack roll, the target is also Weakened',
  // "when this creature rolls": only its own attacks are announced to it.
  scope: 'self',
  on: {
    AfterAttack({ ctx, subject, name }, p) {
      const s = ctx.state;
      const rec = s.attacks[String(p.attackRecord)];
      const t = rec ? s.creatures[rec.target] : undefined;
      if (p.attacker !== subject.id || !rec || !t || !onMap(t) || !rec.rolls.some((r) => r >= 17)) return;
      ctx.emit('power', { creature: subject.id, label: subject.label, power: name, target: t.id, targetLabel: t.label });
      imposeCondition(ctx, subject, t, 'Weakened', name, 'end-of-next-turn');
    },
  },
};
