/**
 * Two pre-set armies of the project's own invented army cards (no published card is copied), for
 * the ready-made set-up, the simulator and the tests. Real cards are imported at run time from the
 * heroscape-json units file (`--cards FILE`).
 * Rulebook: heroscape-master-game-guide — "Using a Pre-Set Army", "About the Army Cards".
 */
import type { ArmyCard } from '../cards/army-card.js';
import type { Army } from '../battle/setup.js';
import { BLUE_ZONE, RED_ZONE } from './test-field.js';

const card = (c: Partial<ArmyCard> & Pick<ArmyCard, 'name' | 'life' | 'move' | 'range' | 'attack' | 'defense' | 'points'>): ArmyCard => ({
  rarity: 'unique',
  kind: 'hero',
  general: 'none',
  species: 'human',
  class: 'soldier',
  personality: 'valiant',
  size: 'medium',
  height: 5,
  figures: 1,
  spaces: 1,
  powers: [],
  ...c,
});

export const TEST_CARDS = {
  champion: card({ name: 'Test Champion', life: 4, move: 5, range: 1, attack: 4, defense: 3, points: 90 }),
  archers: card({ name: 'Test Archers', rarity: 'common', kind: 'squad', figures: 3, life: 1, move: 5, range: 6, attack: 2, defense: 2, points: 50 }),
  beast: card({ name: 'Test Beast', species: 'beast', size: 'huge', height: 8, spaces: 2, life: 5, move: 6, range: 1, attack: 4, defense: 3, points: 110 }),
  hawkRider: card({
    name: 'Test Hawk Rider',
    life: 3,
    move: 7,
    range: 1,
    attack: 3,
    defense: 2,
    points: 70,
    powers: [{ name: 'Flying', text: 'Moves as a flying figure.' }],
  }),
  guards: card({ name: 'Test Guards', kind: 'squad', figures: 4, height: 4, life: 1, move: 5, range: 1, attack: 3, defense: 3, points: 60 }),
  mage: card({ name: 'Test Mage', species: 'elf', class: 'wizard', life: 4, move: 5, range: 7, attack: 3, defense: 2, points: 100 }),
  agents: card({
    name: 'Test Agents',
    kind: 'squad',
    figures: 3,
    height: 4,
    life: 1,
    move: 5,
    range: 5,
    attack: 2,
    defense: 3,
    points: 80,
    powers: [{ name: 'Stealth Dodge', text: 'Our test wording: one shield blocks every skull of an attack from afar.' }],
  }),
  brute: card({ name: 'Test Brute', species: 'orc', size: 'large', height: 6, life: 5, move: 5, range: 1, attack: 5, defense: 3, points: 120 }),
} as const;

export function redArmy(): Army {
  const c = TEST_CARDS;
  return { name: 'Red', zone: RED_ZONE, cards: [c.champion, c.archers, c.beast, c.hawkRider] };
}

export function blueArmy(): Army {
  const c = TEST_CARDS;
  return { name: 'Blue', zone: BLUE_ZONE, cards: [c.guards, c.mage, c.brute, c.agents] };
}
