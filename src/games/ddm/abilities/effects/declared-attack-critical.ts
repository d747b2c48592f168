// Effect "declared-attack-critical": the attack this creature is declaring is a critical hit
// (Skullcleaver: "Use when this creature declares a {b} attack: That attack is a critical hit") —
// ddm-battle-rules-2011, "Making an Attack" 1 (declared before any target or roll), "Attack Roll"
// (Critical Hit: base damage doubled; critical hits ignore Conceal) broken by the card. Used in the
// AttackDeclared window, it marks the turn (`declaredCrit`); rules/attack.ts gives the mark to the
// attack's records, each resolved as against a Helpless target (a hit and a critical hit, no roll
// against the defense), and clears it at this creature's next declaration.
import { onMap } from '../../rules/common.js';
import type { PowerEffectModule } from '../language.js';

export const declaredAttackCritical: PowerEffectModule<'declared-attack-critical'> = {
  kind: 'declared-attack-critical',
  text: () => 'that attack is a critical hit',
  possible: ({ ctx, subject }) => onMap(subject) && !!ctx.state.turn,
  resolve({ ctx, subject }) {
    if (ctx.state.turn) ctx.state.turn.declaredCrit = subject.id;
  },
};
