/**
 * The test file that proves each module through the real engine (forced dice, with a control that
 * fails if the power were ignored). The coverage report counts a power as enforced only when its
 * card's binding is enforced AND its module is listed here (pool/coverage.ts); pool/bind.test.ts
 * checks that every file listed exists.
 */
import { POOL2_TESTS } from './pool2-tests.js';
import { POOL3_TESTS } from './pool3-tests.js';

const ROTV_TURN = 'src/games/heroscape/abilities/rotv-turn-powers.test.ts';
const ROTV_ATTACK = 'src/games/heroscape/abilities/rotv-attack-powers.test.ts';
const ROTV_SPECIAL = 'src/games/heroscape/abilities/rotv-special-attacks.test.ts';

export const ABILITY_TESTS: Readonly<Record<string, string>> = {
  'water-clone': ROTV_TURN,
  'explosion-special-attack': ROTV_SPECIAL,
  'range-enhancement': ROTV_ATTACK,
  'counter-strike': 'src/games/heroscape/pool/counter-strike.test.ts',
  'thorian-speed': ROTV_ATTACK,
  'grapple-gun-25': ROTV_TURN,
  'double-attack': 'src/games/heroscape/pool/double-attack.test.ts',
  'stealth-dodge': 'src/games/heroscape/abilities/stealth-dodge.test.ts',
  'berserker-charge': ROTV_TURN,
  'ghost-walk': ROTV_TURN,
  'sword-of-reckoning-4': ROTV_ATTACK,
  disengage: 'src/games/heroscape/pool/disengage.test.ts',
  'zettian-targeting': ROTV_ATTACK,
  'grenade-special-attack': ROTV_SPECIAL,
  'the-drop': ROTV_TURN,
  'warrior-s-attack-spirit-1': ROTV_ATTACK,
  'warrior-s-armor-spirit-1': ROTV_ATTACK,
  'attack-aura-1': 'src/games/heroscape/abilities/auras.test.ts',
  'defensive-aura-1': 'src/games/heroscape/abilities/auras.test.ts',
  'defensive-aura': ROTV_ATTACK,
  flying: 'src/games/heroscape/pool/flying.test.ts',
  bonding: 'src/games/heroscape/pool/bonding.test.ts',
  'phantom-walk': 'src/games/heroscape/pool/phantom-walk.test.ts',
  'melee-defense-1': 'src/games/heroscape/pool/melee-defense.test.ts',
  slither: 'src/games/heroscape/pool/slither.test.ts',
  'stealth-flying': 'src/games/heroscape/pool/flying.test.ts',
  'fire-line-special-attack': ROTV_SPECIAL,
  'mind-shackle-20': ROTV_TURN,
  chomp: ROTV_TURN,
  'orc-warrior-enhancement': ROTV_ATTACK,
  ...POOL2_TESTS,
  ...POOL3_TESTS,
};
