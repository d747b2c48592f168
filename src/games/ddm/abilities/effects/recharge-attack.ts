// Effect "recharge-attack": the creature regains its use of one of its limited attacks — an action
// power, the reading of an attack printed "Recharge as a move (minor, attack) action"
// (ddm-battle-rules-2011, "Limited Use" and "Recharge", "Take Actions Phase": the action is spent to
// recharge). Offered only while the attack's uses are spent. With `selfDamage` (Consumption: "This
// creature takes 5 necrotic Damage; RECHARGE …") the creature first takes that damage — not from an
// attack: Resist, Vulnerable and Immune apply ("Damage") — and regains the use if it is still in play.
// With `opponentVp` (Selfish Chill: "your opponent scores +15 VP, then RECHARGE …") the opponent of the
// player using it first scores N victory points ("Scenarios and Variants", Scoring Victory Points: a
// card's own way to score; the first to score after both reach the limit wins a tie, noteScore).
import { computeDamage } from '../../rules/damage.js';
import { cardOf, defencesOf, hasUse, noteScore, onMap } from '../../rules/common.js';
import { takeDamage } from '../../rules/hit-points.js';
import { typeHealing } from '../../rules/type-healing.js';
import type { CreatureState } from '../../state.js';
import type { DdmCtx } from '../../ctx.js';
import type { PowerEffectModule } from '../language.js';
import { RECHARGE_ONLY_TEXT, rechargeMoment } from './recharge-only.js';

function spent(ctx: DdmCtx, c: CreatureState, attack: string): boolean {
  const a = cardOf(ctx.state, c).attacks.find((x) => x.name === attack);
  return a !== undefined && !hasUse(ctx, c, attack, a.uses);
}

export const rechargeAttack: PowerEffectModule<'recharge-attack'> = {
  kind: 'recharge-attack',
  text: (e) =>
    `${e.only ? `${RECHARGE_ONLY_TEXT[e.only]}: ` : ''}${e.opponentVp ? `your opponent scores ${e.opponentVp} VP, then ` : ''}${e.selfDamage ? `this creature takes ${e.selfDamage.amount} ${e.selfDamage.type === 'untyped' ? '' : `${e.selfDamage.type} `}damage and ` : ''}this creature regains its use of ${e.attack}`,
  grantsAction: true,
  action: {
    possible: (ctx, c, e) => spent(ctx, c, e.attack) && (!e.only || rechargeMoment(ctx.state, c, e.only)),
    start(ctx, c, e) {
      if (e.opponentVp) {
        const s = ctx.state;
        const scorer = 1 - (s.turn?.controller ?? c.owner);
        s.vp[scorer] = (s.vp[scorer] ?? 0) + e.opponentVp;
        ctx.emit('power-vp', { player: scorer, vp: e.opponentVp, total: s.vp[scorer] ?? 0, label: c.label, attack: e.attack });
        noteScore(s, scorer);
      }
      if (e.selfDamage) {
        const part = { amount: e.selfDamage.amount, type: e.selfDamage.type };
        const dmg = computeDamage({ base: [part], critical: false, bonus: 0, weakened: false, fromAttack: false, target: defencesOf(ctx.state, c) });
        takeDamage(ctx, c, dmg.total, c.id, e.attack);
        typeHealing(ctx, c, [part]);
        if (!onMap(c)) return null;
      }
      ctx.counters.restore(`${c.id}:${e.attack}`);
      ctx.emit('recharge', { creature: c.id, label: c.label, attack: e.attack });
      return null;
    },
  },
};
