/**
 * The test files proving hs-pool2's modules through the real engine (merged into ABILITY_TESTS,
 * pool/tests.ts): one family test per power, on every published card bound to it.
 */
export const POOL2_TESTS: Readonly<Record<string, string>> = {
  'deadly-shot': 'src/games/heroscape/pool/deadly-shot.test.ts',
  tough: 'src/games/heroscape/pool/tough.test.ts',
  'one-shield-defense': 'src/games/heroscape/pool/one-shield-defense.test.ts',
  'wait-then-fire': 'src/games/heroscape/pool/wait-then-fire.test.ts',
  'shotgun-blast-special-attack': 'src/games/heroscape/pool/shotgun-blast.test.ts',
  frenzy: 'src/games/heroscape/pool/frenzy.test.ts',
  'frenzy-enhancement': 'src/games/heroscape/pool/frenzy.test.ts',
  'overextend-attack': 'src/games/heroscape/pool/overextend-attack.test.ts',
  'majestic-fires-special-attack': 'src/games/heroscape/pool/majestic-fires.test.ts',
  'rapid-fire-special-attack': 'src/games/heroscape/pool/repeated-special.test.ts',
  'quick-release-special-attack': 'src/games/heroscape/pool/repeated-special.test.ts',
  'ice-shard-breath-special-attack': 'src/games/heroscape/pool/repeated-special.test.ts',
  'fledgling-ice-shards-special-attack': 'src/games/heroscape/pool/repeated-special.test.ts',
  'fledgling-fires-special-attack': 'src/games/heroscape/pool/repeated-special.test.ts',
  'saber-storm-special-attack': 'src/games/heroscape/pool/dice-pool-special.test.ts',
  'queglix-gun-special-attack': 'src/games/heroscape/pool/dice-pool-special.test.ts',
  'poison-sting-special-attack': 'src/games/heroscape/pool/poison-sting.test.ts',
  'fire-strike-special-attack': 'src/games/heroscape/pool/elf-wizards.test.ts',
  'rain-of-flame-special-attack': 'src/games/heroscape/pool/elf-wizards.test.ts',
  carry: 'src/games/heroscape/pool/carry.test.ts',
};
