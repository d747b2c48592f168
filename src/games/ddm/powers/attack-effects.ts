// The steps of the attack AND effects that act after the attack (ddm-battle-rules-2011, "Attack
// Roll", Repeated Attacks; "'AS IF' DOMINATED"), for the game's step table. Each effect is a module
// of the power language in abilities/attack-effects/ (its schema, text, how it applies and its step).
import { asIfDominatedStep } from '../abilities/attack-effects/as-if-dominated.js';
import { repeatAttackStep } from '../abilities/attack-effects/repeat.js';

export const ATTACK_EFFECT_STEPS = { 'repeat-attack': repeatAttackStep, 'as-if-dominated': asIfDominatedStep };
