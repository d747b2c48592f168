// Implements: dice-masters-battle-for-faerun — "SHORTHAND CARD ABILITIES" (Breath Weapon 2; Equip),
// "BONUSES AND DAMAGE", "REROLLING DICE", "ACTIVE AND FIELDED" and "ASSIGN DAMAGE". Card: Copper Dragon,
// Paragon Dragon (Battle for Faerûn 98): the Greater's end-of-turn gear roll ("roll", which for a die in
// the field is the same move: cards/custom/took-damage.ts), and, at the end of the attack step, every
// attacker a die of it blocked is knocked out (abilities/end-of-attack-ko.ts, `blocked-attackers`).
import type { CustomCard } from './custom-card.js';
import { gearRollHandlers } from './took-damage.js';

const CARD = 'copper-dragon/paragon-dragon';

export const copperDragonParagonDragon: CustomCard = {
  card: CARD,
  section: 'SHORTHAND CARD ABILITIES; BONUSES AND DAMAGE; REROLLING DICE; ASSIGN DAMAGE',
  abilities: [
    { kind: 'breath-weapon', x: 2 },
    { kind: 'custom', card: CARD },
    { kind: 'end-of-attack-ko', to: 'blocked-attackers' },
  ],
  text: 'If active at the end of the turn: roll every gear die attached to an opposing character that took damage this turn; on an energy face it goes to the used pile.',
  test: 'src/games/dicemasters/cards/bff/took-damage.test.ts',
  on: gearRollHandlers(CARD),
};
