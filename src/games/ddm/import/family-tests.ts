// Each encoding the importer produces and the test that plays it through the engine
// (docs/ddm-cards.md lists them): an encoding without a test here is not counted as enforced.
const D = 'src/games/ddm';

export const FAMILY_TESTS: Readonly<Record<string, string>> = {
  'attacks: melee, ranged N/sight/nearest, damage types': `${D}/rules/attack.test.ts`,
  'attacks: close blast/burst/line, area radius within N': `${D}/rules/close-line.test.ts`,
  'AND effects: conditions with durations (save ends, start/end of next turn)': `${D}/rules/conditions-play.test.ts`,
  'AND effects: ongoing damage': `${D}/powers/turn-powers.test.ts`,
  'AND effects: push, pull, slide': `${D}/rules/roll-order.test.ts`,
  'AND effects: repeat this attack': `${D}/powers/attack-effects.test.ts`,
  'AND effects: -N to all defenses; miss damage; uses and bloodied recharge; use-only requirements': `${D}/import/families.test.ts`,
  'Resist, Vulnerable, Immune (damage types)': `${D}/import/families.test.ts`,
  'Reach, Flight, Burrow, Phasing, Conceal, Hide, Invisible, Blindsight, Incorporeal': `${D}/powers/named-powers.test.ts`,
  Insubstantial: `${D}/rules/damage.test.ts`,
  'Scout, Wandering Monster, Multi-Activation': `${D}/rules/scenario.test.ts`,
  'Sneak Attack, damage while (not) bloodied': `${D}/import/families.test.ts`,
  'Delayed Appearance': `${D}/powers/appearance.test.ts`,
  '+N Speed, cannot shift': `${D}/powers/exceptions.test.ts`,
  'champion: +N damage when an ally hits in melee': `${D}/powers/windows.test.ts`,
  '+N DEF(...) lines, old wording (Appendix A)': `${D}/import/parse.test.ts`,
  'random battles between enforced imported creatures': `${D}/pool/pool-battles.test.ts`,
};
