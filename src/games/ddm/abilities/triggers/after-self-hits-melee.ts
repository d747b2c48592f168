// Trigger "after-self-hits-melee": after this creature hits with a melee attack — once that attack's
// damage and effects are resolved (ddm-battle-rules-2011, "Making an Attack" 7, after the attack;
// guidelines "Attack sequence": 'after' triggers follow the damage). Each target's hit is its own
// moment (one window per attack record).
import { cardOf, onMap } from '../../rules/common.js';
import { windowOn, type TriggerModule } from '../language.js';

export const afterSelfHitsMelee: TriggerModule<'after-self-hits-melee'> = {
  trigger: 'after-self-hits-melee',
  text: 'this creature has hit with a melee attack',
  window: windowOn('AfterAttack', { order: 1, who: 'subject' }),
  holds: ({ ctx, subject, rec }) =>
    !!rec && rec.hit && rec.attacker === subject.id && onMap(subject) && cardOf(ctx.state, subject).attacks[rec.attack]?.range.kind === 'melee',
};
