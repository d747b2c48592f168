// Effect "heal-self-or-recharge": this creature heals N HP or regains its use of one of its attacks
// (ddm-battle-rules-2011, "Damage and Healing", HEAL; "Limited Use" and "Recharge"). The player
// declares which half with the power.
import { cardOf, hasUse } from '../../rules/common.js';
import { heal } from '../../rules/hit-points.js';
import type { PowerEffectModule, Situation } from '../language.js';

function spent({ ctx, subject }: Situation, attack: string): boolean {
  return !hasUse(ctx, subject, attack, cardOf(ctx.state, subject).attacks.find((a) => a.name === attack)?.uses);
}

export const healSelfOrRecharge: PowerEffectModule<'heal-self-or-recharge'> = {
  kind: 'heal-self-or-recharge',
  text: (e) => `this creature heals ${e.amount} HP or regains its use of ${e.attack}`,
  possible: (x, e) => x.subject.hp < x.subject.maxHp || spent(x, e.attack),
  choices(x, e, base) {
    const out = [];
    if (x.subject.hp < x.subject.maxHp) out.push({ id: `${base.id}|heal`, label: `${base.label}: heal ${e.amount} HP` });
    const a = cardOf(x.ctx.state, x.subject).attacks.find((y) => y.name === e.attack);
    if (a && spent(x, a.name)) out.push({ id: `${base.id}|recharge`, label: `${base.label}: recharge ${a.name}` });
    return out;
  },
  resolve({ ctx, subject }, e, use, choice) {
    if (choice === 'recharge') {
      ctx.counters.restore(`${subject.id}:${e.attack}`);
      ctx.emit('recharge', { creature: subject.id, label: subject.label, attack: e.attack });
    } else heal(ctx, subject, e.amount, use.name);
  },
};
