// Issue 16, "a card is data": the name under which a card's ability is in play — its kind, or, for a
// custom card's own text (`{ kind: 'custom', card }`, cards/custom/), `custom:<card id>` — so the effect
// table, the answers to the queries (abilities/queries.ts) and the effects in play (rules/card-effects.ts)
// find a custom card's handlers as they find a shared module's.
import type { Ability } from './types.js';

export const abilityKey = (a: Ability): string => (a.kind === 'custom' ? `custom:${a.card}` : a.kind);
