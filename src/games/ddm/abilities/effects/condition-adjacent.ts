// Effect "condition-adjacent": each creature adjacent to this creature, ally and enemy, gains a
// condition (Death Flash: "Use when this creature is destroyed: Each adjacent ally and each adjacent
// enemy is Dazed") — ddm-battle-rules-2011, "Conditions": with no duration printed it ends at the end
// of each affected creature's next turn; Immune to it, a creature is unaffected. Used on destruction
// the creature is still in play (trigger self-destroyed), so "adjacent" is measured from its space.
import { geo, isAdjacent } from '../../geo.js';
import { onMap } from '../../rules/common.js';
import type { CreatureState } from '../../state.js';
import type { DdmCtx } from '../../ctx.js';
import { imposeCondition } from '../attack-effects/condition.js';
import type { PowerEffectModule } from '../language.js';

function adjacentCreatures(ctx: DdmCtx, subject: CreatureState): CreatureState[] {
  if (!onMap(subject)) return [];
  const g = geo(ctx.state);
  return ctx.state.creatures.filter((c) => c.id !== subject.id && onMap(c) && c.hp > 0 && isAdjacent(g, subject, c));
}

export const conditionAdjacent: PowerEffectModule<'condition-adjacent'> = {
  kind: 'condition-adjacent',
  text: (e) => `each adjacent ally and each adjacent enemy is ${e.condition}`,
  possible: ({ ctx, subject }) => adjacentCreatures(ctx, subject).length > 0,
  resolve({ ctx, subject }, e, use) {
    for (const c of adjacentCreatures(ctx, subject)) imposeCondition(ctx, subject, c, e.condition, use.name, 'end-of-next-turn');
  },
};
