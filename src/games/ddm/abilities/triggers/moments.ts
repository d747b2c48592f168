// Triggers that are moments of the turn and round sequence, and damage taken: they hold whenever the
// window for them opens (ddm-battle-rules-2011, "Start of Turn Phase", "End of Turn Phase", "Round
// Sequence", "Damage and Healing"). The window opens on the event the rules announce at that moment.
import type { Trigger } from '../../cards/schema.js';
import { hasTriggered } from '../../powers/item-powers.js';
import type { CreatureState, DdmState } from '../../state.js';
import { windowOn, type TriggerModule, type WindowBinding } from '../language.js';
import { named } from './compose.js';

/** A moment: a composition of its window binding and no condition. */
const always = <K extends Trigger>(trigger: K, text: string, window: WindowBinding): TriggerModule<K> => named({ trigger, text, window, conditions: [] });

const creature = (s: DdmState, id: number): CreatureState => s.creatures[id] as CreatureState;

export const selfTakesDamage = always('self-takes-damage', 'this creature takes damage', windowOn('Damage', { order: 0, who: 'subject' }));
/** "Use after taking damage from an attack": a window only for a creature that has such a power (card or item). */
export const selfDamagedByAttack = always(
  'self-damaged-by-attack',
  'this creature takes damage from an attack',
  windowOn('Damage', { order: 1, who: 'subject', opens: (s, p) => p.fromAttack && hasTriggered(s, creature(s, p.creature), 'self-damaged-by-attack') }),
);
export const startOfOwnTurn = always('start-of-own-turn', "the start of this creature's turn", windowOn('StartOfTurn', { order: 0, who: 'subject' }));
/** A window only for a creature with such a power or champion power: the common case costs no step. */
export const endOfOwnTurn = always(
  'end-of-own-turn',
  "the end of this creature's turn",
  windowOn('EndOfTurn', {
    order: 0,
    who: 'subject',
    opens(s, p) {
      const c = creature(s, p.creature);
      return (s.cards[c.card]?.championPowers ?? []).some((x) => x.trigger === 'end-of-own-turn') || hasTriggered(s, c, 'end-of-own-turn');
    },
  }),
);
export const startOfRound = always('start-of-round', 'the start of a round', windowOn('StartOfRound', { order: 0, who: 'all' }));
export const endOfRound = always('end-of-round', 'the end of a round', windowOn('EndOfRound', { order: 0, who: 'all' }));
