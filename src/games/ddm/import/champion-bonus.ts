// Champion powers "Use at start of round: <who> have +N <statistics> until end of round" (also at
// the start of this creature's turn, and until end of battle) read into the power language: trigger
// start-of-round (or start-of-own-turn) × target `warband` (the allies, or the creatures of the
// warband, with any of the named keywords) × effect `stat-bonus` × the duration —
// ddm-battle-rules-2011, "Champion Powers", "The Battle (Game Overview)" step 4 (start of a round),
// "Bonuses and Penalties"; Appendix A: "+N DEF" is +N Fortitude, Reflex and Will. Who is affected is
// fixed when the power is used. A bonus "against targets flanked by that ally", or against targets in
// a situation the continuous situational bonus knows ("against Bloodied targets", "vs. Evil enemies",
// "… Medium or larger enemies", "… Civilization creatures", "… creatures that have already activated
// this round", "vs. Dazed, Stunned, Immobilized, and Confused enemies": any one of them, our reading)
// counts only there (the bonus's `against`, abilities/effects/stat-bonus.ts); "+2 Attack (or +4 Attack
// against Evil creatures)" is +2 and +2 more there. "This creature has …" is the champion alone; "all
// creatures" is every creature of both sides; "whenever any creature makes an attack against a
// bloodied target, it has +4 Attack on that attack" is read as all creatures having +4 Attack against
// bloodied targets. "Smaller" and "higher-level" targets are compared with the creature attacking (our
// reading). A typed damage bonus ("+5 radiant damage"), a {b} bonus, a situation mixing keywords and
// alignments, or any other wording is not read here (the power stays a gap). "+2 {r} attack" counts on
// ranged attacks only (not close or area ones: Appendix A's {r} is the ranged attack icon).
import type { ChampionPower, Trigger } from '../cards/schema.js';
import type { DamageType, Faction, Size } from '../cards/schema-basics.js';
import { situation } from './situational-bonus.js';

type StatBonus = Extract<ChampionPower['effect'], { kind: 'stat-bonus' }>;
type Bonus = StatBonus['bonuses'][number];
type WarbandTarget = Extract<NonNullable<ChampionPower['target']>, { kind: 'warband' }>;

const STATS: readonly [RegExp, readonly Bonus['stat'][]][] = [
  [/^attack$/i, ['attack']],
  [/^damage$/i, ['damage']],
  [/^speed$/i, ['speed']],
  [/^ac$/i, ['AC']],
  [/^def$/i, ['Fort', 'Ref', 'Will']],
  [/^to all defenses$/i, ['AC', 'Fort', 'Ref', 'Will']],
];

/** Words that name no creature keyword: alignments, factions, sizes, the Unique flag, conditions. */
const NOT_KEYWORDS = new Set([
  'good',
  'evil',
  'unaligned',
  'lawful',
  'chaotic',
  'borderlands',
  'civilization',
  'wild',
  'underdark',
  'small',
  'medium',
  'large',
  'huge',
  'tiny',
  'unique',
  'living',
  'bloodied',
  'flying',
  'champion',
  'enemy',
  'ally',
  'creature',
  // Printed before "allies" but a part of some creatures' names, not a keyword of any.
  'tentacle',
]);

const LIST = /,\s*(?:and\s+)?|\s+and\s+/i;

/** "against Bloodied targets", "vs. Evil enemies" as a situation of the bonus (import/situational-bonus.ts), or null. */
function situationOf(words: string): Bonus['against'] | null {
  const sit = situation(
    words
      .toLowerCase()
      .replace(/^vs\.? /, 'against ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  return sit && sit.when.startsWith('target-') ? sit : null;
}

/**
 * "+2 {m} Attack", "+5 Damage", "+2 DEF", "+2 to all defenses"; "… with {m} attacks against targets
 * flanked by that ally" (each ally's Attack and Damage against a target it flanks, "Flanking"); "…
 * against <targets>" ("against Bloodied targets", "vs. Evil enemies": a situation of the target, one
 * for all the bonuses printed before it); "+2 Attack (or +4 Attack against Evil creatures)": +2, and
 * +2 more in the situation.
 */
function bonusesOf(text: string): Bonus[] | null {
  const alt = /^(.+?) \((?:or )?\+(\d+) ((?:\{m\} )?[a-z]+) ((?:against|vs\.?) .+)\)$/i.exec(text);
  if (alt) {
    const base = bonusesOf(alt[1] ?? '');
    const more = bonusesOf(`+${alt[2] ?? ''} ${alt[3] ?? ''}`);
    const against = situationOf(alt[4] ?? '');
    const [b, m] = [base?.[0], more?.[0]];
    if (!b || !m || !against || base?.length !== 1 || more?.length !== 1 || b.stat !== m.stat || b.melee !== m.melee || m.amount <= b.amount) return null;
    return [b, { ...m, amount: m.amount - b.amount, against }];
  }
  const flanked = / against targets flanked by that ally$/i.exec(text);
  const sit = flanked ? null : /^(.+?) ((?:against|vs\.?) .+)$/i.exec(text);
  const against = sit ? situationOf(sit[2] ?? '') : undefined;
  if (against === null) return null;
  const words = flanked ? text.slice(0, flanked.index) : (sit?.[1] ?? text);
  // "+5 Damage with {m} attacks", "+5 damage to {m} attacks".
  const withMelee = / (?:with|to) (?:\{m\}|melee) attacks$/i.exec(words);
  const list = withMelee ? words.slice(0, withMelee.index) : words;
  const out: Bonus[] = [];
  for (const part of list.split(LIST)) {
    const m = /^([+-]\d+) (?:(\{m\}|melee|\{r\}|ranged) )?(.+)$/i.exec(part.trim());
    if (!m) return null;
    // "+5 radiant damage": bonus damage of that type (no situation read with it).
    const typed = /^(acid|cold|fire|force|lightning|necrotic|poison|psychic|radiant|thunder) damage$/i.exec(m[3] ?? '');
    const type = typed ? ((typed[1] ?? '').toLowerCase() as DamageType) : undefined;
    const stats = type ? (['damage'] as const) : STATS.find(([re]) => re.test(m[3] ?? ''))?.[1];
    // "+2 {r} attack": ranged attacks only.
    const ranged = /^(?:\{r\}|ranged)$/i.test(m[2] ?? '');
    const melee = (m[2] !== undefined && !ranged) || withMelee !== null;
    if (ranged && withMelee) return null;
    if (!stats || ((melee || ranged || flanked || against) && !stats.every((s) => s === 'attack' || s === 'damage')) || (type && (flanked || against)))
      return null;
    for (const stat of stats)
      out.push({
        stat,
        amount: Number(m[1]),
        melee,
        ...(ranged ? { ranged: true as const } : {}),
        ...(type ? { type } : {}),
        ...(flanked ? { against: 'flanked-target' as const } : against ? { against } : {}),
      });
  }
  return out.length > 0 ? out : null;
}

/** A creature keyword as the cards spell it ("hobgoblin" → "Hobgoblin", "Magical Beast"), or null. */
function keywordOf(w: string): string | null {
  const k = w.trim().replace(/^each\s+/i, '');
  if (!/^[A-Za-z]{3,}(?:-[A-Za-z]+| [A-Z][a-z]+)?$/.test(k) || k.split(' ').some((x) => NOT_KEYWORDS.has(x.toLowerCase()))) return null;
  return k.charAt(0).toUpperCase() + k.slice(1);
}

function keywordsOf(words: string): string[] | null {
  const ks = words.split(LIST).map(keywordOf);
  return ks.every((k): k is string => k !== null) ? ks : null;
}

type Filters = Omit<WarbandTarget, 'kind' | 'self' | 'enemies'>;
const ALIGNMENTS = ['Good', 'Evil', 'Unaligned'] as const;
const cap = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();

/**
 * The filters printed before the noun: "[Non-]Evil", sizes ("Medium and Small"), "Unique", then
 * keywords ("Fey and Gnome"); `plural` when the last keyword is printed in the plural before "in your
 * warband" ("Goblins in your warband") or alone ("All Humans"). Null when a word is none of these.
 */
function filtersOf(words: string, plural = false): Filters | null {
  let w = words.trim();
  const out: Filters = { keywords: [] };
  const al = /^(non-)?(good|evil|unaligned)(?:\s+|$)/i.exec(w);
  if (al) {
    const a = cap(al[2] ?? '') as (typeof ALIGNMENTS)[number];
    out.alignments = al[1] ? ALIGNMENTS.filter((x) => x !== a) : [a];
    w = w.slice(al[0].length);
  }
  const fa = /^(borderlands|civilization|underdark|wild)(?:\s+|$)/i.exec(w);
  if (fa) {
    out.factions = [cap(fa[1] ?? '') as Faction];
    w = w.slice(fa[0].length);
  }
  if (/^living(?:\s+|$)/i.test(w)) {
    out.living = true;
    w = w.replace(/^living\s*/i, '');
  }
  const sz = /^((?:small|medium|large|huge)(?:(?:,\s*|\s+(?:and|or)\s+)(?:small|medium|large|huge))*)(?:\s+|$)/i.exec(w);
  if (sz) {
    out.sizes = (sz[1] ?? '').split(/,\s*|\s+(?:and|or)\s+/i).map((x) => cap(x) as Size);
    w = w.slice(sz[0].length);
  }
  if (/^unique(?:\s+|$)/i.test(w)) {
    out.unique = true;
    w = w.replace(/^unique\s*/i, '');
  }
  if (w === '') return plural ? null : out;
  const ks = keywordsOf(plural ? w.replace(/([a-z])s$/, '$1') : w);
  return ks ? { ...out, keywords: ks } : null;
}

const ENEMY_AND_ALLY = /^(?:each\s+)?(.+?) enemy and ally$/i;

/**
 * "Allies", "each ally", "this creature and each Goblin ally", "Drow and Stealth allies", "Dwarf
 * creatures in your warband", "Each Dragon ally and each Githyanki ally", "Evil allies", "Small
 * Goblin creatures in your warband", "Goblins in your warband", "Unique allies"; of both sides:
 * "Undead creatures", "All Humans (enemies and allies)", "each Undead enemy and ally, each Dragon enemy
 * and ally".
 */
export function whoOf(words: string): Omit<WarbandTarget, 'kind'> | null {
  let w = words.trim().replace(/^all\s+/i, '');
  const selfToo = /^this creature and\s+/i.exec(w);
  if (selfToo) w = w.slice(selfToo[0].length).replace(/^all\s+/i, '');
  const self = selfToo ? 'yes' : 'no';
  if (/^(?:each ally|allies)$/i.test(w)) return { keywords: [], self };
  if (/^creatures in your warband$/i.test(w)) return selfToo ? null : { keywords: [], self: 'yes' };
  // "all creatures", "each ally and each enemy": every creature on the map, of both sides.
  if (/^(?:all creatures|each ally and each enemy)$/i.test(words.trim())) return { keywords: [], self: 'yes', enemies: true };
  const inWarband = /^(.+?) (creatures )?in your warband$/i.exec(w);
  if (inWarband) {
    const f = selfToo ? null : filtersOf(inWarband[1] ?? '', inWarband[2] === undefined);
    return f ? { ...f, self: 'if-keyword' } : null;
  }
  // Both sides: "Undead creatures", "Humans (enemies and allies)", "each X enemy and ally, each Y enemy and ally".
  const both = /^(.+?) (creatures|\(enemies and allies\))$/i.exec(w);
  if (both) {
    const f = filtersOf((both[1] ?? '').replace(/ \(enemies and allies\)$/i, ''), !/^creatures$/i.test(both[2] ?? ''));
    return f ? { ...f, self: selfToo ? 'yes' : 'if-keyword', enemies: true } : null;
  }
  const eachBoth = w.split(/,\s*(?:and\s+)?/i).map((x) => ENEMY_AND_ALLY.exec(x.trim())?.[1]);
  if (/ enemy and ally$/i.test(w) && eachBoth.every((x) => x !== undefined)) {
    const f = filtersOf(eachBoth.join(' and '));
    return f ? { ...f, self: selfToo ? 'yes' : 'if-keyword', enemies: true } : null;
  }
  // "Enemies", "Evil enemies": the enemies alone.
  if (/^(?:each enemy|enemies)$/i.test(w) && !selfToo) return { keywords: [], self: 'no', enemies: 'only' };
  const foes = selfToo ? null : /^(.+) enemies$/i.exec(w);
  if (foes) {
    const f = filtersOf(foes[1] ?? '');
    return f ? { ...f, self: 'no', enemies: 'only' } : null;
  }
  const allies = /^(.+) allies$/i.exec(w);
  if (allies) {
    const f = filtersOf(allies[1] ?? '');
    return f ? { ...f, self } : null;
  }
  const each = /^each (.+) ally$/i.exec(w);
  if (each && !/\bally\b/i.test(each[1] ?? '')) {
    const f = filtersOf(each[1] ?? '');
    return f ? { ...f, self } : null;
  }
  const ks = keywordsOf(w.replace(/ ally\b/gi, ''));
  if (!ks || !/ ally$/i.test(w)) return null;
  return { keywords: ks, self };
}

const WHEN: readonly [RegExp, Trigger][] = [
  [/^use at (?:the )?start of (?:a |the |each )?round\s*[.:;]\s*/i, 'start-of-round'],
  // "Use at (the) beginning of round", and "Use before rolling initiative": the round's start-of-round
  // step comes before its initiative test ("The Battle (Game Overview)" steps 4 and 5; our reading).
  [/^use (?:at (?:the )?beginning of (?:a |the |each )?round|before rolling initiative)\s*[.:;]\s*/i, 'start-of-round'],
  // "Use at start this creature's turn" (the file's slip, Elf Ranger): the same.
  [/^use at (?:the )?start (?:of )?this creature's turn\s*[.:;]\s*/i, 'start-of-own-turn'],
  // "Use when this creature damages an enemy with an attack: Each ally has +2 Attack …" (Damage, `self-damages-enemy`).
  [/^use when this creature damages an enemy with an attack\s*[.:;]\s*/i, 'self-damages-enemy'],
  // "Use when this creature is destroyed: Each Dragon ally has +10 Damage until end of battle" (used as it is destroyed, `self-destroyed`).
  [/^use when this creature is destroyed\s*[.:;]\s*/i, 'self-destroyed'],
];

export function readChampionBonus(text: string): ChampionPower | null {
  const body = text
    .replace(/\u2019/g, "'")
    // "–3 AC": a penalty printed with a dash.
    .replace(/[\u2013\u2212]/g, '-')
    .trim()
    .replace(/\.$/, '');
  const when = WHEN.find(([re]) => re.test(body));
  if (!when) return null;
  let rest = body.replace(when[0], '');
  // "whenever any creature makes an attack against a bloodied target, it has +4 Attack on that attack": all
  // creatures have the bonus against such targets.
  rest = rest.replace(
    /(^|, )whenever any creature makes an attack against an? (\S+) target, it has (\+\d+ [a-z]+) on that attack$/i,
    '$1all creatures have $3 against $2 targets',
  );
  const before = /^(?:until end of (round|battle)|this round),\s*/i.exec(rest);
  if (before) rest = rest.slice(before[0].length);
  // A duration printed first leaves the end to the situation ("… against creatures that have already activated this round").
  const after = before ? null : / (?:until end of (round|battle)|this round)$/i.exec(rest);
  if (after) rest = rest.slice(0, after.index);
  if ((before === null) === (after === null)) return null;
  const lasts = (before?.[1] ?? after?.[1] ?? 'round').toLowerCase();
  // "Cold creatures in your warband deal +10 cold damage": as "have".
  // "Choose an Arcane ally. The chosen ally has …" is "1 Arcane ally has …": one, declared with the power.
  rest = rest.replace(/^choose an? (\S+(?: \S+)?) ally[.:] the chosen ally (has|have)/i, '1 $1 ally $2');
  const one = /^1 /.test(rest);
  if (one) rest = rest.replace(/^1 (.+? ally) /i, 'each $1 ');
  // "Until end of round, Arcane allies do not provoke opportunity attacks": effect no-provoke for whom it names.
  const quiet = one ? null : /^(.+?) (?:do not|don't|does not) provoke opportunity attacks$/i.exec(rest);
  const quietWho = quiet ? whoOf(quiet[1] ?? '') : null;
  if (quietWho)
    return {
      trigger: when[1],
      effect: { kind: 'no-provoke' },
      duration: lasts === 'battle' ? 'end-of-battle' : 'end-of-round',
      target: { kind: 'warband', ...quietWho },
    };
  // "Allies gain +5 damage to {m} attacks": as "have".
  const m = /^(.+?) (?:has|have|gains?|deals?) ([+-]\d.+)$/i.exec(rest);
  const self = m !== null && /^this creature$/i.test(m[1] ?? '');
  const who = m && !self ? whoOf(m[1] ?? '') : null;
  const bonuses = m ? bonusesOf(m[2] ?? '') : null;
  if ((!who && !self) || !bonuses) return null;
  return {
    trigger: when[1],
    effect: { kind: 'stat-bonus', ...(one ? { one: true as const } : {}), bonuses },
    duration: lasts === 'battle' ? 'end-of-battle' : 'end-of-round',
    target: who ? { kind: 'warband', ...who } : { kind: 'self' },
  };
}
