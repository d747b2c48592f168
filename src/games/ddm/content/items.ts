// Starter item cards for ddm-battle-rules-2011, "HOW TO READ AN ITEM STAT CARD": our own items,
// written for this project (not reprints).
import { itemCardSchema, type ItemCard, type ItemCardInput } from '../cards/schema.js';

const items: ItemCardInput[] = [
  { name: 'Ironguard Amulet', minLevel: 1, maxLevel: 12, cost: 5, defenseBonus: 1 },
  { name: 'Keen Whetstone', minLevel: 1, maxLevel: 10, keywords: ['Martial'], cost: 4, attackBonus: 1 },
];

export const STARTER_ITEMS: readonly ItemCard[] = items.map((i) => itemCardSchema.parse(i));
