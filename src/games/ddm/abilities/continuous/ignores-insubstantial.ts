// Continuous "ignores-insubstantial" (Ghost Touch: "This creature's {m} attacks ignore Insubstantial",
// "Ignores Insubstantial with {m} attacks"; "… {M} attacks …": its melee basic attacks, `basicOnly`) —
// ddm-battle-rules-2011, "INSUBSTANTIAL" (half damage from attacks) broken by the card ("CORE RULES AND
// EXCEPTIONS"): the damage of those attacks is not halved, as an attack printed "ignore Insubstantial"
// (rules/attack.ts defencesAgainst). Read from the card (the answer `meleeIgnoresInsubstantial`).
import type { ContinuousModule } from './module.js';

export const ignoresInsubstantial: ContinuousModule<'ignores-insubstantial'> = {
  kind: 'ignores-insubstantial',
  text: (e) => `This creature's ${e.basicOnly ? 'melee basic' : 'melee'} attacks ignore Insubstantial`,
  answers: (e) => ({ meleeIgnoresInsubstantial: e.basicOnly ? 'melee-basic' : 'melee' }),
};
