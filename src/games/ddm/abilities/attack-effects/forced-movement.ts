// The shared part of the push, pull and slide attack effects (ddm-battle-rules-2011, "Forced-Movement
// Effects"): the attacker moves the target by the `forced` step (rules/attack.ts), and a pit entered
// gets the "PIT" followup made with this attack. `endAdjacent`: "(must end adjacent to this creature)";
// `exactly`: "pull target exactly N squares".
import { cardOf } from '../../rules/common.js';
import { step } from '../../steps.js';
import type { AttackEffectUse } from './module.js';

export function forceMove(x: AttackEffectUse, how: 'push' | 'pull' | 'slide', squares: number, endAdjacent?: true, exactly?: true): void {
  const { ctx, attacker, target, attack } = x;
  ctx.push(
    step('forced', {
      attacker: attacker.id,
      target: target.id,
      how,
      squares,
      attackIndex: cardOf(ctx.state, attacker).attacks.indexOf(attack),
      ...(endAdjacent ? { endAdjacent } : {}),
      ...(exactly ? { exactly } : {}),
    }),
  );
}
