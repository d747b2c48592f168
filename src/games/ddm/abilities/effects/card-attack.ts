// Effect "card-attack": this creature makes the card's attack of that name, an attack printed with the
// power and made only by it (its `requires: 'power'`) — Death Burst's "(burst 1) Immediate when
// destroyed; +N vs. D; …" (ddm-battle-rules-2011, "Immediate Action", "Making an Attack"; used on the
// trigger `self-destroyed` while the creature is still in play, "Hit Points"). Its use is the power's
// (checked off when the power is used: the attack is declared without spending one). Offered only
// when the attack has a target (a close burst: an enemy in it). With `sameTarget` (Claw Rake: "+11 vs. AC
// against the same creature") the attack is made against the target of the attack whose window the
// power answers, offered only while it is one of the attack's legal targets. With `vsOther` (Gut Maw,
// Blood Frenzy: "make a <Name> attack against that enemy") it is made against the trigger's other
// creature, "that enemy", offered only while that creature is one of the attack's legal targets.
import { attackUsable, singleTargets } from '../../rules/attack-options.js';
import { cardOf, onMap } from '../../rules/common.js';
import { geo } from '../../geo.js';
import { step } from '../../steps.js';
import type { CreatureState } from '../../state.js';
import type { DdmCtx } from '../../ctx.js';
import type { PowerEffect } from '../../cards/schema.js';
import type { PowerEffectModule } from '../language.js';

type CardAttack = Extract<PowerEffect, { kind: 'card-attack' }>;

/** The attack's index on the card (a card that lacks it is a bad card, refused loudly). */
function indexOf(ctx: DdmCtx, c: CreatureState, e: CardAttack): number {
  const k = cardOf(ctx.state, c).attacks.findIndex((a) => a.name === e.attack);
  if (k < 0) throw new Error(`card-attack of ${c.label}: its card has no attack named "${e.attack}"`);
  return k;
}

export const cardAttack: PowerEffectModule<'card-attack'> = {
  kind: 'card-attack',
  text: (e) => `this creature makes its ${e.attack} attack${e.sameTarget ? ' against the same creature' : e.vsOther ? ' against that creature' : ''}`,
  grantsAction: true,
  possible: ({ ctx, subject, rec, other }, e) => {
    if (!onMap(subject)) return false;
    const k = indexOf(ctx, subject, e);
    if (!e.sameTarget && !e.vsOther) return attackUsable(ctx, geo(ctx.state), subject, k, true);
    const a = cardOf(ctx.state, subject).attacks[k];
    const want = e.vsOther ? (other?.id ?? -1) : (rec?.target ?? -1);
    return want >= 0 && !!a && singleTargets(ctx, geo(ctx.state), subject, a).some((t) => t.id === want);
  },
  resolve({ ctx, subject, rec, other }, e) {
    const target = e.vsOther ? (other?.id ?? -1) : e.sameTarget ? (rec?.target ?? -1) : -1;
    if ((e.sameTarget || e.vsOther) && target < 0) return;
    ctx.push(step('attack', { attacker: subject.id, attackIndex: indexOf(ctx, subject, e), target, mode: 'immediate', declared: true }));
  },
};
