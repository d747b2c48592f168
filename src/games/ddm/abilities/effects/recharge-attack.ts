// Effect "recharge-attack": the creature regains its use of one of its limited attacks — an action
// power, the reading of an attack printed "Recharge as a move (minor, attack) action"
// (ddm-battle-rules-2011, "Limited Use" and "Recharge", "Take Actions Phase": the action is spent to
// recharge). Offered only while the attack's uses are spent.
import { cardOf, hasUse } from '../../rules/common.js';
import type { CreatureState } from '../../state.js';
import type { DdmCtx } from '../../ctx.js';
import type { PowerEffectModule } from '../language.js';

function spent(ctx: DdmCtx, c: CreatureState, attack: string): boolean {
  const a = cardOf(ctx.state, c).attacks.find((x) => x.name === attack);
  return a !== undefined && !hasUse(ctx, c, attack, a.uses);
}

export const rechargeAttack: PowerEffectModule<'recharge-attack'> = {
  kind: 'recharge-attack',
  text: (e) => `this creature regains its use of ${e.attack}`,
  grantsAction: true,
  action: {
    possible: (ctx, c, e) => spent(ctx, c, e.attack),
    start(ctx, c, e) {
      ctx.counters.restore(`${c.id}:${e.attack}`);
      ctx.emit('recharge', { creature: c.id, label: c.label, attack: e.attack });
      return null;
    },
  },
};
