// Implements: dice-masters-battle-for-faerun — "SHORTHAND CARD ABILITIES" (Breath Weapon 1; Equip),
// "BONUSES AND DAMAGE", "REROLLING DICE" and "ACTIVE AND FIELDED". Card: Copper Dragon, Greater Dragon
// (Battle for Faerûn 66): if a die of it is in the field at the end of the turn, every gear die attached
// to an opposing character that took damage this turn is rerolled; on an energy face it goes to the used
// pile (cards/custom/took-damage.ts). Reading: docs/dicemasters.md ("took damage this turn").
import type { CustomCard } from './custom-card.js';
import { gearRollHandlers } from './took-damage.js';

const CARD = 'copper-dragon/greater-dragon';

export const copperDragonGreaterDragon: CustomCard = {
  card: CARD,
  section: 'SHORTHAND CARD ABILITIES; BONUSES AND DAMAGE; REROLLING DICE',
  abilities: [
    { kind: 'breath-weapon', x: 1 },
    { kind: 'custom', card: CARD },
  ],
  text: 'If active at the end of the turn: reroll every gear die attached to an opposing character that took damage this turn; on an energy face it goes to the used pile.',
  test: 'src/games/dicemasters/cards/bff/took-damage.test.ts',
  on: gearRollHandlers(CARD),
};
