// One ddmwi entry imported into our card encoding (ddm-battle-rules-2011, "HOW TO READ A CREATURE
// STAT CARD"): statistics, the "+N DEF(...)" adjustments, attacks by the grammar, named powers, and a
// report for every printed power — enforced, or not with its family and reason.
import {
  creatureCardSchema,
  FACTIONS,
  SIZES as SIZE_NAMES,
  type AttackInput,
  type CreatureCardInput,
  type Defense,
  type PowerInput,
  type Size,
} from '../cards/schema.js';
import { parseAttack } from './attack-grammar.js';
import { readMoveThenAttack } from './move-then-attack.js';
import { readMoveAttackDuring, readMoveAttackEntered } from './move-attack-during.js';
import { readDeathBurst } from './death-burst.js';
import { readClawRake } from './claw-rake.js';
import { readConsumption } from './consumption.js';
import { readOccupyStatue } from './towering.js';
import { readForcedImmunity } from './solid-footing.js';
import { readDisguiseSelf } from './disguise-self.js';
import { readQuickStep } from './quick-step.js';
import { readTypedDamageWhileSurrounded } from './typed-damage-while-surrounded.js';
import { readCombatAdvantagePower } from './combat-advantage-powers.js';
import { readPerCreatureBonus } from './per-creature-bonus.js';
import { readAllyAttackBonus } from './ally-attack-bonus.js';
import { readGuided } from './guided.js';
import { readUniversallyHated } from './universally-hated.js';
import { readKeywordAllyAura } from './keyword-ally-aura.js';
import { readConcealBesideWall } from './conceal-beside-wall.js';
import { readNeedsAlly } from './needs-ally.js';
import { readTerrainMastery } from './terrain-mastery.js';
import { readAdjacentEnemyDamage } from './adjacent-enemy-damage.js';
import { readAttackPower, readChampion, readLanguage } from './language-powers.js';
import type { DdmwiEntry, DdmwiPower } from './ddmwi-entry.js';
import { readNamed } from './named-powers.js';
import { EXTRA_BASIC_ATTACKS, ONE_OFF_POWERS, SIZES } from './side-table.js';
import { isGap, type ImportedCreature, type PowerReport, type PowerSection } from './types.js';
import { fold, OLD_KEYWORDS } from './wording.js';

const SECTION: Readonly<Record<DdmwiPower['type'], PowerSection>> = { ATTACK: 'attack', SPECIAL: 'special', ABILITY: 'ability', CHAMPION: 'champion' };

/** The power's name: the text before its first colon when that is short, else its section and position. */
export function powerName(p: DdmwiPower, i: number): string {
  const colon = p.text.indexOf(':');
  if (colon > 0 && colon <= 50) return p.text.slice(0, colon).trim();
  if (p.type !== 'CHAMPION' && p.text.length <= 40) return p.text.trim().replace(/\.$/, '');
  return `${SECTION[p.type]} power ${i + 1}`;
}

const title = (f: string): string => f.charAt(0) + f.slice(1).toLowerCase();

/** A name that begins with a size ("Large Fire Elemental") names the creature's size ("Big Creatures"). */
function sizeInName(name: string): Size | undefined {
  const first = name.split(' ')[0] ?? '';
  return (SIZE_NAMES as readonly string[]).includes(first) ? (first as Size) : undefined;
}

/**
 * Readers of one printed wording into one power, tried in turn after the shapes above: Solid Footing
 * (push, pull and slide of enemies do not affect it), Skittering Mob and Pack Fervor (+N melee Attack per
 * creature of a keyword near it), Quick Strike and Pack Tactics (its own source of combat advantage),
 * Thundering Might (typed bonus damage while surrounded), Quick Step N (its shifts move up to N squares),
 * Guided (immobilized while no ally of a keyword sees it), bonuses to allies of a keyword (near it in an aura, or anywhere).
 */
const ONE_POWER_READERS: readonly ((text: string, limit: number | undefined) => PowerInput | null)[] = [
  readForcedImmunity,
  readPerCreatureBonus,
  readCombatAdvantagePower,
  readTypedDamageWhileSurrounded,
  readQuickStep,
  readGuided,
  readUniversallyHated,
  readTerrainMastery,
  readAdjacentEnemyDamage,
  readAllyAttackBonus,
  readNeedsAlly,
  readKeywordAllyAura,
  readConcealBesideWall,
];

export function importEntry(e: DdmwiEntry): ImportedCreature {
  const reports: PowerReport[] = [];
  const attacks: AttackInput[] = [];
  const powers: PowerInput[] = [];
  const championPowers: NonNullable<CreatureCardInput['championPowers']> = [];
  const defense: Record<Defense, number> = { AC: e.ac, Fort: e.fort, Ref: e.ref, Will: e.will };
  let mode: 'normal' | 'flight' | 'burrow' = e.movementMode === 'FLIGHT' ? 'flight' : e.movementMode === 'BURROW' ? 'burrow' : 'normal';
  const reaches = new Map<number, number>();
  const extraBasics = EXTRA_BASIC_ATTACKS[e.name] ?? [];
  const rangedBasicChecks: string[] = [];
  const meleeBasicChecks: string[] = [];
  let attackIndex = 0;

  e.powers.forEach((p, i) => {
    const name = powerName(p, i);
    const section = SECTION[p.type];
    const bad = (family: string, reason: string) => reports.push({ name, section, enforced: false, family, reason });
    if (p.type === 'ATTACK') {
      const asPower = readAttackPower(p.text, p.limit) ?? readMoveAttackDuring(p.text, p.limit) ?? readMoveAttackEntered(p.text, p.limit);
      if (asPower) {
        powers.push(asPower);
        reports.push({ name, section, enforced: true });
        return;
      }
      const index = attackIndex++;
      // "This creature moves up to …, then attacks: <attack>": the attack, made only by its power.
      const moving = readMoveThenAttack(p.text);
      const r = parseAttack(moving ? moving.attackText : p.text, p.limit, index);
      if (isGap(r)) return bad(r.family, r.reason);
      if (moving && r.attack.requires)
        return bad('attack: moves up to …, then attacks, with a requirement', 'a move-then-attack power whose attack has its own requirement');
      const attack = moving ? { ...r.attack, basic: false, requires: 'power' as const } : extraBasics.includes(index) ? { ...r.attack, basic: true } : r.attack;
      if (moving)
        powers.push({
          kind: 'action',
          name: attack.name,
          action: 'attack',
          ...(p.limit !== undefined ? { uses: p.limit } : {}),
          effect: { ...moving.move, attack: attack.name },
        });
      if (r.reach !== undefined) reaches.set(attacks.length, r.reach);
      // "+N vs. AC or +N vs. Reflex": one line per defense, named after it, the attacker choosing when it declares.
      if (r.alternative && moving)
        return bad('attack: moves up to …, then attacks, either of two defenses', 'a move-then-attack power against either of two defenses');
      if (r.alternative) {
        const other = { ...attack, name: `${attack.name} vs. ${r.alternative.vs}`, bonus: r.alternative.bonus, vs: r.alternative.vs };
        attacks.push({ ...attack, name: `${attack.name} vs. ${attack.vs}` });
        if (r.reach !== undefined) reaches.set(attacks.length, r.reach);
        attacks.push(other);
        reports.push({ name, section, enforced: true, translated: r.translated });
        return;
      }
      attacks.push(attack);
      // "Recharge as a move action": the card's action power that regains the attack's use.
      if (r.rechargeAction)
        powers.push({ kind: 'action', name: `Recharge ${attack.name}`, action: r.rechargeAction, effect: { kind: 'recharge-attack', attack: attack.name } });
      reports.push({ name, section, enforced: true, ...(r.translated.length > 0 ? { translated: r.translated } : {}) });
      return;
    }
    if (p.type === 'CHAMPION') {
      const c = readChampion(p.text);
      if (isGap(c)) return bad(c.family, c.reason);
      championPowers.push(c);
      reports.push({ name, section, enforced: true });
      return;
    }
    // Death Burst as an attack on destruction: the attack (made only by the power) and the power.
    // Claw Rake: a follow-up attack against the creature its basic attack hit (the same shape).
    const burst = readDeathBurst(p.text, p.limit, attackIndex + 1) ?? readClawRake(p.text, p.limit, attackIndex + 1);
    if (burst && isGap(burst)) return bad(burst.family, burst.reason);
    if (burst) {
      attacks.push(burst.attack);
      powers.push(burst.power);
      reports.push({ name, section, enforced: true });
      return;
    }
    const oneOff = ONE_OFF_POWERS[e.name]?.[name];
    if (oneOff) {
      powers.push(...(Array.isArray(oneOff) ? oneOff : [oneOff]));
      reports.push({ name, section, enforced: true });
      return;
    }
    // Consumption: one action power per attack it may recharge.
    const consumption = readConsumption(p.text, p.limit);
    if (consumption) {
      powers.push(...consumption);
      reports.push({ name, section, enforced: true });
      return;
    }
    // Towering: "Can occupy statue terrain. Can move into squares occupied by Medium or smaller enemies."
    const statue = readOccupyStatue(p.text, p.limit);
    if (statue) {
      powers.push(...statue.powers);
      reports.push({ name, section, enforced: true, ...(statue.translated.length > 0 ? { translated: statue.translated } : {}) });
      return;
    }
    // Disguise Self's other printings (set-up use, "invisible to enemies").
    const disguise = readDisguiseSelf(p.text, p.limit);
    if (disguise) {
      powers.push(disguise.power);
      reports.push({ name, section, enforced: true, ...(disguise.translated.length > 0 ? { translated: disguise.translated } : {}) });
      return;
    }
    for (const read of ONE_POWER_READERS) {
      const power = read(p.text, p.limit);
      // An always-on power with the file's use limit: read without it, as below for the language's.
      const always = !power && p.limit !== undefined ? read(p.text, undefined) : null;
      if (always?.kind === 'continuous') {
        powers.push(always);
        reports.push({ name, section, enforced: true, translated: [`the file's use limit (${p.limit}) on an always-on power is not read: it has no uses`] });
        return;
      }
      if (!power) continue;
      powers.push(power);
      reports.push({ name, section, enforced: true });
      return;
    }
    const named = readNamed(p.text);
    if (named && isGap(named)) return bad(named.family, named.reason);
    if (named) {
      // The file gives a few always-on named powers a use limit ("Immune Fire" 1, "Resist 10 Acid" 2,
      // "Delayed Appearance" 2): a named power is never "used" ("POWERS AND EFFECTS": only activated
      // powers and limited attacks have uses), so the number means nothing — the power is read as the
      // rulebook's, and the report says the limit was not read (our reading of the file's slip).
      const translated =
        p.limit !== undefined && named.powers.length > 0
          ? [...named.translated, `the file's use limit (${p.limit}) on an always-on named power is not read: a named power has no uses`]
          : named.translated;
      powers.push(...named.powers);
      if (named.mode) mode = named.mode;
      for (const [d, n] of Object.entries(named.defense ?? {}) as [Defense, number][]) defense[d] += n;
      reports.push({ name, section, enforced: true, ...(translated.length > 0 ? { translated } : {}) });
      return;
    }
    const lang = readLanguage(p.text, p.limit, name);
    if (isGap(lang)) {
      // An always-on power the file gives a use limit (Skirmish 5, Smite Good 10, Loner … each 1): as for
      // the named powers above, a power that is always on is never "used", so the number means nothing —
      // read without it, and said so in the report (our reading of the file's slip).
      const always = p.limit !== undefined ? readLanguage(p.text, undefined, name) : lang;
      if (isGap(always) || always.kind !== 'continuous') return bad(lang.family, lang.reason);
      powers.push(always);
      reports.push({ name, section, enforced: true, translated: [`the file's use limit (${p.limit}) on an always-on power is not read: it has no uses`] });
      return;
    }
    // "A {b} attack against the attacker" is our melee basic attack only if every basic attack is melee.
    if (lang.kind === 'triggered' && lang.effect.kind === 'basic-melee-vs-attacker' && /\{b\}/i.test(p.text)) rangedBasicChecks.push(name);
    // "destroys an enemy with a melee basic attack" is our melee-attack trigger only if every melee attack is basic.
    if (lang.kind === 'triggered' && /destroys an enemy with a melee basic attack/i.test(p.text)) meleeBasicChecks.push(name);
    powers.push(lang);
    reports.push({ name, section, enforced: true });
  });

  // "(reach N)" printed on attack lines: our Reach is the creature's, so it holds only when every
  // melee attack the card keeps reaches the same distance (or a Reach power already says so).
  const named = powers.find((p) => p.kind === 'reach');
  const melee = attacks.map((a, i) => ({ a, i })).filter(({ a }) => a.range.kind === 'melee');
  const distinct = new Set(reaches.values());
  if (distinct.size > 0) {
    const n = [...distinct][0] ?? 2;
    const uniform = distinct.size === 1 && melee.every(({ i }) => reaches.get(i) === n) && (!named || (named.kind === 'reach' && named.squares === n));
    if (uniform) {
      if (!named) powers.push({ kind: 'reach', squares: n });
    } else if (!named || (named.kind === 'reach' && [...distinct].every((r) => r >= named.squares))) {
      // Not every melee attack reaches as far: each attack printed with reach keeps its own ("Melee
      // Attacks", Range), the others reach adjacent squares (or the card's Reach power).
      for (const [i, r] of reaches) {
        const a = attacks[i];
        if (a && a.range.kind === 'melee') attacks[i] = { ...a, range: { kind: 'melee', reach: r } };
      }
    } else {
      // A printed attack reach shorter than the card's Reach power: not enforced.
      for (const i of [...reaches.keys()].sort((x, y) => y - x)) {
        const a = attacks[i];
        const rep = reports.find((r) => r.section === 'attack' && r.enforced && a && r.name === a.name);
        if (rep)
          Object.assign(rep, {
            enforced: false,
            family: 'attack range: reach shorter than the Reach power',
            reason: "an attack printed with a shorter reach than the card's Reach power",
          });
        attacks.splice(i, 1);
      }
    }
  }

  if (attacks.some((a) => a.basic && a.range.kind !== 'melee'))
    for (const r of reports)
      if (r.enforced && r.section !== 'attack' && rangedBasicChecks.includes(r.name)) {
        Object.assign(r, { enforced: false, family: 'basic attack against the attacker, ranged basic', reason: 'its basic attacks include a ranged one' });
        const at = powers.findIndex((x) => x.kind === 'triggered' && x.name === r.name);
        if (at >= 0) powers.splice(at, 1);
      }

  // A trigger on a melee basic attack read as one on any melee attack: not when the card has a melee attack that is not basic.
  if (attacks.some((a) => a.range.kind === 'melee' && !a.basic))
    unread(reports, powers, meleeBasicChecks, 'trigger: a melee basic attack, other melee attacks', 'the card has melee attacks that are not basic');
  // "Make a <Attack> attack against that enemy": the card's attack of that name, one with no use limit (made without spending one).
  const vsOther = powers.flatMap((x) =>
    x.kind === 'triggered' &&
    x.effect.kind === 'card-attack' &&
    x.effect.vsOther &&
    !attacks.some((a) => x.effect.kind === 'card-attack' && a.name === x.effect.attack && a.uses === undefined)
      ? [x.name]
      : [],
  );
  unread(reports, powers, vsOther, 'card attack against that enemy: no such unlimited attack', 'the card has no attack of that name without a use limit');
  // "Recharge <A> or <B>": each name a limited attack or power of the card.
  const limited = (n: string): boolean =>
    attacks.some((a) => a.name === n && a.uses !== undefined) || powers.some((x) => 'name' in x && x.name === n && 'uses' in x && x.uses !== undefined);
  const rechargeNames = powers.flatMap((x) => (x.kind === 'triggered' && x.effect.kind === 'recharge-one' && !x.effect.names.every(limited) ? [x.name] : []));
  unread(
    reports,
    powers,
    rechargeNames,
    'recharge one of: not a limited attack or power of the card',
    'a name that is not a limited attack or power of the card',
  );

  const keywords = e.keywords.filter((k) => k !== 'Unique').map((k) => OLD_KEYWORDS[k] ?? k);
  const input: CreatureCardInput = {
    name: e.name,
    level: e.level,
    keywords: [...new Set(keywords)],
    unique: e.keywords.includes('Unique'),
    // A printed rating of 0 is no champion rating.
    ...(e.championRating ? { championRating: e.championRating } : {}),
    size: SIZES[e.name] ?? sizeInName(e.name) ?? 'Medium',
    ac: defense.AC,
    fort: defense.Fort,
    ref: defense.Ref,
    will: defense.Will,
    speed: e.speed,
    mode,
    hp: e.hp,
    alignment: e.alignment === 'GOOD' ? 'Good' : e.alignment === 'EVIL' ? 'Evil' : 'Unaligned',
    factions: e.factions.map(title).filter((f): f is (typeof FACTIONS)[number] => (FACTIONS as readonly string[]).includes(f)),
    cost: e.cost,
    attacks,
    powers,
    championPowers,
  };
  if (attacks.length === 0) {
    const why = e.powers.some((p) => p.type === 'ATTACK') ? 'none of its attacks is encoded' : 'the card prints no attack';
    reports.push({ name: '(the card)', section: 'attack', enforced: false, family: 'no encodable attack', reason: `${why}; a card needs at least one attack` });
    return { name: e.name, set: e.setInfo, card: null, powers: reports, enforced: false };
  }
  const parsed = creatureCardSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    reports.push({
      name: '(the card)',
      section: 'attack',
      enforced: false,
      family: 'encoding refused',
      reason: `${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`,
    });
    return { name: e.name, set: e.setInfo, card: null, powers: reports, enforced: false };
  }
  return { name: e.name, set: e.setInfo, card: parsed.data, powers: reports, enforced: reports.every((r) => r.enforced) };
}

/** Marks the reports of the named triggered powers not enforced (family, reason) and drops the powers. */
function unread(reports: PowerReport[], powers: PowerInput[], names: readonly string[], family: string, reason: string): void {
  for (const r of reports)
    if (r.enforced && r.section !== 'attack' && names.includes(r.name)) {
      Object.assign(r, { enforced: false, family, reason });
      const at = powers.findIndex((x) => x.kind === 'triggered' && x.name === r.name);
      if (at >= 0) powers.splice(at, 1);
    }
}

/** The family of a special power no reader knows: its folded name. */
export const unknownFamily = (section: PowerSection, name: string): string => `${section}: ${fold(name)}`;
