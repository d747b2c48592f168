// Custom power "disguise-self-to-enemies" (Disguise Self printed "invisible to enemies": "Use during
// your set-up: This creature is invisible to enemies until [after] it [first] makes an attack") —
// ddm-rules-guidelines-2008, Invisible; ddm-battle-rules-2011, "Line of Sight", "Blindsight". As
// disguise-self.ts, but only its enemies trace no line of sight to it (its allies see it as usual):
// from the start of the battle until an attack it makes is resolved (hit or miss). The set-up use is
// taken as always made (import/disguise-self.ts). The sight rule reads the mark through the `sight`
// query (`invisibleToEnemiesUntil`, geo.ts sees).
import { markKey } from '../../abilities/queries.js';
import type { CustomPower } from './module.js';

const ID = 'disguise-self-to-enemies';

export const disguiseSelfToEnemies: CustomPower = {
  id: ID,
  section: 'ddm-rules-guidelines-2008, Invisible; ddm-battle-rules-2011, "Line of Sight", "Blindsight"',
  text: 'this creature is invisible to enemies until after its first attack is resolved',
  answers: { sight: { invisibleToEnemiesUntil: [ID] } },
  // Only its own attacks end it.
  scope: 'self',
  on: {
    AfterAttack({ ctx, subject }, p) {
      if (p.attacker === subject.id && (ctx.state.core.counters.spent[markKey(subject, ID)] ?? 0) === 0) ctx.counters.spend(markKey(subject, ID));
    },
  },
};
