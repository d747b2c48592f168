// Starter item cards for ddm-battle-rules-2011, "HOW TO READ AN ITEM STAT CARD": our own items,
// written for this project (not reprints).
import { itemCardSchema, type ItemCard, type ItemCardInput } from '../cards/schema.js';

const items: ItemCardInput[] = [
  { name: 'Ironguard Amulet', minLevel: 1, maxLevel: 12, cost: 5, defenseBonus: 1 },
  { name: 'Keen Whetstone', minLevel: 1, maxLevel: 10, keywords: ['Martial'], cost: 4, attackBonus: 1 },
  // A real DDM item (Treasure Trove, shown in the 2011 rulebook's item card example): its power in our
  // vocabulary — after an attack damages the bearer it may take +1 to all defenses for the rest of the
  // battle (one bonus however often it is used: same name, "Duplicate Effects").
  {
    name: 'Cloak of Resistance',
    minLevel: 1,
    maxLevel: 8,
    factions: ['Civilization'],
    cost: 5,
    powers: [
      {
        kind: 'triggered',
        name: 'Resistance',
        trigger: 'self-damaged-by-attack',
        activated: true,
        effect: { kind: 'defense-bonus-self', amount: 1 },
        duration: 'end-of-battle',
      },
    ],
  },
];

export const STARTER_ITEMS: readonly ItemCard[] = items.map((i) => itemCardSchema.parse(i));
