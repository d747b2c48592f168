// Trigger "ally-hits-melee": an ally (not this creature) hits with a melee attack (guidelines
// "Attack sequence" B5, hit triggers before damage).
import { cardOf, enemies } from '../../rules/common.js';
import type { CreatureState } from '../../state.js';
import { windowOn, type TriggerModule } from '../language.js';

export const allyHitsMelee: TriggerModule<'ally-hits-melee'> = {
  trigger: 'ally-hits-melee',
  text: 'an ally hits with a melee attack',
  window: windowOn('Hit', { order: 1, who: 'all' }),
  holds({ ctx, subject, other, rec }) {
    if (!rec || !other || !rec.hit || other.id === subject.id) return false;
    const s = ctx.state;
    const atk = cardOf(s, s.creatures[rec.attacker] as CreatureState).attacks[rec.attack];
    return atk?.range.kind === 'melee' && !enemies(s, subject, other);
  },
};
