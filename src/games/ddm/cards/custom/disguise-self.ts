// Custom power "disguise-self" (Disguise Self: "This creature is invisible until after it attacks",
// "… until after it has used an attack action") — ddm-rules-guidelines-2008, Invisible; ddm-battle-
// rules-2011, "Line of Sight" (no line of sight to an invisible creature; blindsight still sees it,
// "Blindsight"). From the start of the battle the creature is invisible; once an attack it makes is
// resolved (hit or miss: the attack action used), it is seen as any creature for the rest of the battle.
// The state is a per-creature mark the sight rule reads through the `sight` query (`invisibleUntil`).
import { markKey } from '../../abilities/queries.js';
import type { CustomPower } from './module.js';

const ID = 'disguise-self';

export const disguiseSelf: CustomPower = {
  id: ID,
  section: 'ddm-rules-guidelines-2008, Invisible; ddm-battle-rules-2011, "Line of Sight", "Blindsight"',
  text: 'this creature is invisible until after its first attack is resolved',
  answers: { sight: { invisibleUntil: [ID] } },
  // Only its own attacks end it.
  scope: 'self',
  on: {
    AfterAttack({ ctx, subject }, p) {
      if (p.attacker === subject.id && (ctx.state.core.counters.spent[markKey(subject, ID)] ?? 0) === 0) ctx.counters.spend(markKey(subject, ID));
    },
  },
};
