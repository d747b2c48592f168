// Effect "insubstantial-self" (Gaseous Form: "Minor action: Has Insubstantial until end of round",
// "Immediate action, when this creature is targeted by an attack: This creature gains Insubstantial
// until the end of its next turn"): this creature has Insubstantial — ddm-battle-rules-2011,
// "INSUBSTANTIAL": half damage from attacks, not on critical hits — for the power's duration
// ("Conditions", Duration). Kept as a lasting record on the creature under the power's name
// (`gained-insubstantial`), which rules/common.ts defencesOf reads with the card's own; not offered while
// it already has Insubstantial (it would add nothing).
import { defencesOf } from '../../rules/common.js';
import { gainedSelf } from './gained-self.js';

export const insubstantialSelf = gainedSelf('insubstantial-self', 'gained-insubstantial', 'has Insubstantial', (s, c) => defencesOf(s, c).insubstantial);
