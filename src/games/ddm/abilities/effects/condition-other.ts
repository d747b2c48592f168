// Effect "condition-other": the other creature of the trigger ("that creature") gains a condition until
// the end of its next turn, with no attack roll (Cause Fear: "… That target is Staggered until end of its
// next turn; Krenshars immune. (Fear)") — ddm-battle-rules-2011, "Conditions" (Duration), Appendix A
// (Staggered is Dazed). `fear`: a Fear effect (a creature with Immune Fear is not affected);
// `exceptKeyword`: creatures with that keyword are immune (not offered against them). Given during the
// End of Turn Phase of that creature's own turn (whose own end-of-turn effects have already ended), the
// condition lasts through its next turn: the turn now ending is not the one it outlasts.
import { onMap } from '../../rules/common.js';
import { imposeCondition } from '../attack-effects/condition.js';
import { powerAnswers } from '../queries.js';
import type { PowerEffectModule } from '../language.js';

export const conditionOther: PowerEffectModule<'condition-other'> = {
  kind: 'condition-other',
  text: (e) =>
    `that creature is ${e.condition} until the end of its next turn${e.fear ? ' (Fear)' : ''}${e.exceptKeyword ? `; ${e.exceptKeyword} creatures are immune` : ''}`,
  possible: ({ ctx, other }, e) => !!other && onMap(other) && !(e.exceptKeyword && ctx.state.cards[other.card]?.keywords.includes(e.exceptKeyword)),
  resolve({ ctx, subject, other }, e, use) {
    if (!other || !onMap(other)) return;
    if (e.fear && powerAnswers(ctx.state, other).immuneFear) {
      ctx.emit('condition-immune', { creature: other.id, label: other.label, condition: e.condition });
      return;
    }
    const before = other.conds.length;
    imposeCondition(ctx, subject, other, e.condition, use.name, 'end-of-next-turn');
    // Its own turn is ending: "its next turn" is the following one.
    const added = other.conds.length > before ? other.conds[other.conds.length - 1] : undefined;
    if (added && ctx.state.turn?.creature === other.id) added.ownTurn = false;
  },
};
