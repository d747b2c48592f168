/**
 * The test files proving hs-pool3's modules (Forgotten Realms, Eberron, Battle for the Underdark)
 * through the real engine (merged into ABILITY_TESTS, pool/tests.ts).
 */
const ATTACK = 'src/games/heroscape/pool/added-attack-dice.test.ts';
const DEFENSE = 'src/games/heroscape/pool/defense-dice-powers.test.ts';
const SHIELDS = 'src/games/heroscape/pool/automatic-shields.test.ts';
const TURN = 'src/games/heroscape/pool/turn-powers-pool3.test.ts';
const TERRAIN = 'src/games/heroscape/pool/terrain-powers.test.ts';
const AURAS = 'src/games/heroscape/pool/clear-sight-bonus-auras.test.ts';
const AFTER_MOVE = 'src/games/heroscape/pool/after-move-d20-powers.test.ts';
const EXCESS = 'src/games/heroscape/pool/excess-shields.test.ts';

export const POOL3_TESTS: Readonly<Record<string, string>> = {
  '2-broadsword': ATTACK,
  'battle-axe': ATTACK,
  'sky-watcher': ATTACK,
  'sneak-attack-2': ATTACK,
  'blood-frenzy': ATTACK,
  'warforged-resolve': SHIELDS,
  'iron-tough': SHIELDS,
  'shocking-grasp': SHIELDS,
  'insubstantial-3': DEFENSE,
  'mob-attack': DEFENSE,
  'air-mastery': DEFENSE,
  regenerate: TURN,
  'combat-leader': TURN,
  'protection-from-evil-aura': AURAS,
  'lolth-s-judgment-aura': AURAS,
  'water-mastery': TERRAIN,
  'negative-element': TERRAIN,
  'lurk-in-shadows': TERRAIN,
  'hide-in-darkness': TERRAIN,
  'lay-on-hands': AFTER_MOVE,
  'commander-s-strike': AFTER_MOVE,
  'searing-intensity': AFTER_MOVE,
  'cold-healing': TURN,
  'arcane-riposte': EXCESS,
  'evil-eye-protection': EXCESS,
};
