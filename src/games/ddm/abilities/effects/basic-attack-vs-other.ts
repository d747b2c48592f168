// Effect "basic-attack-vs-other": this creature makes a basic attack (a melee one when printed {m})
// against the other creature of the trigger, "that enemy" (ddm-battle-rules-2011, "Making an Attack";
// "Basic Attacks"): the first of its basic attacks (card order) that can target that creature now;
// offered only when one can. With `opportunity` ("Make 1 opportunity attack against that enemy", Set
// Spear) the attack is an opportunity attack — "Opportunity Attacks": a basic attack against an
// adjacent enemy it has line of sight to, once per turn (the turn's `oa` list, shared with the
// provoked ones), and not by a creature that makes none (Shortened Reach, auras: makesOpportunityAttacks).
// With `attackBonus` ("with +2 Attack", Counterattack) that attack's roll has +N ("Bonuses and Penalties").
import { geo, isAdjacent, sees } from '../../geo.js';
import { basicAttacksAgainst, opportunityAttacksAgainst } from '../../rules/attack-options.js';
import { cardOf, enemies, onMap } from '../../rules/common.js';
import { canReact } from '../../rules/conditions.js';
import { step } from '../../steps.js';
import type { CreatureState } from '../../state.js';
import type { DdmCtx } from '../../ctx.js';
import type { PowerEffectModule } from '../language.js';

function basicAgainst(ctx: DdmCtx, subject: CreatureState, other: CreatureState, melee: boolean, opportunity: boolean): number | undefined {
  const s = ctx.state;
  const g = geo(s);
  if (opportunity) {
    const able =
      onMap(subject) &&
      onMap(other) &&
      canReact(subject) &&
      !s.turn?.oa.includes(subject.id) &&
      enemies(s, subject, other) &&
      isAdjacent(g, subject, other) &&
      sees(g, subject, other);
    if (!able) return undefined;
  }
  const options = opportunity ? opportunityAttacksAgainst(ctx, g, subject, other) : basicAttacksAgainst(ctx, g, subject, other);
  return options.find((k) => !melee || cardOf(s, subject).attacks[k]?.range.kind === 'melee');
}

export const basicAttackVsOther: PowerEffectModule<'basic-attack-vs-other'> = {
  kind: 'basic-attack-vs-other',
  text: (e) =>
    e.opportunity
      ? 'this creature makes an opportunity attack against that creature'
      : `this creature makes a basic ${e.melee ? 'melee ' : ''}attack${e.attackBonus ? ` with +${e.attackBonus} Attack` : ''} against that creature`,
  grantsAction: true,
  possible: ({ ctx, subject, other }, e) => !!other && basicAgainst(ctx, subject, other, e.melee, e.opportunity === true) !== undefined,
  resolve({ ctx, subject, other }, e) {
    if (!other) return;
    const k = basicAgainst(ctx, subject, other, e.melee, e.opportunity === true);
    if (k === undefined) return;
    if (e.opportunity) ctx.state.turn?.oa.push(subject.id);
    const extra = e.attackBonus ? { extra: e.attackBonus } : {};
    ctx.push(step('attack', { attacker: subject.id, attackIndex: k, target: other.id, mode: e.opportunity ? 'opportunity' : 'immediate', ...extra }));
  },
};
