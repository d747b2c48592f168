// Custom power "young-blood" (Young Blood: "At end of this creature's turn, if it did not charge this
// turn, it takes 5 psychic Damage."): ddm-battle-rules-2011, "End of Turn Phase" (3: other effects at
// the end of a creature's turn), "Charge" (a charge is the creature's whole turn of actions: the turn's
// `charged` mark), "Damage" (damage not from an attack: Immune, Resist and Vulnerable apply, as for
// ongoing damage; "TYPE Healing"). An automatic power: no choice, no use limit. Nobody is credited with
// the damage (as terrain's): the creature hurts itself.
import { computeDamage } from '../../rules/damage.js';
import { defencesOf, onMap } from '../../rules/common.js';
import { takeDamage } from '../../rules/hit-points.js';
import { typeHealing } from '../../rules/type-healing.js';
import type { CustomPower } from './module.js';

const PART = { amount: 5, type: 'psychic' } as const;

export const youngBlood: CustomPower = {
  id: 'young-blood',
  section: 'ddm-battle-rules-2011, "End of Turn Phase", "Charge", "Damage"',
  text: "at the end of this creature's turn, if it did not charge this turn, it takes 5 psychic damage",
  // Only its own end of turn is announced to it.
  scope: 'self',
  on: {
    EndOfTurn({ ctx, subject, name }, p) {
      const s = ctx.state;
      if (p.creature !== subject.id || !onMap(subject) || s.turn?.creature !== subject.id || s.turn.charged) return;
      ctx.emit('power', { creature: subject.id, label: subject.label, power: name });
      const dmg = computeDamage({ base: [PART], critical: false, bonus: 0, weakened: false, fromAttack: false, target: defencesOf(s, subject) });
      takeDamage(ctx, subject, dmg.total, -1, name);
      typeHealing(ctx, subject, [PART]);
    },
  },
};
