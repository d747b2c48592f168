// Triggers that are moments of the turn and round sequence, and damage taken: they hold whenever the
// window for them opens (ddm-battle-rules-2011, "Start of Turn Phase", "End of Turn Phase", "Round
// Sequence", "Damage and Healing"). The window is opened by the rule that reaches the moment.
import type { Trigger } from '../../cards/schema.js';
import type { TriggerModule } from '../language.js';

const always = <K extends Trigger>(trigger: K, text: string): TriggerModule<K> => ({ trigger, text, holds: () => true });

export const selfTakesDamage = always('self-takes-damage', 'this creature takes damage');
export const selfDamagedByAttack = always('self-damaged-by-attack', 'this creature takes damage from an attack');
export const startOfOwnTurn = always('start-of-own-turn', "the start of this creature's turn");
export const endOfOwnTurn = always('end-of-own-turn', "the end of this creature's turn");
export const startOfRound = always('start-of-round', 'the start of a round');
export const endOfRound = always('end-of-round', 'the end of a round');
