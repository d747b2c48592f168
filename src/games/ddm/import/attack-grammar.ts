// An attack line of the file read by a grammar into cards/schema.ts's attack encoding
// (ddm-battle-rules-2011, "MAKING AN ATTACK": melee/ranged/close/area, targets, the attack roll
// against a defense, damage with types, AND effects, miss effects, limited uses and recharge).
//
//   line    := [name ":"] prefix* ["(" range ("," range)* ")"] prefix* roll (";"|":"|",") hit ("." sentence)*
//   roll    := "+"N "vs." defense           defense := AC | Fort(itude) | Ref(lex) | Will | DEF(...)
//   range   := "range" N | "sight" | "nearest" | "reach" N | ("blast"|"burst"|"line") N
//            | "radius" N "within" (N|"sight") | "radius" N (with "range" N, "sight" or "nearest")
//            | ("small"|"large") "cone"
//   hit     := [damage] ("AND" effect)*      sentence := "On miss," hit | "RECHARGE when first bloodied" | …
//
// Anything else is a gap named after its clause.
import { SIZES, type AttackEffect, type AttackInput, type AttackRange, type DamagePart, type Defense, type Size } from '../cards/schema.js';
import { hitOrGap, parseDamage } from './attack-effects.js';
import { gap, isGap, type Gap } from './types.js';
import { readTargetWords, type TargetLimit } from './target-words.js';
import { CONE_BLAST, conditionOf, defenseOf, fold } from './wording.js';

export interface ParsedAttack {
  readonly attack: AttackInput;
  /** "(reach N)" on a melee line: the creature's Reach for this attack. */
  readonly reach?: number;
  readonly translated: readonly string[];
  /** "Recharge as a move / minor / attack action": the action that regains its use (an action power of the card). */
  readonly rechargeAction?: 'move' | 'minor' | 'attack';
  /**
   * "+N vs. AC or +N vs. Reflex": the same attack against a second defense, the attacker's choice when it
   * declares the attack (the card keeps one attack per defense, creature.ts).
   */
  readonly alternative?: { readonly bonus: number; readonly vs: Defense };
}

/** A defense as printed: a word, "DEF(Fort)", or the file's "DEF Ref)" with its parenthesis lost. */
const DEFENSE = String.raw`DEF\s*\(?\s*\w+\s*\)|\w+`;
/**
 * "+N vs. D; …" — the file sometimes drops the separator before the damage ("+16 vs. AC 15 damage"),
 * and sometimes prints a space after the plus ("+ 8 vs. AC").
 */
const ROLL = new RegExp(String.raw`^\+?\s?(\d+)\s+vs\.?\s+(${DEFENSE})\s*(?:[;:,]\s*|(?=\d))`, 'i');
/** "+9 vs. AC, [or ]+14 vs. AC instead if target is bloodied; …": a higher bonus against a bloodied target (attack field bloodiedTargetBonus). */
const BLOODIED_ROLL = new RegExp(
  String.raw`^\+?(\d+)\s+vs\.?\s+(${DEFENSE}),\s*(?:or\s+)?\+(\d+)\s+vs\.?\s+(${DEFENSE})\s+instead if (?:the )?target is bloodied\s*[;:,]\s*`,
  'i',
);
/** "+N vs. AC or [+N vs.] Reflex; …": one attack against either defense. */
const EITHER = new RegExp(String.raw`^\+?(\d+)\s+vs\.?\s+(${DEFENSE})\s+or\s+(?:\+?(\d+)\s+vs\.?\s+)?(${DEFENSE})\s*(?:[;:,]\s*|(?=\d))`, 'i');

/** The name before the first colon, if the colon comes before the roll. */
export function splitName(text: string): { name: string | null; body: string } {
  const colon = text.indexOf(':');
  const roll = text.search(/[+-]?\d+\s+vs\.?/);
  if (colon > 0 && (roll < 0 || colon < roll) && colon < 60) return { name: text.slice(0, colon).trim(), body: text.slice(colon + 1).trim() };
  return { name: null, body: text.trim() };
}

type Requires = AttackInput['requires'];
type Targeting = AttackInput['targeting'];
const PREFIXES: readonly {
  re: RegExp;
  requires?: Requires;
  provokes?: boolean;
  quiet?: true;
  targeting?: Targeting;
  minor?: boolean;
  ca?: true;
  onCharge?: true;
  noCritical?: true;
}[] = [
  { re: /^minor action[:.,;]?\s*/i, minor: true },
  // "Attack Roll": "Cannot score a critical hit" — its hits are never critical (attack field noCritical).
  { re: /^cannot score a critical hit[:.,;]?\s*/i, noCritical: true },
  // "CHARGE": an attack "usable on charge" may also end a charge instead of the basic melee attack (attack field onCharge).
  { re: /^usable on charge[.:,;]?\s*/i, onCharge: true },
  // "Combat Advantage": only a target that grants it (attack field combatAdvantageOnly).
  { re: /^use only (?:when|if) (?:the )?target grants (?:this creature|it) combat advantage[:.,;]?\s*/i, ca: true },
  { re: /^make 1 attack against each adjacent enemy[:.,]?\s*/i, targeting: 'each-adjacent-enemy' },
  // "Make 1 attack against each enemy within Reach": a melee attack against every enemy it could target (targeting each-enemy-in-reach).
  { re: /^make 1 attack against each enemy within (?:its )?reach[:.,]?\s*/i, targeting: 'each-enemy-in-reach' },
  // "Use only while charging": made only at the end of a charge, as "(only on charge)" ("CHARGE"; requires charging).
  { re: /^use only while charging[:.,]?\s*/i, requires: 'charging' },
  { re: /^use only while not bloodied[:.,]?\s*/i, requires: 'not-bloodied' },
  { re: /^use only while occupying (?:a )?river(?: terrain)?[:.,]?\s*/i, requires: 'in-river' },
  { re: /^use only while (this creature is )?bloodied[:.,]?\s*/i, requires: 'bloodied' },
  { re: /^use only (if|while|when) (this creature is )?adjacent to a bloodied enemy[:.,]?\s*/i, requires: 'adjacent-bloodied-enemy' },
  { re: /^provokes opportunity attacks[.:,;]?\s*/i, provokes: true },
  { re: /^does not provoke opportunity attacks[.:,]?\s*/i, quiet: true },
];

interface RangeRead {
  range: AttackRange;
  requires?: AttackInput['requires'];
  targeting?: Targeting;
  reach?: number;
  minor?: boolean;
  quiet?: boolean;
  ignoresInsubstantial?: boolean;
  maxTargetSize?: Size;
  onCharge?: boolean;
  canTargetAllies?: boolean;
  /** "(two attacks vs. same target)": one attack of N rolls against its target (attack field multiRoll). */
  rolls?: number;
  /** "(only with combat advantage [against target])", "(targets granting combat advantage only)" (attack field combatAdvantageOnly). */
  ca?: boolean;
  /** "(Evil target only)", "(Level N or lower target)", "(targets in victory areas only)", "(Dazed, Stunned, or Helpless enemy)" (attack field targetLimit). */
  limit?: TargetLimit;
  /** "(provokes opportunity attacks)" (attack field provokes). */
  provokes?: boolean;
  /** "(2 different targets)", "(make two attacks)", "(4 attacks within sight)": N whole attacks in one action (attack field upTo, `all`). */
  upTo?: { attacks: number; different: boolean; all: true };
  /** "(roll 2d20 and use the higher)" (attack field bestOf). */
  bestOf?: number;
  /** "(range 10, Fear)": the attack is a Fear attack — its conditions and ongoing damage are Fear effects. */
  fear?: boolean;
  translated: string[];
}

/**
 * A whole list of targets inside the parenthesis, commas and all — "(range 5; Demon, Devil, or Planar target
 * only)", "(blast 3, non-Evil Human, Elf, Half-Elf, or Dwarf targets only)": the list at its end, after the
 * last separator that is not part of it.
 */
const LISTED =
  /(?:^|[,;]\s*)((?:adjacent\s+)?(?:non-[\w-]+\s+)?(?:[\w-]+,\s*)+(?:or\s+)?[\w-]+\s+(?:targets?|taret|enem(?:y|ies)|creatures?)(?:\s+only)?)\s*$/i;

function readRange(inside: string): RangeRead | Gap {
  const translated: string[] = [];
  let range: AttackRange | null = null;
  let reach: number | undefined;
  let requires: AttackInput['requires'];
  let targeting: Targeting;
  let radius: number | undefined;
  let minor = false;
  let quiet = false;
  let ignoresInsubstantial = false;
  let maxTargetSize: Size | undefined;
  let onCharge = false;
  let canTargetAllies = false;
  let rolls: number | undefined;
  let ca = false;
  let provokes = false;
  let upTo: RangeRead['upTo'];
  let bestOf: number | undefined;
  let fear = false;
  let limit: TargetLimit | undefined;
  let who: ReturnType<typeof readTargetWords>;
  let enemyNoun = false;
  const addLimit = (l: TargetLimit) => (limit = { ...limit, ...l });
  // "(Staggered, Stunned, or Helpless enemy)", "(range 5; Demon, Devil, or Planar target only)": a list of
  // targets with commas of its own, read whole.
  let rest = inside;
  const listed = LISTED.exec(inside);
  const listRead = listed ? readTargetWords(listed[1] ?? '', translated) : null;
  if (listed && listRead) {
    addLimit(listRead.limit);
    enemyNoun = listRead.enemies;
    rest = inside.slice(0, listed.index);
  }
  for (const raw of rest.split(/\s*[,;]\s*/).filter((x) => x !== '')) {
    const p = raw.trim().toLowerCase();
    let m: RegExpExecArray | null;
    if ((m = /^range (\d+)$/.exec(p))) range = { kind: 'ranged', range: Number(m[1]) };
    else if (p === 'sight' || p === 'range sight') range = { kind: 'ranged', range: 'sight' };
    else if (p === 'nearest') range = { kind: 'ranged', range: 'nearest' };
    else if (p === 'only while bloodied') requires = 'bloodied';
    else if (p === 'only while not bloodied') requires = 'not-bloodied';
    else if (p === 'only on charge' || p === 'only on a charge' || p === 'usable only on charge') requires = 'charging';
    else if (p === 'usable on charge') onCharge = true;
    else if (p === 'can target allies') canTargetAllies = true;
    else if ((m = /^level (\d+) or lower (target|enemy|targets|enemies)(?: only)?$/.exec(p))) {
      addLimit({ maxLevel: Number(m[1]) });
      if (m[2]?.startsWith('enem')) enemyNoun = true;
    } else if ((m = /^enemies level (\d+) or lower only$/.exec(p))) {
      addLimit({ maxLevel: Number(m[1]) });
      enemyNoun = true;
    } else if (/^targets? in (?:a )?victory areas? only$/.test(p)) addLimit({ inVictoryArea: true });
    else if ((m = /^(medium|large|huge) or larger (?:target|enemy|targets|enemies) only$/.exec(p)))
      addLimit({ minSize: SIZES.find((z) => z.toLowerCase() === m?.[1]) ?? 'Medium' });
    else if (p === 'may use on charge' || p === 'useable on charge' || p === 'can use while charging' || p === 'may use while charging') onCharge = true;
    else if (p === 'use only when charging') requires = 'charging';
    else if (p === 'provokes opportunity attacks') provokes = true;
    else if (p === 'fear') fear = true;
    // "(2 different targets)", "(2 targets)", "(3 targets within line of sight)": N attacks, each against a
    // different target, as "N attacks, each against a different target" reads.
    else if ((m = /^(\d+) (?:different )?targets(?: within (?:line of )?sight)?$/.exec(p))) {
      upTo = { attacks: Number(m[1]), different: true, all: true };
      if (p.endsWith('sight')) range = { kind: 'ranged', range: 'sight' };
    }
    // "(make two attacks)", "(sight, make 4 attacks)", "(4 attacks within sight)": N attacks, as "N attacks" reads.
    else if ((m = /^(?:make )?(two|three|\d+) attacks(?: within sight)?$/.exec(p))) {
      upTo = { attacks: ROLL_WORDS[m[1] ?? ''] ?? Number(m[1]), different: false, all: true };
      if (p.endsWith('sight')) range = { kind: 'ranged', range: 'sight' };
    }
    // "(attack target twice)", "(make two attacks against 1 target)": one attack of two rolls against one
    // target (guidelines, "Single Attacks that require multiple rolls").
    else if (p === 'attack target twice' || (m = /^make (two|three|\d+) attacks against (?:1|one) target$/.exec(p)))
      rolls = p === 'attack target twice' ? 2 : (ROLL_WORDS[m?.[1] ?? ''] ?? Number(m?.[1]));
    else if ((m = /^roll (\d+)d20 and use the high(?:er|est)(?: result| roll)?$/.exec(p)) && Number(m[1]) >= 2) bestOf = Number(m[1]);
    else if (/^(?:only with combat advantage(?: against (?:the )?target)?|targets? granting combat advantage only)$/.test(p)) ca = true;
    else if ((m = /^(two|three|\d+) attacks (?:vs\.?|against) (?:the )?same target$/.exec(p))) rolls = ROLL_WORDS[m[1] ?? ''] ?? Number(m[1]);
    else if (p === 'minor action') minor = true;
    else if (p === 'does not provoke opportunity attacks') quiet = true;
    else if (IGNORES_INSUBSTANTIAL.test(p)) ignoresInsubstantial = true;
    else if (p === 'enemies only' || p === 'enemy targets only') targeting = 'enemies';
    else if ((m = /^(small|medium|large|huge|gargantuan) or smaller (?:target|enemy|targets|enemies) only$/.exec(p)))
      maxTargetSize = SIZES.find((z) => z.toLowerCase() === m?.[1]);
    else if ((m = /^reach (\d+)$/.exec(p))) reach = Number(m[1]) > 1 ? Number(m[1]) : undefined;
    else if ((m = /^(blast|burst|line) ?(\d+)$/.exec(p))) range = { kind: 'close', shape: m[1] as 'blast' | 'burst' | 'line', size: Number(m[2]) };
    else if ((m = /^radius (\d+)$/.exec(p))) radius = Number(m[1]);
    // "with": a slip for "within" the file prints once.
    else if ((m = /^radius (\d+) with(?:in)? (\d+|sight)$/.exec(p)))
      range = { kind: 'area', radius: Number(m[1]), within: m[2] === 'sight' ? 'sight' : Number(m[2]) };
    else if ((m = /^(small|large) cone$/.exec(p))) {
      const size = CONE_BLAST[m[1] ?? ''] ?? 3;
      range = { kind: 'close', shape: 'blast', size };
      translated.push(`a ${m[1]} cone is played as blast ${size} (Appendix A, "${m[1] === 'small' ? 'Small' : 'Large'} Cone")`);
    } else if ((who = readTargetWords(raw, translated))) {
      addLimit(who.limit);
      if (who.enemies) enemyNoun = true;
    } else return gap(`attack range: ${fold(p)}`, 'this range or target limit has no encoding yet');
  }
  // "(range N, radius M)", "(sight, radius M)", "(nearest, radius M)" in either order: an area attack
  // whose origin is within the range ("Area Attacks", Radius X; "nearest": the area includes the
  // nearest enemy the attacker sees).
  if (radius !== undefined) {
    if (range?.kind !== 'ranged') return gap('attack range: radius N', 'a radius without a range');
    range = { kind: 'area', radius, within: range.range };
  }
  if (reach !== undefined && range !== null) return gap('attack range: reach with another range', 'a reach on a non-melee attack');
  // "(burst 2, living enemies only)": an area that names enemies attacks only them (guidelines "Multiple Targets").
  if (enemyNoun && (range?.kind === 'close' || range?.kind === 'area')) targeting = 'enemies';
  if (targeting === 'enemies' && range?.kind !== 'close' && range?.kind !== 'area')
    return gap('attack range: enemies only, single target', 'only a close or area attack chooses among the creatures in its area');
  return {
    range: range ?? { kind: 'melee' },
    ...(reach === undefined ? {} : { reach }),
    ...(requires ? { requires } : {}),
    ...(targeting ? { targeting } : {}),
    ...(minor ? { minor } : {}),
    ...(quiet ? { quiet } : {}),
    ...(ignoresInsubstantial ? { ignoresInsubstantial } : {}),
    ...(maxTargetSize ? { maxTargetSize } : {}),
    ...(onCharge ? { onCharge } : {}),
    ...(canTargetAllies ? { canTargetAllies } : {}),
    ...(rolls !== undefined ? { rolls } : {}),
    ...(ca ? { ca } : {}),
    ...(provokes ? { provokes } : {}),
    ...(upTo ? { upTo } : {}),
    ...(bestOf !== undefined ? { bestOf } : {}),
    ...(fear ? { fear } : {}),
    ...(limit ? { limit } : {}),
    translated,
  };
}

const ROLL_WORDS: Readonly<Record<string, number>> = { two: 2, three: 3 };

/**
 * "[Make] N attacks against 1 (one, the same) target, +X vs. D [each]; Y damage [each]": the guidelines'
 * "Single Attacks that require multiple rolls" — one attack of N rolls against one creature, the hits
 * counting the damage (attack field multiRoll), not N attacks.
 */
const SAME_TARGET = /^(?:make )?(\d+|two|three) attacks (?:against|vs\.?) (?:1|one|the same) target\s*[,:]\s*/i;

/** "Use only if this creature has moved at least N squares from its starting position this turn[:.]" (attack field `movedFromStart`). */
const MOVED_FROM_START = /^use only if this creature has moved at least (\d+) squares? from its starting position this turn[:.,;]?\s*/i;
/** "Roll Nd20 and use the highest result:": the attack roll is the highest of N dice (attack field `bestOf`). */
const BEST_OF = /^roll (\d+)d20 and use the highest(?: result| roll)?[:.,;]?\s*/i;
/** "Make 1 attack against each enemy within N squares[,:]": a burst N against the enemies in it ("Close Attacks", Burst; our reading). */
const EACH_ENEMY_WITHIN = /^make 1 attack against each enemy within (\d+) squares[:.,;]?\s*/i;
/** "Make up to N attacks[, each against a different target][,:]" before the range or the roll. */
const UP_TO = /^make up to (\d+) attacks(,? each against a different target)?(\s*\(targets adjacent to each other only\))?\s*[:.,;]?\s*/i;
/**
 * "[Make] N attacks[, each against a different target], +X vs. D [each]; Y damage [each]", "Make N attacks:",
 * "Make N attacks vs. different targets:": N whole attacks in one action, none of which may be left out
 * (rules/attacks-up-to.ts); with the clause, never the same target twice (the file ends the clause with "," or ";").
 */
const N_ATTACKS = /^(?:make )?(\d+|two|three) attacks(?:,\s*(each against a different target)\s*[,;]|\s+(?:vs\.?|against) (different targets)\s*:|,|:)\s*/i;
/** "Hit or miss, <effect>": applied to every target, after a hit's or a miss's own effects. */
const HIT_OR_MISS = /^hit or miss,\s*(.+)$/i;
/** The effects "Hit or miss," may name: forced movement of the target (the others stay gaps). */
const HIT_OR_MISS_KINDS: ReadonlySet<AttackEffect['kind']> = new Set(['push', 'pull', 'slide']);

/** "If target is already <condition>, it is <condition (duration)> instead". */
const INSTEAD_IF_HAS = /^if (?:the )?target is already ([a-z]+), it is (.+?) instead$/i;

/** "RECHARGE when first bloodied" and its spellings. */
const BLOODIED_RECHARGE = /^recharge when (this creature )?(is )?first (becomes? |becoming )?bloodied\.?$/i;
/** "Insubstantial": an attack printed "ignore(s) Insubstantial" deals its full damage to an insubstantial target. */
const IGNORES_INSUBSTANTIAL = /^ignores? insubstantial$/i;
/** "Limited Use" and "Recharge": "Recharge as a move action" — the creature may spend that action to regain the attack's use. */
const ACTION_RECHARGE = /^recharge as an? (move|minor|attack) action\.?$/i;
/** "RECHARGE when no enemies can see this creature at (the) start of its turn" (abilities/recharge-start-of-turn.ts). */
const UNSEEN_RECHARGE = /^recharge when no enem(?:y|ies) can see this creature at (?:the )?start of its turn\.?$/i;
type StartOfTurn = Extract<NonNullable<AttackInput['recharge']>, { kind: 'start-of-turn' }>;
/**
 * "RECHARGE at start of this creature's turn if no enemy is (no enemies are) adjacent to it / within N
 * squares of it", "… if no enemy can see it" (as "RECHARGE when no enemies can see this creature at
 * start of its turn"), "… if it has line of sight to an enemy within N squares of it" (abilities/recharge-start-of-turn.ts).
 */
export function startOfTurnRecharge(sentence: string): StartOfTurn | null {
  const m = /^recharge at (?:the )?start of this creature's turn if (?:no enemy is|no enemies are) (adjacent to it|within (\d+) squares of it)\.?$/i.exec(
    sentence.replace(/\u2019/g, "'"),
  );
  if (m)
    return m[2] === undefined ? { kind: 'start-of-turn', if: 'no-adjacent-enemy' } : { kind: 'start-of-turn', if: 'no-enemy-within', within: Number(m[2]) };
  const t = sentence.replace(/\u2019/g, "'");
  if (/^recharge when this creature starts its turn with no other creatures? adjacent to it\.?$/i.test(t))
    return { kind: 'start-of-turn', if: 'no-adjacent-creature' };
  if (/^recharge at (?:the )?start of this creature's turn if no (?:enemy|enemies) can see it\.?$/i.test(t)) return { kind: 'start-of-turn', if: 'unseen' };
  const los = /^recharge at (?:the )?start of this creature's turn if it has line of sight to an enemy within (\d+) squares of it\.?$/i.exec(t);
  return los ? { kind: 'start-of-turn', if: 'sees-enemy-within', within: Number(los[1]) } : null;
}

type OnEvent = Extract<NonNullable<AttackInput['recharge']>, { kind: 'when' }>;
/**
 * "RECHARGE when this creature hits with a {m} ({r}, melee, ranged) attack", "… is hit by a {m} attack",
 * "… misses with a {m} attack", "when this attack misses" (and its other printings, `own`), "… destroys an enemy", "… takes damage" / "is damaged [by an attack]", "… uses <Power>" (a capitalised
 * name) / "… uses a champion power" (abilities/recharge-on-event.ts).
 */
function eventRecharge(sentence: string, name: string | null): OnEvent | null {
  const kindOf = (k: string | undefined): { attack?: 'melee' | 'ranged' } =>
    k === undefined ? {} : { attack: /^(\{m\}|melee)$/i.test(k) ? 'melee' : 'ranged' };
  let m: RegExpExecArray | null;
  if ((m = /^recharge when this creature hits with an? (?:(\{m\}|\{r\}|melee|ranged) )?attack\.?$/i.exec(sentence)))
    return { kind: 'when', event: 'hits', ...kindOf(m[1]) };
  if ((m = /^recharge when this creature is hit by an? (?:(\{m\}|\{r\}|melee|ranged) )?attack\.?$/i.exec(sentence)))
    return { kind: 'when', event: 'hit-by', ...kindOf(m[1]) };
  if ((m = /^recharge when this creature is missed by an? (?:(\{m\}|\{r\}|melee|ranged) )?attack\.?$/i.exec(sentence)))
    return { kind: 'when', event: 'missed-by', ...kindOf(m[1]) };
  if ((m = /^recharge when this creature misses with an? (?:(\{m\}|\{r\}|melee|ranged) )?attack\.?$/i.exec(sentence)))
    return { kind: 'when', event: 'misses', ...kindOf(m[1]) };
  // "… when this attack misses", "… misses with this attack", "… when this creature's <this attack's name> attack misses".
  const own = /^recharge when (?:this attack misses|this creature misses with this attack|this creature['\u2019]s (.+?) attack misses)\.?$/i.exec(sentence);
  if (own && (own[1] === undefined || own[1].toLowerCase() === name?.toLowerCase())) return { kind: 'when', event: 'misses', own: true };
  if (/^recharge when this creature destroys an enemy\.?$/i.test(sentence)) return { kind: 'when', event: 'destroys-enemy' };
  // "… destroys a Stunned enemy" (the file once prints "RECHARGE i", its "if" cut short).
  const victim = /^recharge (?:when|if|i) this creature destroys an? ([a-z]+) enemy\.?$/i.exec(sentence);
  const was = victim ? conditionOf(victim[1] ?? '') : null;
  if (was && !was.translated) return { kind: 'when', event: 'destroys-enemy', victim: was.condition };
  if (/^recharge when this creature uses a champion power\.?$/i.test(sentence)) return { kind: 'when', event: 'uses-power', champion: true };
  if ((m = /^recharge when this creature uses ([A-Z][\w' -]*?)\.?$/.exec(sentence.replace(/^RECHARGE/i, 'recharge'))))
    return { kind: 'when', event: 'uses-power', power: m[1] ?? '' };
  if ((m = /^recharge when this creature (?:takes damage|is damaged)( (?:by|from) an attack)?\.?$/i.exec(sentence)))
    return { kind: 'when', event: 'damaged', ...(m[1] ? { byAttack: true as const } : {}) };
  return null;
}

type EndOfTurnIf = Extract<NonNullable<AttackInput['recharge']>, { kind: 'end-of-turn' }>['if'];
/** "RECHARGE at end of this creature's turn if …": the conditions the engine checks then (abilities/recharge-end-of-turn.ts). */
function endOfTurnRecharge(sentence: string): EndOfTurnIf | null {
  const m = /^recharge at (?:the )?end of this creature's turn if (.+?)\.?$/i.exec(sentence.replace(/\u2019/g, "'"));
  if (!m) return null;
  const c = (m[1] ?? '').toLowerCase();
  if (/^(?:it|this creature) did not move (?:on )?(?:that|this) turn$/.test(c)) return 'not-moved';
  if (/^(?:it|this creature) did not attack (?:on )?(?:that|this) turn$/.test(c)) return 'not-attacked';
  if (/^(?:it|this creature) occupies a victory area$/.test(c)) return 'in-victory-area';
  if (/^(?:it|this creature) occupies one of your victory areas$/.test(c)) return 'in-own-victory-area';
  if (/^no enemy is adjacent to (?:it|this creature)$/.test(c)) return 'no-adjacent-enemy';
  return null;
}

/** Splits after-hit text into sentences at ". " before a capital (the roll's "vs." is already gone). */
const sentences = (text: string): string[] =>
  text
    .trim()
    .replace(/\.$/, '')
    .split(/\.\s+(?=[A-Z])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

/**
 * "… AND Followup: +N vs. D; <hit>" (the file often doubles the word, "Followup Followup:"): a
 * second roll against the same target after a hit (guidelines "Followup"), read like a hit.
 */
function readFollowup(hitText: string): { before: string; followup: NonNullable<AttackInput['followup']>; translated: string[] } | Gap | null {
  const m = /^(.*?)\s+AND\s+Followup(?:\W+Followup)?\s*:\s*\+?(\d+)\s+vs\.?\s+(DEF\s*\(\s*\w+\s*\)|\w+)\s*[;:,]\s*(.+)$/i.exec(hitText);
  if (!m) return null;
  const vs = defenseOf(m[3] ?? '');
  if (!vs) return gap(`attack defense: ${fold(m[3] ?? '')}`, 'the followup names no known defense');
  const hit = hitOrGap(m[4] ?? '', 'hit');
  if (isGap(hit)) return hit;
  const translated = [...hit.translated, ...(/^DEF/i.test(m[3] ?? '') ? [`DEF(${vs}) is the ${vs} defense (Appendix A, "Defenses")`] : [])];
  return { before: m[1] ?? '', followup: { bonus: Number(m[2]), vs, damage: hit.damage, effects: hit.effects }, translated };
}

export function parseAttack(text: string, limit: number | undefined, index: number): ParsedAttack | Gap {
  const { name, body: whole } = splitName(text);
  const translated: string[] = [];
  let body = whole;
  let requires: Requires;
  let provokes = false;
  let quiet = false;
  let minor = false;
  let targeting: Targeting;
  let range: AttackRange = { kind: 'melee' };
  let reach: number | undefined;
  let ignoresInsubstantial = false;
  let maxTargetSize: Size | undefined;
  let combatAdvantageOnly = false;
  let onCharge = false;
  let canTargetAllies = false;
  let movedFromStart: number | undefined;
  let bestOf: number | undefined;
  let rolls: number | undefined;
  let targetLimit: TargetLimit | undefined;
  let enemyNoun = false;
  let fear = false;
  let noCritical = false;
  // "Make up to N attacks[, each against a different target]" (rules/attacks-up-to.ts).
  let upTo: { attacks: number; different: boolean; adjacent?: true; all?: true } | undefined;
  for (let again = true; again;) {
    again = false;
    const many = UP_TO.exec(body);
    if (many && !upTo) {
      upTo = { attacks: Number(many[1]), different: many[2] !== undefined, ...(many[3] !== undefined ? { adjacent: true as const } : {}) };
      body = body.slice(many[0].length);
    }
    const best = BEST_OF.exec(body);
    if (best && bestOf === undefined && Number(best[1]) >= 2) {
      bestOf = Number(best[1]);
      body = body.slice(best[0].length);
      again = true;
    }
    const moved = MOVED_FROM_START.exec(body);
    if (moved && movedFromStart === undefined) {
      movedFromStart = Number(moved[1]);
      body = body.slice(moved[0].length);
      again = true;
    }
    const within = EACH_ENEMY_WITHIN.exec(body);
    if (within) {
      range = { kind: 'close', shape: 'burst', size: Number(within[1]) };
      targeting = 'enemies';
      translated.push(`"each enemy within ${within[1]} squares" is played as a burst ${within[1]} against the enemies in it (Close Attacks, Burst)`);
      body = body.slice(within[0].length);
      again = true;
    }
    // "Slowed or Immobilized target only:", "undamaged target only:" before the roll (attack field targetLimit).
    const only = /^([a-z, -]+?\s+(?:targets?|enem(?:y|ies))\s+only)\s*[:.,;]\s*/i.exec(body);
    const onlyLimit = only ? readTargetWords(only[1] ?? '', translated) : null;
    if (only && onlyLimit) {
      targetLimit = { ...targetLimit, ...onlyLimit.limit };
      if (onlyLimit.enemies) enemyNoun = true;
      body = body.slice(only[0].length);
      again = true;
    }
    const same = SAME_TARGET.exec(body);
    if (same && rolls === undefined && !upTo) {
      rolls = ROLL_WORDS[(same[1] ?? '').toLowerCase()] ?? Number(same[1]);
      body = body.slice(same[0].length).replace(/\s+each(?=\s*[;:,.]|\s*$)/gi, '');
      again = true;
    }
    const all = N_ATTACKS.exec(body);
    if (all && !upTo) {
      upTo = { attacks: ROLL_WORDS[(all[1] ?? '').toLowerCase()] ?? Number(all[1]), different: all[2] !== undefined || all[3] !== undefined, all: true };
      // "+16 vs. AC each; 15 Damage each": the word says the roll and damage are every attack's.
      body = body.slice(all[0].length).replace(/\s+each(?=\s*[;:,.]|\s*$)/gi, '');
      again = true;
    }
    for (const p of PREFIXES) {
      const m = p.re.exec(body);
      if (!m) continue;
      body = body.slice(m[0].length);
      if (p.requires) requires = p.requires;
      if (p.provokes) provokes = true;
      if (p.quiet) quiet = true;
      if (p.targeting) targeting = p.targeting;
      if (p.minor) minor = true;
      if (p.ca) combatAdvantageOnly = true;
      if (p.onCharge) onCharge = true;
      if (p.noCritical) noCritical = true;
      again = true;
    }
    const fearOnly = /^\(fear\)\s*[:;,]?\s*/i.exec(body);
    if (fearOnly) {
      fear = true;
      body = body.slice(fearOnly[0].length);
      again = true;
      continue;
    }
    const paren = /^\(([^)]*)\)\s*[:;,]?\s*/.exec(body);
    if (paren) {
      const r = readRange(paren[1] ?? '');
      if (isGap(r)) return r;
      range = r.range;
      reach = r.reach;
      if (r.requires) requires = r.requires;
      if (r.targeting) targeting = r.targeting;
      if (r.minor) minor = true;
      if (r.quiet) quiet = true;
      if (r.ignoresInsubstantial) ignoresInsubstantial = true;
      if (r.maxTargetSize) maxTargetSize = r.maxTargetSize;
      if (r.onCharge) onCharge = true;
      if (r.canTargetAllies) canTargetAllies = true;
      if (r.rolls !== undefined) rolls = r.rolls;
      if (r.ca) combatAdvantageOnly = true;
      if (r.limit) targetLimit = { ...targetLimit, ...r.limit };
      if (r.provokes) provokes = true;
      if (r.upTo && !upTo) upTo = r.upTo;
      if (r.bestOf !== undefined) bestOf = r.bestOf;
      if (r.fear) fear = true;
      translated.push(...r.translated);
      body = body.slice(paren[0].length);
      again = true;
    }
  }
  // "Living enemies only:" before an area's roll: the area attacks only enemies (guidelines "Multiple Targets").
  if (enemyNoun && (range.kind === 'close' || range.kind === 'area') && targeting === undefined) targeting = 'enemies';
  // Guidelines, "Single Attacks that require multiple rolls": "N attacks against the same target; +X vs. D
  // to each; Y damage each + Z damage to the second attack if both hit" is one attack of N rolls.
  const multi =
    /^(\d+) attacks against the same target;\s*\+(\d+) vs\.?\s+(\w+) to each;\s*(\d+) damage each(?: \+ (\d+) damage to the second attack if both hit)?\.?$/i.exec(
      body,
    );
  if (multi) {
    const vsm = defenseOf(multi[3] ?? '');
    if (vsm && Number(multi[1]) >= 2) {
      const attack: AttackInput = {
        name: name ?? `Attack ${index + 1}`,
        // The first attack printed is the basic one; a limited attack never is (basic attacks can always be made).
        basic: index === 0 && limit === undefined && !minor,
        ...(minor ? { action: 'minor' as const } : {}),
        range,
        bonus: Number(multi[2]),
        vs: vsm,
        damage: [{ amount: Number(multi[4]), type: 'untyped' }],
        multiRoll: { rolls: Number(multi[1]), allHitBonus: multi[5] ? [{ amount: Number(multi[5]), type: 'untyped' }] : [] },
        ...(requires ? { requires } : {}),
        ...(combatAdvantageOnly ? { combatAdvantageOnly: true as const } : {}),
        ...(limit !== undefined ? { uses: limit } : {}),
      };
      return { attack, ...(reach === undefined ? {} : { reach }), translated };
    }
  }
  // "Attack Roll", Automatic Hit: "Automatic hit[ vs. D]; …" hits without a roll (never a critical hit).
  const auto = /^automatic hit(?:\s+vs\.?\s+(DEF\s*\(\s*\w+\s*\)|\w+))?\s*[;:,]\s*/i.exec(body);
  // The file sometimes prints no defense at all ("+10 vs. 10 damage"): nothing to guess it from.
  if (/^\+?\d+\s+vs\.?\s+\d/i.test(body)) return gap('attack defense: none printed', 'the line prints no defense after "vs."');
  const either = auto ? null : EITHER.exec(body);
  const bloodiedRoll = auto || either ? null : BLOODIED_ROLL.exec(body);
  const bloodiedTargetBonus = bloodiedRoll ? Number(bloodiedRoll[3]) - Number(bloodiedRoll[1]) : undefined;
  if (bloodiedRoll && (bloodiedTargetBonus === undefined || bloodiedTargetBonus <= 0 || defenseOf(bloodiedRoll[2] ?? '') !== defenseOf(bloodiedRoll[4] ?? '')))
    return gap('attack roll: instead if target is bloodied, another defense', 'a bloodied target changes the defense or lowers the bonus');
  const roll = auto ? ([auto[0], '0', auto[1] ?? 'AC'] as const) : (either ?? bloodiedRoll ?? ROLL.exec(body));
  let alternative: ParsedAttack['alternative'];
  if (either) {
    const second = defenseOf(either[4] ?? '');
    if (!second) return gap(`attack defense: ${fold(either[4] ?? '')}`, 'the attack names no known defense');
    // One use would be spent from either line: two lines of one attack cannot share a use limit.
    if (limit !== undefined) return gap('attack roll: either of two defenses, limited', 'a limited attack against either of two defenses');
    alternative = { bonus: Number(either[3] ?? either[1]), vs: second };
    translated.push(
      `"vs. ${either[2] ?? ''} or ${either[4] ?? ''}": two attacks, one against each defense, the attacker choosing one when it declares (our reading)`,
    );
  }
  if (!roll) {
    const head = fold(body.split(/[.;:]/)[0] ?? body)
      .split(' ')
      .slice(0, 6)
      .join(' ');
    return gap(`attack without a plain roll: ${head}`, 'the attack is not "+N vs. defense; effect" (a special attack form)');
  }
  const vs = defenseOf(roll[2] ?? '');
  if (!vs) return gap(`attack defense: ${fold(roll[2] ?? '')}`, 'the attack names no known defense');
  if (/^DEF/i.test(roll[2] ?? '')) translated.push(`DEF(${vs}) is the ${vs} defense (Appendix A, "Defenses")`);
  // A followup's "vs." is not the end of a sentence.
  // "AND Followup. Followup: +N vs. D; …" (a full stop between the two words): one followup clause.
  const [hitPrinted = '', ...rest] = sentences(
    body
      .slice(roll[0].length)
      .replace(/\bvs\.\s/gi, 'vs ')
      .replace(/\bAND\s+Followup\.\s+Followup\s*:/gi, 'AND Followup:')
      // "…; RECHARGE when …": the recharge sentence after a semicolon instead of a full stop.
      .replace(/;\s*(?=RECHARGE\b)/g, '. '),
  );
  // "15 damage, ignore Insubstantial": a clause of the whole attack, not an effect of the hit.
  const ignoreClause = /\s*(?:[,;]\s*ignores? insubstantial\b|\(ignores? insubstantial\))/i;
  if (ignoreClause.test(hitPrinted)) ignoresInsubstantial = true;
  // "25 damage, reroll once on miss" / "10 Damage; reroll once on miss": the attack's own second roll on a
  // miss, as the sentence "On miss, re-roll once" (rules/attack.ts), written after the damage.
  const rerollTail = /\s*[,;]\s*re-?roll once on (?:a )?miss$/i;
  const rerollPrinted = rerollTail.test(hitPrinted);
  const hitFull = hitPrinted.replace(ignoreClause, '').replace(rerollTail, '');
  // "20 fire damage, 10 fire on miss" (also "… only on miss"): the miss damage written after a comma.
  const missTail = /^(.*?),\s*(\d+(?:\s+[a-z]+)?)(?:\s+damage)?\s+(?:only\s+)?on miss$/i.exec(hitFull);
  // "AND this creature makes a <this attack's name> attack": the attack again ("repeat this attack", any target).
  const own = name ? new RegExp(String.raw`\bthis creature makes an? ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} attack$`, 'i') : null;
  const hitWhole = (missTail ? (missTail[1] ?? '') : hitFull).replace(own ?? /$^/, 'repeat this attack');
  if (missTail) rest.unshift(`On miss, ${(missTail[2] ?? '').replace(/\s+damage$/i, '')} damage`);
  // "15 + 15 necrotic damage, +15 necrotic damage if target is bloodied" (attack field bloodiedTargetDamage).
  const ifBloodied = /^(.*?\bdamage),\s*\+\s*(\d+(?:\s+[a-z]+)?\s+damage) if (?:the )?target is bloodied$/i.exec(hitWhole);
  const bloodiedTargetDamage = ifBloodied ? parseDamage(ifBloodied[2] ?? '') : null;
  if (ifBloodied && !bloodiedTargetDamage) return gap('attack hit clause: damage if target is bloodied', 'the added damage is not N [TYPE] damage');
  const fu = readFollowup(ifBloodied ? (ifBloodied[1] ?? '') : hitWhole);
  if (fu && isGap(fu)) return fu;
  const hit = hitOrGap(fu ? fu.before : ifBloodied ? (ifBloodied[1] ?? '') : hitWhole, 'hit');
  if (isGap(hit)) return hit;
  if (fu) translated.push(...fu.translated);
  translated.push(...hit.translated);
  let miss: { damage: DamagePart[]; effects: AttackEffect[] } | undefined;
  let bloodiedRecharge = false;
  let endOfTurn: EndOfTurnIf | null = null;
  let rechargeAction: 'move' | 'minor' | 'attack' | undefined;
  let unseenRecharge = false;
  let startOfTurn: StartOfTurn | null = null;
  let onEvent: OnEvent | null = null;
  let rerollOnMiss = rerollPrinted;
  const hitOrMiss: AttackEffect[] = [];
  for (const s of rest) {
    const m = /^(?:on miss,|miss:)\s*(.*)$/i.exec(s);
    // "On miss, re-roll once": the attack's own second roll (rules/attack.ts), not a miss effect.
    if (/^on miss,\s*re-?roll once$/i.test(s)) rerollOnMiss = true;
    else if (m) {
      const missed = hitOrGap(m[1] ?? '', 'miss');
      if (isGap(missed)) return missed;
      translated.push(...missed.translated);
      miss = { damage: missed.damage, effects: missed.effects };
    } else if (HIT_OR_MISS.test(s)) {
      // "Hit or miss, push target up to 1 square": the effects on every target, hit or missed.
      const both = hitOrGap(HIT_OR_MISS.exec(s)?.[1] ?? '', 'hit');
      if (isGap(both)) return both;
      if (both.damage.length > 0 || both.effects.some((e) => !HIT_OR_MISS_KINDS.has(e.kind)))
        return gap(`attack sentence: ${fold(s).split(' ').slice(0, 7).join(' ')}`, 'this sentence has no encoding yet');
      translated.push(...both.translated);
      hitOrMiss.push(...both.effects);
    } else if (INSTEAD_IF_HAS.test(s)) {
      // "If target is already Slowed, it is Stunned (save ends) instead": the new condition only on a target
      // that had the first before this hit (put first, so the hit's own one does not count), the first only on one that had not.
      const m = INSTEAD_IF_HAS.exec(s);
      const had = conditionOf(m?.[1] ?? '');
      const k = hit.effects.findIndex((e) => e.kind === 'condition' && e.condition === had?.condition && !e.ifHas && !e.unlessHas && !e.ifBloodied);
      const instead = hitOrGap(m?.[2] ?? '', 'hit');
      const replaced = !isGap(instead) && instead.damage.length === 0 && instead.effects.length === 1 ? instead.effects[0] : undefined;
      const first = hit.effects[k];
      if (!had || k < 0 || first?.kind !== 'condition' || replaced?.kind !== 'condition')
        return gap(`attack sentence: ${fold(s).split(' ').slice(0, 7).join(' ')}`, 'this sentence has no encoding yet');
      hit.effects.splice(k, 1, { ...replaced, ifHas: first.condition }, { ...first, unlessHas: first.condition });
    } else if (BLOODIED_RECHARGE.test(s)) bloodiedRecharge = true;
    else if (UNSEEN_RECHARGE.test(s)) unseenRecharge = true;
    else if (startOfTurnRecharge(s) && !startOfTurn) startOfTurn = startOfTurnRecharge(s);
    else if (ACTION_RECHARGE.test(s) && !rechargeAction) rechargeAction = (ACTION_RECHARGE.exec(s)?.[1] ?? 'move').toLowerCase() as 'move' | 'minor' | 'attack';
    else if (endOfTurnRecharge(s) && !endOfTurn) endOfTurn = endOfTurnRecharge(s);
    else if (eventRecharge(s, name) && !onEvent) onEvent = eventRecharge(s, name);
    else {
      const head = fold(s).split(' ').slice(0, 7).join(' ');
      return gap(`attack sentence: ${head}`, 'this sentence has no encoding yet');
    }
  }
  if ([bloodiedRecharge, endOfTurn !== null, rechargeAction !== undefined, unseenRecharge, startOfTurn !== null, onEvent !== null].filter(Boolean).length > 1)
    return gap('attack recharge: two conditions', 'two recharge conditions on one attack');
  // A recharge regains "a use marked off" ("POWERS AND EFFECTS", Rechargeable Powers), so only a limited
  // power recharges: the printed card has the checkbox the file leaves out, and one use is read.
  const recharges = bloodiedRecharge || endOfTurn !== null || rechargeAction !== undefined || unseenRecharge || startOfTurn !== null || onEvent !== null;
  if (recharges && limit === undefined) translated.push('a recharge on an attack printed without uses: one use (Rechargeable Powers regain a use marked off)');
  const uses = limit ?? (recharges ? 1 : undefined);
  // "(Fear)" on the attack: each condition and ongoing damage it deals is a Fear effect ("Immune Fear").
  const feared = <E extends { kind: string }>(effects: E[]): E[] =>
    fear ? effects.map((e) => (e.kind === 'condition' || e.kind === 'ongoing' ? { ...e, fear: true as const } : e)) : effects;
  const attack: AttackInput = {
    name: name ?? `Attack ${index + 1}`,
    // The first attack printed is the basic one; a limited attack never is (basic attacks can always be
    // made), nor one made only on a charge or as a minor action.
    basic: index === 0 && uses === undefined && requires !== 'charging' && !minor && !upTo,
    ...(minor ? { action: 'minor' as const } : {}),
    range,
    bonus: Number(roll[1]),
    vs,
    ...(auto ? { automatic: true as const } : {}),
    ...(ignoresInsubstantial ? { ignoresInsubstantial: true as const } : {}),
    ...(rerollOnMiss ? { rerollOnMiss: true as const } : {}),
    damage: hit.damage,
    effects: feared([...hit.effects, ...hitOrMiss]),
    ...(miss || hitOrMiss.length > 0 ? { miss: { damage: miss?.damage ?? [], effects: feared([...(miss?.effects ?? []), ...hitOrMiss]) } } : {}),
    ...(fu ? { followup: fu.followup.effects ? { ...fu.followup, effects: feared(fu.followup.effects) } : fu.followup } : {}),
    ...(rolls !== undefined ? { multiRoll: { rolls, allHitBonus: [] } } : {}),
    ...(requires ? { requires } : {}),
    ...(uses !== undefined ? { uses } : {}),
    ...(bloodiedRecharge ? { recharge: { kind: 'bloodied' as const } } : {}),
    ...(endOfTurn ? { recharge: { kind: 'end-of-turn' as const, if: endOfTurn } } : {}),
    ...(unseenRecharge ? { recharge: { kind: 'start-of-turn' as const, if: 'unseen' as const } } : {}),
    ...(startOfTurn ? { recharge: startOfTurn } : {}),
    ...(onEvent ? { recharge: onEvent } : {}),
    ...(provokes ? { provokes } : {}),
    ...(quiet ? { quiet: true as const } : {}),
    ...(targeting ? { targeting } : {}),
    ...(maxTargetSize ? { maxTargetSize } : {}),
    ...(targetLimit ? { targetLimit } : {}),
    ...(combatAdvantageOnly ? { combatAdvantageOnly: true as const } : {}),
    ...(onCharge ? { onCharge: true as const } : {}),
    ...(canTargetAllies ? { canTargetAllies: true as const } : {}),
    ...(movedFromStart !== undefined ? { movedFromStart } : {}),
    ...(bestOf !== undefined ? { bestOf } : {}),
    ...(bloodiedTargetBonus !== undefined ? { bloodiedTargetBonus } : {}),
    ...(bloodiedTargetDamage ? { bloodiedTargetDamage } : {}),
    ...(noCritical ? { noCritical: true as const } : {}),
    ...(upTo ? { upTo } : {}),
  };
  if (rerollOnMiss && ((range.kind !== 'melee' && range.kind !== 'ranged') || targeting !== undefined || upTo || auto))
    return gap('attack miss clause: re-roll once (several targets)', 'a re-roll on a miss only for an attack against a single target');
  // "this creature shifts N squares" is applied per target hit: with several targets it would shift once per target.
  const shifts = [...(attack.effects ?? []), ...(attack.miss?.effects ?? []), ...(attack.followup?.effects ?? [])].some((e) => e.kind === 'shift-attacker');
  if (shifts && ((range.kind !== 'melee' && range.kind !== 'ranged') || targeting !== undefined || upTo))
    return gap('attack hit clause: this creature shifts N squares, several targets', 'the attacker shifts after an attack against a single target only');
  // "this creature is Immobilized …" likewise: once per target hit.
  const selfCondition = [...(attack.effects ?? []), ...(attack.miss?.effects ?? []), ...(attack.followup?.effects ?? [])].some(
    (e) => e.kind === 'condition-attacker',
  );
  if (selfCondition && ((range.kind !== 'melee' && range.kind !== 'ranged') || targeting !== undefined || upTo || rolls !== undefined))
    return gap(
      'attack hit clause: this creature is <condition>, several targets',
      'the attacker gains a condition after an attack against a single target only',
    );
  if (upTo && ((range.kind !== 'melee' && range.kind !== 'ranged') || (targeting !== undefined && targeting !== 'one')))
    return gap('attack: make up to N attacks with an area or several targets', 'up to N attacks, each against a single target, only');
  if (onCharge && (range.kind !== 'melee' || targeting !== undefined || upTo || requires !== undefined))
    return gap('attack range: usable on charge', 'only a plain single-target melee attack may also end a charge');
  if (canTargetAllies && ((range.kind !== 'melee' && range.kind !== 'ranged') || targeting !== undefined || upTo))
    return gap('attack range: can target allies, several targets', 'allies as targets of a single-target melee or ranged attack only');
  if (targetLimit && (range.kind === 'melee' || range.kind === 'ranged') && targeting !== undefined)
    return gap('attack range: target limit, several targets', 'a target limit on a single-target melee or ranged attack, or a close or area attack, only');
  if (combatAdvantageOnly && ((range.kind !== 'melee' && range.kind !== 'ranged') || targeting !== undefined))
    return gap('attack: combat advantage only, several targets', 'combat advantage against a single target only');
  if (targeting === 'each-enemy-in-reach' && (range.kind !== 'melee' || upTo))
    return gap('attack: each enemy within reach, not melee', 'each enemy within reach of a single melee attack only');
  if (rolls !== undefined && ((range.kind !== 'melee' && range.kind !== 'ranged') || targeting !== undefined || upTo || fu || auto || rolls < 2))
    return gap('attack: N rolls against the same target, several targets', 'several rolls against one target of a single-target rolled attack only');
  if (alternative && (upTo || targeting !== undefined))
    return gap('attack roll: either of two defenses, several attacks', 'either of two defenses on an attack of several targets or rolls');
  return {
    attack,
    ...(reach === undefined ? {} : { reach }),
    translated,
    ...(rechargeAction ? { rechargeAction } : {}),
    ...(alternative ? { alternative } : {}),
  };
}
