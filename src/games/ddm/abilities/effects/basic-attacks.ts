// Effect "basic-attacks": "make N basic attacks", one after another (ddm-battle-rules-2011, "Serial
// Effects"; guidelines "Multiple Targets"); an action power, or a reaction ("Immediate Action": Cleave's
// "make a basic attack" when it destroys an enemy), carried out by the `multi-attack` step.
import { basicAttackChoices, isSingleTarget, singleTargets } from '../../rules/attack-options.js';
import { cardOf, enemies, isBloodied, onMap } from '../../rules/common.js';
import { has } from '../../rules/conditions.js';
import { geo, isAdjacent } from '../../geo.js';
import type { DdmCtx } from '../../ctx.js';
import type { CreatureState } from '../../state.js';
import { step } from '../../steps.js';
import type { PowerEffectModule } from '../language.js';
import type { AttackEffect, ConditionName } from '../../cards/schema.js';

type Basic = {
  readonly count: number;
  readonly melee: boolean;
  readonly upTo?: true | undefined;
  readonly sameTarget?: true | undefined;
  readonly each?: 'helpless-in-reach' | 'adjacent-bloodied' | undefined;
  readonly bothHit?: readonly AttackEffect[] | undefined;
  readonly firstHitBonus?: number | undefined;
  readonly vs?: ConditionName | undefined;
};

/** "If both hit, target is also …" / "If the first hits, +N Attack on the second": the hits counted under a key of this use (powers/attack-tally.ts). */
const tallied = (ctx: DdmCtx, creature: number, e: Basic) =>
  e.bothHit || e.firstHitBonus
    ? {
        tally: `${creature}:tally:${ctx.state.nextAttackId}`,
        total: e.count,
        ...(e.bothHit ? { bothHit: e.bothHit } : {}),
        ...(e.firstHitBonus ? { firstHit: e.firstHitBonus } : {}),
      }
    : {};
const tallyText = (e: Basic): string =>
  `${e.firstHitBonus ? `; if the first hits, +${e.firstHitBonus} Attack on the second` : ''}${e.bothHit ? `; a target all of them hit is also ${e.bothHit.map((x) => (x.kind === 'condition' ? x.condition : x.kind)).join(', ')}` : ''}`;

/** "Against each Helpless enemy within Reach / adjacent bloodied enemy": the enemies so placed that one of its basic attacks can target. */
function eachTargets(ctx: DdmCtx, c: CreatureState, e: Basic): number[] {
  const s = ctx.state;
  const g = geo(s);
  const attacks = basicAttackChoices(ctx, c, e.melee).map((k) => cardOf(s, c).attacks[k]);
  return s.creatures
    .filter((t) => t.id !== c.id && onMap(t) && enemies(s, c, t))
    .filter((t) => (e.each === 'helpless-in-reach' ? has(t, 'Helpless') : isAdjacent(g, c, t) && isBloodied(t)))
    .filter((t) => attacks.some((a) => a !== undefined && isSingleTarget(ctx, g, c, t, a)))
    .map((t) => t.id);
}
/** "vs. an Immobilized target": some creature with the condition that one of its basic attacks can target now. */
function vsTargetExists(ctx: DdmCtx, c: CreatureState, e: Basic): boolean {
  const s = ctx.state;
  const g = geo(s);
  const vs = e.vs;
  return (
    vs !== undefined &&
    basicAttackChoices(ctx, c, e.melee).some((k) => {
      const a = cardOf(s, c).attacks[k];
      return a !== undefined && singleTargets(ctx, g, c, a).some((t) => has(t, vs));
    })
  );
}
/** Whether the power can be used now: a basic attack (against such a target, with `vs`). */
const usable = (ctx: DdmCtx, c: CreatureState, e: Basic): boolean =>
  e.each ? eachTargets(ctx, c, e).length > 0 : e.vs ? vsTargetExists(ctx, c, e) : basicAttackChoices(ctx, c, e.melee).length > 0;
/** The step that makes them; "up to N" lets its player stop before each (`mayStop`); "against the same target" fixes the first one's (`same`). */
const multi = (ctx: DdmCtx, creature: number, e: Basic) => {
  if (e.each) {
    const targets = eachTargets(ctx, ctx.state.creatures[creature] as CreatureState, e);
    return step('multi-attack', { creature, left: targets.length, melee: e.melee, targets });
  }
  return step('multi-attack', {
    creature,
    left: e.count,
    melee: e.melee,
    ...(e.upTo ? { mayStop: true as const } : {}),
    ...(e.sameTarget || e.vs ? { same: true as const } : {}),
    ...(e.vs ? { vs: e.vs } : {}),
    ...tallied(ctx, creature, e),
  });
};

export const basicAttacks: PowerEffectModule<'basic-attacks'> = {
  kind: 'basic-attacks',
  text: (e) =>
    e.each
      ? `this creature makes 1 basic attack against each ${e.each === 'helpless-in-reach' ? 'Helpless enemy within reach' : 'adjacent bloodied enemy'}, one after another`
      : `${e.charge === 'only' ? 'only to end a charge: ' : ''}this creature makes ${e.upTo ? 'up to ' : ''}${e.count} ${e.melee ? 'melee ' : ''}basic attack${e.count > 1 ? 's' : ''}, ${e.vs ? `against a ${e.vs} target` : e.sameTarget ? 'all against the same target' : 'one after another'}${tallyText(e)}${e.charge === 'also' ? ' (may also end a charge)' : ''}`,
  grantsAction: true,
  possible: ({ ctx, subject }, e) => usable(ctx, subject, e),
  resolve: ({ ctx, subject }, e) => void ctx.push(multi(ctx, subject.id, e)),
  action: {
    // "Only on charge": it ends a charge (powers/charge-powers.ts), never an action of its own.
    possible: (ctx, c, e) => e.charge !== 'only' && usable(ctx, c, e),
    start: (ctx, c, e) => multi(ctx, c.id, e),
  },
};
