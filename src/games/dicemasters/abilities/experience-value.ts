// Implements: dice-masters-battle-for-faerun — "SHORTHAND CARD ABILITIES": Experience — "Each experience
// token provides this card's dice with +1A and +1D at all levels." The Experience module's answer to the
// stat query (abilities/queries.ts); the tokens themselves are placed by abilities/experience.ts. It reads
// only the state and the card definitions it is handed. A die that lost its card text has no Experience
// (abilities/lost-card-text.ts): its tokens give it nothing.
import { ownText } from './lost-card-text.js';
import type { QueryAnswers } from './queries.js';

/** +1A/+1D per token on the die's own card, when that card has Experience. */
export const experienceBonus: QueryAnswers['stat'] = (s, defs, d) => {
  const slot = s.cards[d.card];
  if (!slot || slot.xp === 0) return 0;
  return ownText(s, defs, d).abilities.some((a) => a.kind === 'experience') ? slot.xp : 0;
};
