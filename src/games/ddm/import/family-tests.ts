// Each encoding the importer produces and the test that plays it through the engine
// (docs/ddm-cards.md lists them).
const D = 'src/games/ddm';

export const FAMILY_TESTS: Readonly<Record<string, string>> = {
  'attacks: melee, ranged N/sight/nearest, damage types': `${D}/rules/attack.test.ts`,
  'attacks: close blast/burst/line, area radius within N': `${D}/rules/close-line.test.ts`,
  'attacks: two rolls against one target, one attack against each adjacent enemy': `${D}/import/families.test.ts`,
  'AND effects: conditions with durations (save ends, start/end of next turn)': `${D}/rules/conditions-play.test.ts`,
  'AND effects: ongoing damage': `${D}/powers/turn-powers.test.ts`,
  'AND effects: push, pull, slide': `${D}/rules/roll-order.test.ts`,
  'AND effects: repeat this attack, "as if" dominated': `${D}/powers/attack-effects.test.ts`,
  'AND effects: -N to all defenses; miss damage; uses; use only while bloodied': `${D}/import/families.test.ts`,
  'Resist, Vulnerable, Immune (damage types)': `${D}/import/families.test.ts`,
  'Reach, Flight, Burrow, Phasing, Conceal, Hide, Invisible, Blindsight, Incorporeal': `${D}/powers/named-powers.test.ts`,
  Insubstantial: `${D}/rules/damage.test.ts`,
  'Scout, Wandering Monster, Multi-Activation': `${D}/rules/scenario.test.ts`,
  'Sneak Attack, +N damage while (not) bloodied': `${D}/import/families.test.ts`,
  '+N damage against a condition, +N defense near an allied champion': `${D}/powers/named-powers.test.ts`,
  'Delayed Appearance, place next to a bloodied enemy': `${D}/powers/appearance.test.ts`,
  '+N Speed, cannot shift': `${D}/powers/exceptions.test.ts`,
  'triggered powers: redirect, reroll, -N attack until a hit, heal, basic melee attack against the attacker, heal or recharge': `${D}/powers/windows.test.ts`,
  'action powers: heal bloodied allies, move twice speed': `${D}/powers/windows.test.ts`,
  'action powers: make N basic attacks, shift once per turn': `${D}/powers/actions.test.ts`,
  'ignore one target of an area': `${D}/rules/roll-order.test.ts`,
  'champion powers: +N damage when an ally hits in melee, a critical becomes a hit': `${D}/powers/windows.test.ts`,
  'champion power: +N defenses to allies of a keyword (start-of-turn trigger: powers/turn-powers.test.ts)': `${D}/rules/scenario.test.ts`,
  'triggered power: move up to its speed at the start of its turn': `${D}/powers/turn-powers.test.ts`,
  'mount and charger (per-creature encoding)': `${D}/rules/mount.test.ts`,
  '+N DEF(...) lines, old wording (Appendix A)': `${D}/import/parse.test.ts`,
  '+N Attack / +N Damage in a situation (bloodied, charging, opportunity attacks, bloodied or smaller target, an adjacent ally of a keyword)': `${D}/import/situational-bonus.test.ts`,
  'Shifty (minor action: shift 1), Riposte (an enemy declares a melee attack against it), Cleave (its melee attack destroys an enemy: a basic attack)': `${D}/import/reaction-families.test.ts`,
  'random battles between enforced imported creatures': `${D}/pool/pool-battles.test.ts`,
};
