// Two legal 200-point starter warbands (each spends exactly 200 points) of different factions and
// opposite alignments
// (ddm-battle-rules-2011, "BUILDING A WARBAND"), written for this project.
import { warbandSchema, type Warband } from '../rules/warband.js';

export const CIVILIZATION_VANGUARD: Warband = warbandSchema.parse({
  name: 'Civilization Vanguard',
  faction: 'Civilization',
  points: 200,
  map: 'crossroads-keep',
  creatures: [
    { card: 'Dwarf Battlemaster', items: ['Ironguard Amulet'] },
    { card: 'Halfling Cleric of Melora' },
    { card: 'Golden Wyvern Initiate' },
    { card: 'Golden Wyvern Initiate' },
    { card: 'Defiant Rake', items: ['Keen Whetstone'] },
    { card: 'Defiant Rake', items: ['Keen Whetstone'] },
    { card: 'Merchant Guard' },
    { card: 'Merchant Guard' },
    { card: 'Merchant Guard' },
    { card: 'Gold Dragon Hatchling' },
  ],
});

export const WILD_HUNT: Warband = warbandSchema.parse({
  name: 'Wild Hunt',
  faction: 'Wild',
  points: 200,
  map: 'sunken-grove',
  creatures: [
    { card: 'Yuan-Ti Swiftscale' },
    { card: 'Feral Troll' },
    { card: 'Feral Troll' },
    { card: 'Treant' },
    { card: 'Golden Wyvern Initiate' },
    { card: 'Gnoll Marauder', items: ['Ironguard Amulet'] },
    { card: 'Dire Wolf' },
    { card: 'Black Dragon Hatchling' },
  ],
});

export const STARTER_WARBANDS: readonly Warband[] = [CIVILIZATION_VANGUARD, WILD_HUNT];
