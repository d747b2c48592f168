/**
 * The test file that proves each module through the real engine (forced dice, with a control that
 * fails if the power were ignored). The coverage report counts a power as enforced only when its
 * card's binding is enforced AND its module is listed here (pool/coverage.ts); pool/bind.test.ts
 * checks that every file listed exists.
 */
const ROTV_TURN = 'src/games/heroscape/abilities/rotv-turn-powers.test.ts';
const ROTV_ATTACK = 'src/games/heroscape/abilities/rotv-attack-powers.test.ts';
const ROTV_SPECIAL = 'src/games/heroscape/abilities/rotv-special-attacks.test.ts';
const ATTACK = 'src/games/heroscape/pool/added-attack-dice.test.ts';
const DEFENSE = 'src/games/heroscape/pool/defense-dice-powers.test.ts';
const SHIELDS = 'src/games/heroscape/pool/automatic-shields.test.ts';
const TURN = 'src/games/heroscape/pool/turn-start-powers.test.ts';
const TERRAIN = 'src/games/heroscape/pool/terrain-powers.test.ts';
const AURAS = 'src/games/heroscape/pool/clear-sight-bonus-auras.test.ts';
const AFTER_MOVE = 'src/games/heroscape/pool/after-move-d20-powers.test.ts';
const EXCESS = 'src/games/heroscape/pool/excess-shields.test.ts';

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
  'climb-x2': 'src/games/heroscape/pool/climb.test.ts',
  'climb-x3': 'src/games/heroscape/pool/climb.test.ts',
  'stealth-flying': 'src/games/heroscape/pool/flying.test.ts',
  'fire-line-special-attack': ROTV_SPECIAL,
  'mind-shackle-20': ROTV_TURN,
  chomp: ROTV_TURN,
  'orc-warrior-enhancement': ROTV_ATTACK,
  'deadly-shot': 'src/games/heroscape/pool/deadly-shot.test.ts',
  tough: 'src/games/heroscape/pool/tough.test.ts',
  'one-shield-defense': 'src/games/heroscape/pool/one-shield-defense.test.ts',
  'wait-then-fire': 'src/games/heroscape/pool/wait-then-fire.test.ts',
  'shotgun-blast-special-attack': 'src/games/heroscape/pool/shotgun-blast.test.ts',
  'force-orb-special-attack': 'src/games/heroscape/pool/force-orb.test.ts',
  frenzy: 'src/games/heroscape/pool/frenzy.test.ts',
  'frenzy-enhancement': 'src/games/heroscape/pool/frenzy.test.ts',
  'overextend-attack': 'src/games/heroscape/pool/overextend-attack.test.ts',
  'majestic-fires-special-attack': 'src/games/heroscape/pool/majestic-fires.test.ts',
  'rapid-fire-special-attack': 'src/games/heroscape/pool/repeated-special.test.ts',
  'quick-release-special-attack': 'src/games/heroscape/pool/repeated-special.test.ts',
  'ice-shard-breath-special-attack': 'src/games/heroscape/pool/repeated-special.test.ts',
  'fledgling-ice-shards-special-attack': 'src/games/heroscape/pool/repeated-special.test.ts',
  'fledgling-fires-special-attack': 'src/games/heroscape/pool/repeated-special.test.ts',
  'arcane-bolt-special-attack': 'src/games/heroscape/pool/repeated-special.test.ts',
  'fledgling-lightning-breath-special-attack': 'src/games/heroscape/pool/second-target-special.test.ts',
  'saber-storm-special-attack': 'src/games/heroscape/pool/dice-pool-special.test.ts',
  'queglix-gun-special-attack': 'src/games/heroscape/pool/dice-pool-special.test.ts',
  'poison-sting-special-attack': 'src/games/heroscape/pool/poison-sting.test.ts',
  'venom-ray-special-attack': 'src/games/heroscape/pool/venom-ray.test.ts',
  'fire-strike-special-attack': 'src/games/heroscape/pool/elf-wizards.test.ts',
  'rain-of-flame-special-attack': 'src/games/heroscape/pool/elf-wizards.test.ts',
  carry: 'src/games/heroscape/pool/carry.test.ts',
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
