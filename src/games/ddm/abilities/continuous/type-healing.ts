// Continuous "type-healing" ("Fire Healing 5: this creature heals 5 HP each time an effect would deal
// fire damage to it") — "CORE RULES AND EXCEPTIONS" (a card that breaks a rule: damage of that type
// heals it). Read where damage of a type is dealt — an attack's hit, miss and followup damage, ongoing
// damage, terrain damage — through the query `typeHealing` (rules/type-healing.ts), so it is not an
// effect in play and a creature without it costs one empty-list check.
import type { ContinuousModule } from './module.js';

export const typeHealing: ContinuousModule<'type-healing'> = {
  kind: 'type-healing',
  text: (e) => `this creature heals ${e.amount} HP each time an effect would deal ${e.type} damage to it`,
  answers: (e) => ({ typeHealing: { name: `${e.type[0]?.toUpperCase() ?? ''}${e.type.slice(1)} Healing ${e.amount}`, type: e.type, amount: e.amount } }),
};
