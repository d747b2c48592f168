// Printed "+A Attack and +D Damage <situation>" powers (Bloodrage, Powerful Charge, Bloodthirsty,
// Speed of the Dead, Overwhelming Size, … — ddm-battle-rules-2011, "Bonuses and Penalties") read into
// the continuous `situational-bonus` of cards/schema.ts. A bonus worded for melee attacks in one part
// only, or a situation not listed here, is not read (the power stays a gap).
import type { Continuous, PowerInput } from '../cards/schema.js';

type Bonus = Extract<Continuous, { kind: 'situational-bonus' }>;
type When = Bonus['when'];

/** A keyword as the cards spell it ("undead" → "Undead"). */
const keywordOf = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();

/** The situation words after the bonus, and what they mean. */
const SITUATIONS: readonly [RegExp, When][] = [
  [/^while (?:this creature is )?(?:bloodied|blooded)$/, 'self-bloodied'],
  [/^(?:on|while|when) (?:a )?charg(?:e|ing)$/, 'charging'],
  [/^(?:on|with) opportunity attacks$/, 'opportunity'],
  [/^(?:against|vs\.?) bloodied (?:targets|enemies|creatures)$/, 'target-bloodied'],
  [/^against medium or smaller (?:targets|enemies|creatures)$/, 'target-medium-or-smaller'],
  [/^against medium or larger (?:targets|enemies|creatures)$/, 'target-medium-or-larger'],
  [/^against smaller (?:targets|enemies|creatures)$/, 'target-smaller'],
  [/^while adjacent to an? ([a-z]+) ally$/, 'adjacent-ally-keyword'],
  [/^against targets adjacent to an? ([a-z]+) ally$/, 'target-adjacent-ally-keyword'],
  [/^while an? ([a-z]+) ally is adjacent to (?:the )?target$/, 'target-adjacent-ally-keyword'],
  [/^against (good|evil) (?:targets|enemies|creatures)$/, 'target-alignment'],
  [/^while within (\d+) squares of a bloodied creature$/, 'near-bloodied'],
  [/^while within (\d+) squares of an? ([a-z]+) ally$/, 'near-ally-keyword'],
  // Cavalry N: "against non-Mounted targets (enemies)" — the Mounted keyword, printed or gained by mounting.
  [/^against non-?mounted (?:targets|enemies|creatures)$/, 'target-not-mounted'],
  // Stalker: "against targets with no other adjacent enemies or allies", "while no other creature is adjacent to target".
  [/^(?:against targets with no other adjacent (?:enemies or allies|creatures)|while no other creature is adjacent to (?:the )?target)$/, 'target-isolated'],
  // Devotee of Undead: "while an Undead champion ally is in play" (a champion: a creature with a champion rating).
  [/^while an? ([a-z]+) champion ally is in play$/, 'champion-ally-keyword'],
  // Composure: "+4 Attack while not bloodied".
  [/^while (?:this creature is )?not bloodied$/, 'self-not-bloodied'],
  // Hunter N: "while only 1 enemy is adjacent to this creature", "while adjacent to only 1 enemy".
  [/^while (?:only (?:1|one) enemy is adjacent to this creature|adjacent to only (?:1|one) enemy)$/, 'one-enemy-adjacent'],
  // Individualist, Loner: "while no allies are within 4 squares of this creature", "while not within 3 squares of any allies".
  [
    /^while (?:no allies are within (\d+) squares of this creature|not within (\d+) squares of any allies|no ally is within (\d+) squares(?: of this creature)?)$/,
    'no-ally-within',
  ],
  // Headstrong (the pool's): "against higher-level enemies (targets)".
  [/^against higher[- ]level (?:targets|enemies|creatures)$/, 'target-higher-level'],
  // Aerial Cavalry: "vs. flying enemies" — a creature whose card has Flight.
  [/^against flying (?:targets|enemies|creatures)$/, 'target-flying'],
  // Orc Bolstered: "while adjacent to an Orc champion ally".
  [/^while adjacent to an? ([a-z]+) champion ally$/, 'adjacent-champion-ally-keyword'],
  // Natural Soul: "while an allied Primal champion is within 5 squares of this creature" (the file's "whil" too).
  // Champion Bolstered: "while an allied champion is within 5 squares" (no keyword: any champion ally).
  [/^whil(?:e)? an allied (?:([a-z]+) )?champion is within (\d+) squares(?: of this creature)?$/, 'near-champion-ally-keyword'],
  // Slow and Heavy Maul: "vs. targets that have already taken a turn this round".
  [/^against targets that have already taken a turn this round$/, 'target-acted'],
  // Battle Plate Marshal: "against creatures that have already activated this round".
  [/^against (?:targets|enemies|creatures) that have already activated this round$/, 'target-acted'],
  // "against Civilization creatures", "vs. Underdark enemies": a faction, not a keyword.
  [/^against (borderlands|civilization|underdark|wild) (?:targets|enemies|creatures)$/, 'target-faction'],
  // Draw First Blood: "against undamaged targets", "vs. undamaged enemies" (the file's stray ")" is cut with the final period).
  [/^against undamaged (?:targets|enemies|creatures)$/, 'target-undamaged'],
  // Bluster: "until an ally is destroyed" — while no creature of its warband has been destroyed.
  [/^until an ally is destroyed$/, 'no-ally-destroyed'],
  // Wrath N: "once an ally has been destroyed" (the bonus then lasts to the end of the battle) — once a creature of its warband has been.
  [/^once an ally has been destroyed$/, 'ally-destroyed'],
  // Dirty Pool: "while in a warband with an Aquatic champion" — a champion of the keyword in its warband.
  [/^while in a warband with an? ([a-z]+) champion$/, 'warband-champion-keyword'],
  // Phalanx Training: "while adjacent to an ally with Phalanx Training" — an adjacent ally that has the named power.
  [/^while adjacent to an ally with ([a-z][a-z' ]*[a-z])$/, 'adjacent-ally-power'],
  // Unruly: "while no level 7 or higher ally is within 5 squares" — no ally of that level or higher so near.
  [/^while no level (\d+) or higher ally is within (\d+) squares(?: of this creature)?$/, 'no-ally-level-within'],
  // Skulking Strike N: "+N Damage while this creature is invisible to target" — the target cannot see it.
  [/^while (?:this creature is )?invisible to (?:the |its )?target$/, 'unseen-by-target'],
  // Sniper: "against targets that cannot see this creature" — the same: the target has no line of sight to it.
  [/^against targets that cannot see this creature$/, 'unseen-by-target'],
  [/^against (blinded|confused|dazed|dominated|helpless|immobilized|slowed|stunned|weakened) (?:targets|enemies|creatures)$/, 'target-condition'],
  // Shadow Killer: "against Enervated targets" — Enervated is Weakened (Appendix A, "Enervated").
  [/^against (enervated) (?:targets|enemies|creatures)$/, 'target-condition'],
];

/**
 * Words that follow "against" but name no creature keyword: conditions, sizes, alignments, factions
 * and the like are other situations (or none we read).
 */
const NOT_KEYWORDS = new Set([
  'bloodied',
  'smaller',
  'larger',
  'big',
  'good',
  'evil',
  'unaligned',
  'living',
  'mounted',
  'non',
  'adjacent',
  'other',
  'enemy',
  'enemie',
  'target',
  'creature',
  'ally',
  'allie',
  // Factions, a movement mode and the champion rating are not keywords.
  'borderlands',
  'civilization',
  'wild',
  'underdark',
  'flying',
  'champion',
]);
const NOT_KEYWORD_END = /ed$/;

/** "against Orc targets", "against Giants": the target's keyword, singular and as the cards spell it. */
function targetKeyword(words: string): string | null {
  // "against Undead": the keyword is its own plural, printed bare (Undead Slayer).
  const m = /^against ([a-z]+)(?: (?:targets|enemies|creatures)|s)$/.exec(words) ?? /^against (undead)$/.exec(words);
  const w = m?.[1];
  if (!w || NOT_KEYWORDS.has(w) || NOT_KEYWORD_END.test(w)) return null;
  return keywordOf(w);
}

const CONDITION_WORDS = ['blinded', 'confused', 'dazed', 'dominated', 'helpless', 'immobilized', 'slowed', 'stunned', 'weakened'] as const;

export function situation(words: string): {
  when: When;
  keyword?: string;
  or?: string[];
  within?: number;
  alignment?: 'Good' | 'Evil';
  level?: number;
} | null {
  // Enhanced by Evil: "whenever this creature has an Evil ally with Arcane, Divine, or Elemental keywords".
  const ally = /^(?:whenever|while) this creature has an? (good|evil) ally with ((?:[a-z]+, )*[a-z]+,? or [a-z]+|[a-z]+) keywords?$/.exec(words);
  if (ally) {
    const [first, ...or] = (ally[2] ?? '').split(/,? or |, /).map(keywordOf);
    return { when: 'ally-keyword-in-play', keyword: first ?? '', ...(or.length > 0 ? { or } : {}), alignment: ally[1] === 'good' ? 'Good' : 'Evil' };
  }
  for (const [re, when] of SITUATIONS) {
    const m = re.exec(words);
    if (!m) continue;
    if (when === 'near-bloodied') return { when, within: Number(m[1]) };
    if (when === 'near-champion-ally-keyword') return { when, within: Number(m[2]), ...(m[1] ? { keyword: keywordOf(m[1]) } : {}) };
    if (when === 'no-ally-within') return { when, within: Number(m[1] ?? m[2] ?? m[3]) };
    if (when === 'near-ally-keyword') return { when, within: Number(m[1]), keyword: keywordOf(m[2] ?? '') };
    if (when === 'target-condition' && m[1] === 'enervated') return { when, keyword: 'Weakened' };
    if (when === 'no-ally-level-within') return { when, level: Number(m[1]), within: Number(m[2]) };
    // The power's name as printed: each word capitalized.
    if (when === 'adjacent-ally-power') return { when, keyword: (m[1] ?? '').split(' ').map(keywordOf).join(' ') };
    return { when, ...(m[1] ? { keyword: keywordOf(m[1]) } : {}) };
  }
  // "against Immobilized, Stunned, or Helpless targets", "vs. Slowed or Dazed enemies": any one of the
  // conditions; "vs. Dazed, Stunned, Immobilized, and Confused enemies" too (our reading: a target in
  // any one of them, as no attack needs all four).
  const several = /^against ((?:[a-z]+, )*[a-z]+,? (?:or|and) )([a-z]+) (?:targets|enemies|creatures)$/.exec(words);
  const named = several ? [...(several[1] ?? '').split(/,? (?:or|and) |, /).filter((w) => w), several[2] ?? ''] : [];
  if (named.length >= 2 && named.every((w) => (CONDITION_WORDS as readonly string[]).includes(w))) {
    const [first, ...or] = named.map(keywordOf);
    return { when: 'target-condition', keyword: first ?? '', or };
  }
  // Evil Undead Foe: "against Evil Undead targets" — the target's alignment and keyword both.
  const aligned = /^against (good|evil) ([a-z]+)(?: (?:targets|enemies|creatures)|s)$/.exec(words);
  const alignedKeyword = aligned ? targetKeyword(`against ${aligned[2] ?? ''} targets`) : null;
  if (aligned && alignedKeyword) return { when: 'target-keyword', keyword: alignedKeyword, alignment: aligned[1] === 'good' ? 'Good' : 'Evil' };
  const keyword = targetKeyword(words);
  return keyword ? { when: 'target-keyword', keyword } : null;
}

/** The power's text after its name, or null when it is not a situational bonus. */
export function readSituationalBonus(body: string, name: string): PowerInput | null {
  const t = body
    .toLowerCase()
    .replace(/\{m\}/g, 'melee')
    // "+10 m damage", "with m attacks": the melee symbol printed as a bare letter.
    .replace(/ m (damage|attack)/g, ' melee $1')
    .replace(/\+\s+(\d)/g, '+$1')
    // "vs. Orc targets" is "against Orc targets".
    .replace(/\bvs\.? /g, 'against ')
    .replace(/\s+/g, ' ')
    .replace(/[.)\s]+$/, '')
    .trim();
  let attack = 0;
  let damage = 0;
  let melee = false;
  let ranged = false;
  let rest: string;
  let m: RegExpExecArray | null;
  if ((m = /^\+(\d+) attack and \+(\d+) damage with \{r\} attacks (.+)$/.exec(t))) {
    // Sniper: "+2 Attack and +5 Damage with {r} attacks <situation>" — ranged attacks only.
    [attack, damage, ranged, rest] = [Number(m[1]), Number(m[2]), true, m[3] ?? ''];
  } else if ((m = /^\+(\d+) (melee )?attack and \+(\d+) (melee )?damage (?:(with melee attacks) )?(.+)$/.exec(t))) {
    // Melee for one of the two bonuses only cannot be one flag.
    if (!!m[2] !== !!m[4]) return null;
    [attack, damage, melee, rest] = [Number(m[1]), Number(m[3]), !!m[2] || !!m[5], m[6] ?? ''];
  } else if ((m = /^\+(\d+) (melee )?(attack|damage) (?:(with melee attacks) )?(.+)$/.exec(t))) {
    if (m[3] === 'attack') attack = Number(m[1]);
    else damage = Number(m[1]);
    [melee, rest] = [!!m[2] || !!m[4], m[5] ?? ''];
  } else if ((m = /^whenever this creature makes an? (melee )?attack against a bloodied (?:target|enemy): \+(\d+) attack on that attack$/.exec(t))) {
    [attack, melee, rest] = [Number(m[2]), !!m[1], 'against bloodied targets'];
  } else if ((m = /^whenever this creature hits a bloodied (?:target|enemy)(?: with an? (melee )?attack)? ?: \+(\d+) damage on that attack$/.exec(t))) {
    [damage, melee, rest] = [Number(m[2]), !!m[1], 'against bloodied targets'];
  } else if ((m = /^use when this creature hits a bloodied (?:target|enemy)(?: with an? (melee )?attack)?[;:] \+(\d+) damage (?:on|to) that attack$/.exec(t))) {
    // Death Attack: "Use when this creature hits a Bloodied target; +20 Damage to that attack" — a
    // bonus that only helps, so using it every time is the same as a continuous bonus (our reading).
    [damage, melee, rest] = [Number(m[2]), !!m[1], 'against bloodied targets'];
  } else if ((m = /^whenever this creature hits with an? (melee )?attack (while charging): \+(\d+) damage on that attack$/.exec(t))) {
    [damage, melee, rest] = [Number(m[3]), !!m[1], m[2] ?? ''];
  } else if (
    (m =
      /^whenever this creature makes an? (melee )?attack against a target that has no other creature adjacent to it: \+(\d+) attack and \+(\d+) damage on that attack$/.exec(
        t,
      ))
  ) {
    [attack, damage, melee, rest] = [Number(m[2]), Number(m[3]), !!m[1], 'while no other creature is adjacent to target'];
  } else if (
    (m = /^whenever this creature makes an? (melee )?attack while (?:it|this creature) is bloodied: \+(\d+) attack and \+(\d+) damage on that attack$/.exec(t))
  ) {
    // Death Rage: the bonus on each attack it makes while bloodied.
    [attack, damage, melee, rest] = [Number(m[2]), Number(m[3]), !!m[1], 'while bloodied'];
  } else if ((m = /^(once an ally has been destroyed), this creature has \+(\d+) (melee )?damage until end of battle$/.exec(t))) {
    // Wrath N: the situation printed first; a destroyed creature stays destroyed, so the bonus lasts to the end of the battle.
    [damage, melee, rest] = [Number(m[2]), !!m[3], m[1] ?? ''];
  } else if ((m = /^use with charge: \+(\d+) damage$/.exec(t))) {
    [damage, rest] = [Number(m[1]), 'when charging'];
  } else return null;
  const when = situation(rest.trim());
  if (!when || attack + damage === 0) return null;
  return { kind: 'continuous', name, effect: { kind: 'situational-bonus', attack, damage, melee, ...(ranged ? { ranged: true as const } : {}), ...when } };
}
