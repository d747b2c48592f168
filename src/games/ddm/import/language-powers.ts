// Special and champion powers read into the power language of cards/schema.ts (the `triggered`,
// `action` and `continuous` templates; champion powers as a trigger and an effect) when their wording
// is one of the shapes below; every other power is a gap under the family of its name (special
// powers) or of its trigger (champion powers). ddm-battle-rules-2011, "POWERS AND EFFECTS",
// "Continuous Powers", "Champion Powers".
import { CONDITIONS, DAMAGE_TYPES, SIZES, type ChampionPower, type DamageType, type PowerEffect, type PowerInput, type Trigger } from '../cards/schema.js';
import { readSituationalBonus } from './situational-bonus.js';
import { readSkirmish } from './skirmish.js';
import { readKeenCritical } from './keen-critical.js';
import { readGnashingHorde } from './gnashing-horde.js';
import { readGaseousForm } from './gaseous-form.js';
import { readTeleport } from './teleport.js';
import { readCripplingSlash } from './crippling-slash.js';
import { readLoyalProtector } from './loyal-protector.js';
import { readDamagePenalty, readPsionicAblation } from './psionic-ablation.js';
import { readGhostStep } from './ghost-step.js';
import { readFeralSurge } from './feral-surge.js';
import { readSituationalDefense } from './situational-defense.js';
import { readAmbush } from './ambush.js';
import { readDamageBonusAgainst } from './damage-bonus-against.js';
import { readChosenEnemyBonus, readDamageAgainstChosen, readHealEach, readMoveEach, readMoveOne } from './move-one.js';
import { readPrey } from './prey.js';
import { readSelfBonusAction } from './self-bonus-action.js';
import { readMobileMelee } from './mobile-melee.js';
import { readTypeAura } from './type-aura.js';
import { readTypeShield } from './type-shield.js';
import { readShadowcloak } from './shadowcloak.js';
import { readStunningCritical } from './stunning-critical.js';
import { readRedirect } from './redirect.js';
import { readDestroyedDamage } from './destroyed-damage.js';
import { readComposedReaction } from './composed-reactions.js';
import { readHitRider } from './hit-rider.js';
import { readRetortDamage } from './retort-damage.js';
import { readMountWording } from './mount-wording.js';
import { readAfterAttacks } from './attack-power-tail.js';
import { gap, type Gap } from './types.js';
import { defenseOf, fold } from './wording.js';
import { readChampionBonus } from './champion-bonus.js';
import { readAllyHitsChampion } from './ally-hits-champion.js';
import { readMissesRerollChampion } from './misses-reroll-champion.js';
import { readBloodiedChampion } from './bloodied-champion.js';

interface Shape<T> {
  readonly re: RegExp;
  readonly make: (m: RegExpExecArray, name: string) => T | null;
}

/** Continuous powers: the whole text after the name, numbers read from it. */
const CONTINUOUS: readonly Shape<PowerInput>[] = [
  {
    re: /^\+(\d+) damage while bloodied$/i,
    make: (m, name) => ({ kind: 'continuous', name, effect: { kind: 'damage-bonus-while-bloodied', amount: Number(m[1]) } }),
  },
  {
    re: /^\+(\d+) damage while not bloodied$/i,
    make: (m, name) => ({ kind: 'continuous', name, effect: { kind: 'damage-bonus-while-not-bloodied', amount: Number(m[1]) } }),
  },
  {
    re: /^(?:whenever this creature hits a target granting it combat advantage: )?\+(\d+) damage (?:whenever this creature has combat advantage against (?:its )?target|against targets granting it combat advantage|vs\. targets granting (?:it|this creature) combat advantage|on that attack)$/i,
    make: (m, name) => ({ kind: 'continuous', name, effect: { kind: 'damage-bonus-with-combat-advantage', amount: Number(m[1]) } }),
  },
  {
    re: /^whenever this creature hits with an attack while (?:it is )?not bloodied: \+(\d+) damage on that attack$/i,
    make: (m, name) => ({ kind: 'continuous', name, effect: { kind: 'damage-bonus-while-not-bloodied', amount: Number(m[1]) } }),
  },
  {
    re: /^whenever this creature hits with an attack while (?:it is )?bloodied: \+(\d+) damage on that attack$/i,
    make: (m, name) => ({ kind: 'continuous', name, effect: { kind: 'damage-bonus-while-bloodied', amount: Number(m[1]) } }),
  },
  {
    re: /^whenever this creature hits an? (blinded|confused|dazed|dominated|helpless|immobilized|slowed|stunned|weakened) (?:target|enemy|creature): \+(\d+) damage on that attack$/i,
    make: (m, name) => {
      const word = (m[1] ?? '').toLowerCase();
      const condition = CONDITIONS.find((c) => c.toLowerCase() === word);
      return condition ? { kind: 'continuous', name, effect: { kind: 'damage-bonus-vs-condition', condition, amount: Number(m[2]) } } : null;
    },
  },
  {
    re: /^\+(\d+) (AC|Fort|Fortitude|Ref|Reflex|Will) while within (\d+) squares of an allied champion$/i,
    make: (m, name) => {
      const defense = defenseOf(m[2] ?? '');
      return defense
        ? { kind: 'continuous', name, effect: { kind: 'defense-bonus-near-allied-champion', defense, amount: Number(m[1]), within: Number(m[3]) } }
        : null;
    },
  },
  {
    // Wolfen Charge, Sprint Attack, True Juggernaut: "+N Speed while (when) charging".
    re: /^\+(\d+) speed (?:while|when) charging$/i,
    make: (m, name) => ({ kind: 'continuous', name, effect: { kind: 'charge-speed-bonus', amount: Number(m[1]) } }),
  },
  {
    // Swarm, Formless, Ooze, Holy Mantle: "(Takes) half damage from {m} and {r} attacks" ("melee and ranged", the bare "m and r"), "… from {r} attacks".
    re: /^(?:takes )?half damage from (\{m\}|m|melee|\{r\}|r|ranged)(?: and (\{m\}|m|melee|\{r\}|r|ranged))? attacks$/i,
    make: (m, name) => {
      const kind = (w: string): 'melee' | 'ranged' => (/^(?:\{m\}|m|melee)$/i.test(w) ? 'melee' : 'ranged');
      const ranges = [...new Set([m[1], m[2]].filter((w): w is string => w !== undefined).map(kind))];
      return { kind: 'continuous', name, effect: { kind: 'half-damage-from', ranges } };
    },
  },
  {
    re: /^can ignore up to 1 target in (?:the )?area when making an? \{c\} or \{a\} attack$/i,
    make: (_m, name) => ({ kind: 'continuous', name, effect: { kind: 'ignore-one-area-target' } }),
  },
  // Defensive Advantage ("Combat Advantage" broken by the card).
  {
    re: /^(?:this creature )?never grants combat advantage$/i,
    make: (_m, name) => ({ kind: 'continuous', name, effect: { kind: 'never-grants-combat-advantage' } }),
  },
  // Awareness: opportunity attacks against adjacent enemies that shift ("Opportunity Attacks").
  {
    re: /^(?:can|may) make (?:an )?opportunity attacks? (?:against (?:an adjacent enemy that shifts|enemies for shifting out of (?:an )?adjacent squares?)|when an adjacent enemy shifts)$/i,
    make: (_m, name) => ({ kind: 'continuous', name, effect: { kind: 'opportunity-on-shift' } }),
  },
  // Shortened Reach: "Can't (Cannot) make opportunity attacks" ("Opportunity Attacks" broken by the card).
  {
    re: /^(?:this creature )?(?:can't|cannot|can not) make opportunity attacks$/i,
    make: (_m, name) => ({ kind: 'continuous', name, effect: { kind: 'no-opportunity-attacks' } }),
  },
  // Intimidating Presence: "(Aura 1) Enemies in aura cannot make opportunity attacks".
  {
    re: /^\(aura (\d+)\) enemies in (?:the )?aura (?:can't|cannot|can not|may not) make opportunity attacks$/i,
    make: (m, name) => ({ kind: 'continuous', name, effect: { kind: 'aura-no-opportunity-attacks', radius: Number(m[1]) } }),
  },
  // Distractor: "Adjacent enemies may not make opportunity attacks" — printed without Aura, so on while inactive too.
  {
    re: /^adjacent enemies (?:can't|cannot|can not|may not) make opportunity attacks$/i,
    make: (_m, name) => ({ kind: 'continuous', name, effect: { kind: 'enemies-near-no-opportunity-attacks', radius: 1 } }),
  },
  // Mob N: "Every 2 creatures named <this creature> count as 1 creature for your warband's creature limit (for the purpose of warband construction)".
  {
    re: /^every (\d+) creatures named .+ count as (?:1|one) creature for (?:your warband's creature limit|the purpose of warband construction)$/i,
    make: (m, name) => (Number(m[1]) >= 2 ? { kind: 'continuous', name, effect: { kind: 'mob', count: Number(m[1]) } } : null),
  },
  // Intimidator: "(aura 1) Enemies in aura may not take Immediate actions".
  {
    re: /^\(aura (\d+)\) enemies in (?:the )?aura (?:may not|cannot|can't|can not) take immediate actions$/i,
    make: (m, name) => ({ kind: 'continuous', name, effect: { kind: 'aura-no-immediate-actions', radius: Number(m[1]) } }),
  },
  { re: /^\+(\d+) speed$/i, make: (m, name) => ({ kind: 'continuous', name, effect: { kind: 'speed-bonus', amount: Number(m[1]) } }) },
  // Disguise Self: "This creature is invisible until after it attacks (has used an attack action)" (the custom power file disguise-self).
  {
    re: /^this creature is invisible until after it (?:attacks|has used an attack action)$/i,
    make: (_m, name) => ({ kind: 'custom', name, custom: 'disguise-self' }),
  },
  // Hop: "This creature moves as if with Flight on its turn".
  // Blend with the Trees: "This creature has Hide while in forest terrain" (abilities/continuous/hide-in-terrain.ts).
  {
    re: /^(?:this creature )?has hide while in forest terrain$/i,
    make: (_m, name) => ({ kind: 'continuous', name, effect: { kind: 'hide-in-terrain', terrain: 'forest' } }),
  },
  // Forest Ward, Forest Camouflage: "Invisible [to enemies] while occupying forest terrain" (abilities/continuous/invisible-in-terrain.ts).
  {
    re: /^(?:this creature is )?invisible( to enemies)? while (?:occupying|in) forest terrain$/i,
    make: (m, name) => ({ kind: 'continuous', name, effect: { kind: 'invisible-in-terrain', terrain: 'forest', ...(m[1] ? { enemies: true as const } : {}) } }),
  },
  { re: /^this creature moves as if with flight on its turn$/i, make: (_m, name) => ({ kind: 'continuous', name, effect: { kind: 'flight-on-own-turn' } }) },
  // Ghost Touch: "This creature's {m} attacks ignore Insubstantial", "Ignores Insubstantial with {m} attacks" ({M}: its melee basic attacks).
  {
    re: /^(?:this creature's (\{m\}|melee) attacks ignore insubstantial|ignores insubstantial with (\{m\}|melee) attacks)$/i,
    make: (m, name) => ({
      kind: 'continuous',
      name,
      effect: (m[1] ?? m[2]) === '{M}' ? { kind: 'ignores-insubstantial', basicOnly: true } : { kind: 'ignores-insubstantial' },
    }),
  },
  // Phalanx Fighting: "+2 AC while adjacent to an ally" (and "whenever targeted by an attack, if adjacent to an ally: +2 AC against that attack").
  {
    re: /^(?:\+(\d+) ac while adjacent to an ally|whenever this creature is targeted by an attack, if it is adjacent to an ally: \+(\d+) ac against that attack)$/i,
    make: (m, name) => ({ kind: 'continuous', name, effect: { kind: 'defense-bonus-adjacent-ally', defense: 'AC', amount: Number(m[1] ?? m[2]) } }),
  },
  // Dodge Giants, Arcane Defense, Slave Stock: "+4 AC against Giants (Giant creatures, attacks by Giant
  // creatures)", "+2 DEF against Arcane creatures". The keyword is capitalised as printed, so "against
  // {r} attacks" or "against opportunity attacks" are not read here; alignments, sizes and the like are
  // not keywords.
  {
    re: /^\+(\d+) (AC|DEF|to all defenses) against (?:attacks by )?([A-Z][a-z]+?)s?(?: creatures)?$/,
    make: (m, name) => {
      const keyword = m[3] ?? '';
      if (['Good', 'Evil', 'Unaligned', 'Small', 'Medium', 'Large', 'Huge', 'Gargantuan', 'Flying', 'Champion', 'Mounted'].includes(keyword)) return null;
      const defenses = m[2] === 'AC' ? (['AC'] as const) : m[2] === 'DEF' ? (['Fort', 'Ref', 'Will'] as const) : (['AC', 'Fort', 'Ref', 'Will'] as const);
      return { kind: 'continuous', name, effect: { kind: 'defense-bonus-vs-keyword', defenses: [...defenses], amount: Number(m[1]), keyword } };
    },
  },
  // All Tricks Revealed: "Drow enemies may not use powers that turn hits into misses".
  {
    re: /^([a-z]+) enemies (?:may not|cannot|can't) use powers that turn hits into misses$/i,
    make: (m, name) => ({
      kind: 'continuous',
      name,
      effect: { kind: 'forbids-hit-to-miss', keyword: (m[1] ?? '').charAt(0).toUpperCase() + (m[1] ?? '').slice(1).toLowerCase() },
    }),
  },
  // Defensive Mobility without "while moving": "+5 AC against (vs.) opportunity attacks".
  {
    re: /^\+(\d+) ac (?:against|vs\.?) opportunity attacks$/i,
    make: (m, name) => ({ kind: 'continuous', name, effect: { kind: 'defense-bonus-vs-opportunity', defense: 'AC', amount: Number(m[1]) } }),
  },
  // Defensive Mobility "while moving": "+5 AC against opportunity attacks while moving", "Whenever this
  // creature is targeted by an opportunity attack while moving: +5 AC against that attack".
  {
    re: /^(?:\+(\d+) ac (?:against|vs\.?) opportunity attacks while moving|whenever this creature is targeted by an opportunity attack while moving[:;,] \+(\d+) ac against that attack)$/i,
    make: (m, name) => ({
      kind: 'continuous',
      name,
      effect: { kind: 'defense-bonus-vs-opportunity', defense: 'AC', amount: Number(m[1] ?? m[2]), whileMoving: true },
    }),
  },
  // Aquaphobe: "Whenever this creature enters river terrain, it takes 5 damage".
  {
    re: /^whenever this creature enters river terrain, it takes (\d+) damage$/i,
    make: (m, name) => ({ kind: 'continuous', name, effect: { kind: 'river-entry-damage', amount: Number(m[1]) } }),
  },
  // Plodding: "Cannot charge and can only take 1 move action on its turn" (and "; may take only 1 move
  // action each round", "; cannot use more than 1 move action each round").
  {
    re: /^cannot charge(?:;| and) (?:can only take 1 move action on its turn|may take only 1 move action each round|cannot use more than 1 move action each round)$/i,
    make: (_m, name) => ({ kind: 'continuous', name, effect: { kind: 'plodding' } }),
  },
  // Bloodrage (Orc Barbarian): "While bloodied, this creature may not move while an enemy is adjacent".
  {
    re: /^while bloodied, this creature (?:may not|cannot|can't) move while an enemy is adjacent(?: to it)?$/i,
    make: (_m, name) => ({ kind: 'continuous', name, effect: { kind: 'cannot-move', bloodied: true, enemyAdjacent: true } }),
  },
  { re: /^(?:this creature )?(?:can't|cannot) shift$/i, make: (_m, name) => ({ kind: 'continuous', name, effect: { kind: 'cannot-shift' } }) },
  // Beast Step: "This creature moves up to 2 squares when it shifts instead of 1" ("SHIFT" broken by the card).
  {
    re: /^this creature moves up to (\d+) squares when it shifts(?: instead of 1)?$/i,
    make: (m, name) => (Number(m[1]) >= 2 ? { kind: 'continuous', name, effect: { kind: 'shift-squares', squares: Number(m[1]) } } : null),
  },
  // Stomp, Inexorable, Overrun …: "can move through squares occupied by [Large or smaller] enemies".
  {
    re: /^(?:this creature )?can move through (?:(?:squares|spaces) occupied by )?(?:(small|medium|large|huge|gargantuan) or smaller )?enemies$/i,
    make: (m, name) => {
      const size = SIZES.find((z) => z.toLowerCase() === (m[1] ?? '').toLowerCase());
      return { kind: 'continuous', name, effect: size ? { kind: 'move-through-enemies', maxSize: size } : { kind: 'move-through-enemies' } };
    },
  },
  // Forest Walk, Forestwalk, Woodland Stride: forest terrain does not affect its movement (no extra cost).
  {
    re: /^(?:forest terrain does not affect this creature's movement|(?:ignores|does not pay) the (?:extra |additional )?(?:movement )?cost for (?:entering|moving in) forest terrain|forest does not count as difficult terrain for this creature)$/i,
    make: (_m, name) => ({ kind: 'continuous', name, effect: { kind: 'terrain-walk', terrain: ['forest'] } }),
  },
  // Stench-style auras: "(Aura N) living, non-X enemies and allies in aura have -N Attack", "adjacent living creatures have -N Attack; Xs immune".
  {
    re: /^\(aura (\d+)\) living, non-(\w+) enemies and allies in aura have [-\u2013](\d+) attack$/i,
    make: (m, name) => stench(name, Number(m[1]), m[2] ?? '', Number(m[3])),
  },
  {
    re: /^adjacent living creatures have [-\u2013](\d+) attack; (\w+?)s?(?: creatures)? immune$/i,
    make: (m, name) => stench(name, 1, m[2] ?? '', Number(m[1])),
  },
  {
    re: /^\(aura\) each living non-(\w+) creature adjacent to this creature has [-\u2013](\d+) attack$/i,
    make: (m, name) => stench(name, 1, m[1] ?? '', Number(m[2])),
  },
  // Aura of Fear: "Adjacent enemies (enemies adjacent to this creature) have -N Attack", "Enemies within N squares have -N attack" (the file's "enenmies" too).
  {
    re: /^(?:adjacent enen?mies|enemies adjacent to this creature|enemies within (\d+) squares(?: of this creature)?) have [-\u2013](\d+) attack$/i,
    make: (m, name) => ({
      kind: 'continuous',
      name,
      effect: { kind: 'aura-attack-penalty', amount: Number(m[2]), radius: m[1] ? Number(m[1]) : 1, living: false, enemies: true },
    }),
  },
  // Frightful Baying, Fearful Presence ("Enemies with N squares": the file's "with" for "within"), the
  // Warsinger's Aura of Fear, Sandblast: enemies near this creature have -N to a defense, to DEF
  // (Fortitude, Reflex and Will: Appendix A) or to all defenses (aura-defense-penalty).
  {
    re: /^(?:adjacent enemies|enemies with(?:in)? (\d+) squares|\(aura (\d+)\) enemies in aura) have [-\u2013](\d+) (?:to )?(all defenses|DEF ?\((?:Fort|Ref|Will)\)|DEF)$/i,
    make: (m, name) => {
      const n = Number(m[3]);
      const word = m[4] ?? '';
      const one = /\(/.test(word) ? defenseOf(word) : null;
      const amounts = /^all/i.test(word) ? { AC: n, Fort: n, Ref: n, Will: n } : one ? { [one]: n } : { Fort: n, Ref: n, Will: n };
      return { kind: 'continuous', name, effect: { kind: 'aura-defense-penalty', amounts, radius: Number(m[1] ?? m[2] ?? 1) } };
    },
  },
  // Shieldbearer-style auras: allies near this creature have +N to a defense.
  {
    re: /^(?:\(aura (\d+)\) allies in aura have|adjacent allies have) \+(\d+) (AC|Fort|Fortitude|Ref|Reflex|Will)$/i,
    make: (m, name) => shield(name, m[1] ? Number(m[1]) : 1, Number(m[2]), m[3] ?? ''),
  },
  {
    re: /^allies have \+(\d+) (AC|Fort|Fortitude|Ref|Reflex|Will) while adjacent to this creature$/i,
    make: (m, name) => shield(name, 1, Number(m[1]), m[2] ?? ''),
  },
];

function stench(name: string, radius: number, except: string, amount: number): PowerInput {
  const keyword = except.charAt(0).toUpperCase() + except.slice(1).toLowerCase();
  return { kind: 'continuous', name, effect: { kind: 'aura-attack-penalty', amount, radius, living: true, except: keyword } };
}

function shield(name: string, radius: number, amount: number, word: string): PowerInput | null {
  const defense = defenseOf(word);
  return defense ? { kind: 'continuous', name, effect: { kind: 'aura-ally-defense-bonus', defense, amount, radius } } : null;
}

/** What a triggered or action power does, after its trigger or action words. */
const EFFECTS: readonly Shape<PowerEffect>[] = [
  {
    re: /^(?:that enemy|the attacker) has -(\d+) attack until after it hits with an attack$/i,
    make: (m) => ({ kind: 'attack-penalty-until-hit', amount: Number(m[1]) }),
  },
  { re: /^(?:the )?attacker re-?rolls that attack roll(?: instead)?$/i, make: () => ({ kind: 'reroll-attack' }) },
  { re: /^redirect that attack to this creature$/i, make: () => ({ kind: 'redirect-to-self' }) },
  // Skullcleaver: "That attack is a critical hit" (the attack being declared).
  { re: /^that attack is a critical hit$/i, make: () => ({ kind: 'declared-attack-critical' }) },
  // Fire Burst: "Adjacent creatures take 10 fire Damage" (no roll, each adjacent creature of either side).
  {
    re: /^(?:each )?adjacent creatures? takes? (\d+) (?:([a-z]+) )?damage$/i,
    make: (m) => {
      const amount = Number(m[1]);
      const type = m[2] === undefined ? 'untyped' : DAMAGE_TYPES.find((x) => x === (m[2] ?? '').toLowerCase());
      return type && amount % 5 === 0 ? { kind: 'damage-adjacent', amount, type } : null;
    },
  },
  // Death Flash: "Each adjacent ally and each adjacent enemy is Dazed" (no duration printed: until the end of each one's next turn, "Conditions").
  {
    re: /^each adjacent ally and each adjacent enemy (?:is|are) (blinded|dazed|immobilized|slowed|stunned|weakened)$/i,
    make: (m) => {
      const condition = CONDITIONS.find((c) => c.toLowerCase() === (m[1] ?? '').toLowerCase());
      return condition ? { kind: 'condition-adjacent', condition } : null;
    },
  },
  // Psionic Ablation: "-10 Damage on that attack" (import/psionic-ablation.ts).
  { re: /^[-\u2013]\d+ damage on that attack\b.*$/i, make: (m) => readDamagePenalty(m[0]) },
  { re: /^(?:this creature )?heals? (\d+) (?:hp|hit points)$/i, make: (m) => ({ kind: 'heal-self', amount: Number(m[1]) }) },
  // Also "Move up to its current speed" (Feral Surge's "… as a free action", the tail read off by readTriggered).
  {
    re: /^(?:move (?:this creature )?up to its (?:current )?speed|this creature moves up to its (?:current )?speed)$/i,
    make: () => ({ kind: 'move-up-to-speed' }),
  },
  // Slick Maneuver: "Shift 3 squares, must end adjacent to that enemy" (its action words say "only while adjacent to an enemy").
  {
    re: /^(?:only while adjacent to an enemy: )?shift (\d+) squares?, must end adjacent to that enemy$/i,
    make: (m) => ({ kind: 'shift-next-to-enemy', squares: Number(m[1]) }),
  },
  // Shifting Swarm: "only while adjacent to a Rat ally; shift 3 squares, must end adjacent to that ally" (after its action words).
  {
    re: /^only while adjacent to an? ([A-Za-z][\w-]*) ally[:;,] shift (\d+) squares?, must end adjacent to that ally$/i,
    make: (m) => ({ kind: 'shift-next-to-enemy', squares: Number(m[2]), allyKeyword: m[1] ?? '' }),
  },
  // Slick Maneuver printed with no distance: "[Use] only while (when) [this creature is] adjacent to an enemy: [This
  // creature] shift(s) to another (any) square adjacent to that enemy" — a shift as the rulebook's "SHIFT"
  // (1 square, our reading: no other distance is printed) that must end adjacent to that enemy.
  {
    re: /^(?:(?:use )?only (?:while|when) (?:this creature is )?adjacent to an enemy: )?(?:this creature )?shifts? to (?:another|any) square adjacent to that enemy$/i,
    make: () => ({ kind: 'shift-next-to-enemy', squares: 1 }),
  },
  // Telekinetic Leap: "Move up to its current speed as with (as though with) Flight".
  {
    re: /^move up to its (?:current )?speed (?:as (?:though |if )?)?with (flight|burrow)$/i,
    make: (m) => ({ kind: 'move-up-to-speed', mode: (m[1] ?? '').toLowerCase() === 'burrow' ? 'burrow' : 'flight' }),
  },
  { re: /^move up to twice its (?:current )?speed$/i, make: () => ({ kind: 'move-twice-speed' }) },
  { re: /^[Mm]ake an? \{M\} attack against (?:the )?attacker as an immediate action$/, make: () => ({ kind: 'basic-melee-vs-attacker' }) },
  {
    re: /^each bloodied ally within (\d+) squares of this creature heals (\d+) hp$/i,
    make: (m) => ({ kind: 'heal-bloodied-allies', within: Number(m[1]), amount: Number(m[2]) }),
  },
  { re: /^this creature shifts(?: 1 square)? as a free action$/i, make: () => ({ kind: 'shift' }) },
  { re: /^shift (?:up to )?(?:1|one)(?: squares?)?$/i, make: () => ({ kind: 'shift' }) },
  // Astral Leap, Hasty Retreat: "Shift up to 10 squares", "Shift 6 squares" — a shift of up to that many
  // squares ("SHIFT": no opportunity attacks; our reading of the bare number, as "Shift N" in the attack
  // effects: it may stop short or stay).
  { re: /^shift (?:up to )?(\d+) squares?$/i, make: (m) => (Number(m[1]) >= 2 ? { kind: 'shift', squares: Number(m[1]) } : null) },
  // "Shift as a free action" ("… as an immediate action" is read off before): a shift is 1 square ("SHIFT").
  { re: /^shift(?: as a free action)?$/i, make: () => ({ kind: 'shift' }) },
  { re: /^make (?:an?|1) (?:\{b\}|basic)(?: attack)?$/i, make: () => ({ kind: 'basic-attacks', count: 1, melee: false }) },
  // Ferocity: "This creature makes a {b} attack" (one of its basic attacks) / "… a {m} attack" (any of its melee attacks).
  { re: /^this creature makes (?:an?|1) \{b\} attack$/i, make: () => ({ kind: 'basic-attacks', count: 1, melee: false }) },
  { re: /^this creature makes (?:an?|1) \{m\} attack$/i, make: () => ({ kind: 'melee-attack' }) },
  // "make up to three melee basic attacks": one after another, its player may stop before each.
  {
    re: /^make up to (\d|two|three|four) (melee basic|basic melee|\{b\}|basic) attacks$/i,
    make: (m) => {
      const n = { two: 2, three: 3, four: 4 }[(m[1] ?? '').toLowerCase()] ?? Number(m[1]);
      return n >= 2 ? { kind: 'basic-attacks', count: n, melee: /melee/i.test(m[2] ?? ''), upTo: true } : null;
    },
  },
  { re: /^make (?:an?|1) (?:melee basic|basic melee|\{b\} melee) attack$/i, make: () => ({ kind: 'basic-attacks', count: 1, melee: true }) },
  // Old printings: "a Melee attack" (or the bare "M" of the melee icon) is the card's melee basic
  // attack (Appendix A; the old cards list one melee attack, the basic one).
  { re: /^make an? (?:melee|m) attack$/i, make: () => ({ kind: 'basic-attacks', count: 1, melee: true }) },
  // "{b}": a basic attack; creature.ts checks that every basic attack of the card is a melee one.
  {
    re: /^(?:this creature )?makes? (?:an?|1) (?:melee basic|basic melee|\{b\}) attack (?:against|vs\.?) (?:this enemy|that enemy|the attacker|attacker)$/i,
    make: () => ({ kind: 'basic-melee-vs-attacker' }),
  },
  { re: /^place this creature (?:on the battle ?map )?in a space adjacent to a bloodied enemy$/i, make: () => ({ kind: 'place-adjacent-bloodied-enemy' }) },
  // Conjuration N, Divine Summons N: "Place this creature within 6 squares of an Arcane (a Divine) ally[ of level N or greater]".
  {
    re: /^place this creature within (\d+) squares of an? (arcane|divine) ally(?: of level (\d+) or greater)?$/i,
    make: (m) => ({
      kind: 'place-near-ally',
      within: Number(m[1]),
      keyword: (m[2] ?? '').charAt(0).toUpperCase() + (m[2] ?? '').slice(1).toLowerCase(),
      ...(m[3] ? { level: Number(m[3]) } : {}),
    }),
  },
  { re: /^slide (?:that|the) enemy (?:up to )?(\d+) squares?$/i, make: (m) => ({ kind: 'slide-other', squares: Number(m[1]) }) },
  {
    re: /^if that enemy is taking ongoing (\w+) damage, slide that enemy (?:up to )?(\d+) squares?$/i,
    make: (m) => {
      const type = DAMAGE_TYPES.find((t) => t === (m[1] ?? '').toLowerCase());
      return type ? { kind: 'slide-other', squares: Number(m[2]), ifOngoing: type } : null;
    },
  },
  {
    re: /^shift (?:up to )?(\d+) squares? to a (?:space|square) not adjacent to the target(?: of that attack)?$/i,
    make: (m) => ({ kind: 'shift-away-from-target', squares: Number(m[1]) }),
  },
  { re: /^that attack misses(?:,? instead)?$/i, make: () => ({ kind: 'attack-misses', retarget: false }) },
  {
    re: /^this creature heals (\d+) hp or recharges its ([^.]+)$/i,
    make: (m) => ({ kind: 'heal-self-or-recharge', amount: Number(m[1]), attack: (m[2] ?? '').trim() }),
  },
];

function effectOf(text: string): PowerEffect | null {
  const t = text
    .trim()
    .replace(/^(?:then,?\s*)/i, '')
    .replace(/\.$/, '');
  for (const s of EFFECTS) {
    const m = s.re.exec(t);
    const e = m ? s.make(m, '') : null;
    if (e) return e;
  }
  return null;
}

/** Triggers as printed: [trigger words, our trigger, activated by default ("Use when" vs "Whenever")]. */
const TRIGGER_WORDS: readonly [RegExp, Trigger][] = [
  [/^an enemy misses this creature with an? (?:\{m\}|melee) attack$/i, 'enemy-misses-self-melee'],
  // Goblin Tactics: "when (after) a {m} attack misses this creature" — the attacker is the enemy that missed.
  [/^an? (?:\{m\}|melee) attack misses this creature$/i, 'enemy-misses-self-melee'],
  [/^this creature is hit by an attack$/i, 'self-hit-by-attack'],
  [/^an ally hits with an? (?:\{m\}|melee) attack$/i, 'ally-hits-melee'],
  [/^an ally scores a critical hit$/i, 'ally-crits'],
  [/^an enemy scores a critical hit$/i, 'enemy-crits'],
  [/^an enemy attacks an adjacent ally(?: with an attack)?$/i, 'enemy-attacks-adjacent-ally'],
  [/^an adjacent enemy makes an? (?:\{m\}|melee) attack against an ally$/i, 'adjacent-enemy-melee-attacks-ally'],
  [/^an enemy adjacent to this creature makes an? (?:\{m\}|melee) attack against an ally$/i, 'adjacent-enemy-melee-attacks-ally'],
  [/^an adjacent enemy targets an ally with an? (?:\{m\}|melee) attack$/i, 'adjacent-enemy-melee-attacks-ally'],
  [/^this creature takes damage$/i, 'self-takes-damage'],
  // "first" is the first crossing only (self-first-bloodied); without it, every crossing.
  [/^(?:this creature )?(?:is |becomes )?first (?:becomes )?bloodied$/i, 'self-first-bloodied'],
  [/^this creature becomes bloodied$/i, 'self-becomes-bloodied'],
  [/^(?:the )?start of (?:this creature's|its) turn$/i, 'start-of-own-turn'],
  [/^(?:the )?end of (?:this creature's|its) turn$/i, 'end-of-own-turn'],
  [/^(?:the )?start of (?:the |each )?round$/i, 'start-of-round'],
  [/^(?:the )?end of (?:the |each )?round$/i, 'end-of-round'],
  [/^an? (?:adjacent )?enemy (?:declares|attempts|makes) an? (?:\{m\}|melee) attack (?:against|vs\.?) this creature$/i, 'enemy-melee-attacks-self'],
  [/^this creature's (?:\{m\}|melee) attack destroys an enemy$/i, 'self-destroys-enemy-melee'],
  [/^this creature destroys an enemy with an? (?:\{m\}|melee|m) attack$/i, 'self-destroys-enemy-melee'],
  // Cleave, Great Cleave: "… with a melee basic attack" — kept by import/creature.ts only on a card whose
  // melee attacks are all basic, where it is the same event.
  [/^this creature destroys an enemy with a melee basic attack$/i, 'self-destroys-enemy-melee'],
  [/^this creature destroys an enemy$/i, 'self-destroys-enemy'],
  [/^(?:this creature is )?destroyed$/i, 'self-destroyed'],
  [/^an enemy (?:moves out of|leaves) (?:a square adjacent to this creature|an adjacent (?:square|space))$/i, 'enemy-leaves-adjacent'],
  [/^an enemy ends its move(?:ment)? adjacent to this creature$/i, 'enemy-ends-move-adjacent'],
  [/^an enemy declares an attack$/i, 'enemy-declares-attack'],
  [/^an enemy declares an? (?:\{c\} or \{a\}|close or area) attack$/i, 'enemy-declares-close-or-area-attack'],
  [/^this creature declares an attack$/i, 'self-declares-attack'],
  [/^this creature declares an? (?:\{b\}|basic) attack$/i, 'self-declares-basic-attack'],
  [/^(?:this creature is )?targeted by an attack$/i, 'self-targeted-by-attack'],
  [/^(?:an enemy targets this creature with an attack|this creature is targeted by an enemy's attack)$/i, 'enemy-attacks-self'],
  // Only after "use after": "use when … hits" is the hit's own moment, before the damage.
  [/^hitting with an? (?:\{m\}|melee|m) attack$/i, 'after-self-hits-melee'],
  [/^(?:the )?start of an enemy's turn$/i, 'start-of-enemy-turn'],
  [/^(?:this creature is )?hit by an? (?:\{m\}|melee) attack$/i, 'self-hit-by-melee'],
];

const triggerOf = (words: string): Trigger | null => TRIGGER_WORDS.find(([re]) => re.test(words.trim()))?.[1] ?? null;

interface Triggered {
  trigger: Trigger;
  activated: boolean;
  action: 'none' | 'free' | 'immediate';
  effect: PowerEffect;
}

/**
 * "[Immediate action, ]use (when|at|after) <trigger>[:.;] <effect>[ as an immediate action]" and
 * "Immediate, when <trigger>; <effect>" (activated), "Whenever <trigger>: <effect>" (automatic).
 */
function readTriggered(text: string): Triggered | null {
  // "vs." inside the trigger is not the end of a sentence; "usable once per turn" repeats the
  // immediate action's own limit ("Immediate Action": one per creature's turn).
  const once = /\.\s*usable once per (?:creature's )?turn$/i;
  const oncePerTurn = once.test(text.replace(/\u2019/g, "'"));
  const body = text
    .replace(/\u2019/g, "'")
    .replace(once, '')
    .replace(/\bvs\.\s/gi, 'vs ')
    // The file's misspelling of "creature", and a colon printed without its space.
    .replace(/\bcreture\b/gi, 'creature')
    .replace(/:(?=[A-Za-z])/g, ': ')
    // "Once per turn when …; make an immediate {b} attack": an immediate action, whose own limit is
    // once per creature's turn ("Immediate Action").
    .replace(/^once per turn,? when (.+?); make an immediate /i, 'Immediate, when $1; make a ');
  const m = /^(immediate(?: action)?,\s*)?(use (?:when|at|after)|when|whenever)\s+(.+?)\s*[:.;]\s+(.+)$/i.exec(body);
  if (!m) return null;
  const trigger = triggerOf(m[3] ?? '');
  let effectText = m[4] ?? '';
  // "make an immediate {b} attack" (Deathstrike) is "make a {b} attack" as an immediate action.
  const immediateMake = /^make an immediate /i.test(effectText);
  if (immediateMake) effectText = effectText.replace(/^make an immediate /i, 'make a ');
  const immediateTail = immediateMake || (/ as an immediate action$/i.test(effectText) && !/^[Mm]ake an? \{M\}/.test(effectText));
  if (immediateTail) effectText = effectText.replace(/ as an immediate action$/i, '');
  // "… before being destroyed" says when a power used as it is destroyed happens: before it is removed.
  if (trigger === 'self-destroyed') effectText = effectText.replace(/ before being destroyed$/i, '');
  // "… as a free action" after an effect that does not word it itself ("Make 1 {b} as a free action").
  const plainEffect = effectOf(effectText);
  const freeTail = !plainEffect && / as a free action$/i.test(effectText);
  const effect = plainEffect ?? (freeTail ? effectOf(effectText.replace(/ as a free action$/i, '')) : null);
  if (!trigger || !effect) return null;
  const immediate = m[1] !== undefined || immediateTail || effect.kind === 'basic-melee-vs-attacker';
  if (oncePerTurn && !immediate) return null;
  const activated = !/^whenever/i.test(m[2] ?? '');
  // "Use after (when) a {m} attack misses this creature: <effect>" is declared by its player after the
  // attack (`self-missed-by-melee`); the automatic reading (Zehir's Eye) keeps `enemy-misses-self-melee`.
  const missed = trigger === 'enemy-misses-self-melee' && activated && effect.kind !== 'attack-penalty-until-hit' ? 'self-missed-by-melee' : trigger;
  return { trigger: missed, activated, action: immediate ? 'immediate' : freeTail ? 'free' : 'none', effect };
}

/** "(Minor action|Replaces move action|…): <effect>" and "Use at any time on this creature's turn, no more than once per turn: …". */
function readAction(body: string, limit: number | undefined, name: string): PowerInput | null {
  const m =
    /^(minor action|move action|replaces move action|replaces attack action|attack action|replaces turn(?: actions?)?|free action)\s*[:;,]\s*(.+)$/i.exec(body);
  const free = /^use at any time (?:on|during) this creature's turn, no more than once per turn\s*:\s*(.+)$/i.exec(body);
  const words = (m?.[1] ?? '').toLowerCase();
  const action = free
    ? 'free'
    : words.includes('minor')
      ? 'minor'
      : words.includes('move')
        ? 'move'
        : words.includes('turn')
          ? 'turn'
          : words.includes('attack')
            ? 'attack'
            : words.includes('free')
              ? 'free'
              : null;
  const effect = effectOf((free?.[1] ?? m?.[2] ?? '').replace(/ as a free action$/i, (x) => (free ? x : x)));
  if (!action || !effect) return null;
  if (action === 'free' && !free && limit === undefined) return null;
  return { kind: 'action', name, action, ...(limit !== undefined ? { uses: limit } : {}), ...(free ? { perTurn: 1 } : {}), effect };
}

const COUNT_WORDS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4 };

/**
 * "Make N {b} attacks" / "Replaces turn: Make N {b} attacks" / "Make two melee basic attacks" printed among the
 * attacks: an action power ("make N basic attacks").
 */
export function readAttackPower(text: string, limit: number | undefined): PowerInput | null {
  const colon = text.indexOf(':');
  if (colon <= 0 || colon > 50) return null;
  const name = text.slice(0, colon).trim();
  const body = text
    .slice(colon + 1)
    .trim()
    .replace(/\.$/, '');
  // "Make 1 {b} attack against each Helpless enemy within Reach" / "… each adjacent bloodied enemy" (effect field `each`).
  const each = /^make 1 \{b\} attack against each (helpless enemy within reach|adjacent bloodied enemy)$/i.exec(body);
  if (each)
    return {
      kind: 'action',
      name,
      action: 'attack',
      ...(limit !== undefined ? { uses: limit } : {}),
      effect: { kind: 'basic-attacks', count: 1, melee: false, each: /helpless/i.test(each[1] ?? '') ? 'helpless-in-reach' : 'adjacent-bloodied' },
    };
  // "Use only while bloodied: Make 2 {b} attacks" / "(only while Bloodied) Make 2 {b} attacks": the power's requirement.
  // "… against the same target / a single target / 1 target": every attack against the first one's target (`sameTarget`);
  // "RECHARGE when first bloodied" after it: the action power's first-bloodied recharge.
  const tail = FIRST_BLOODIED_RECHARGE.exec(body);
  // "(Usable on charge)" / "Usable on charge." before it: it may also end a charge; "(only on charge)" / "Use only while
  // charging:" only that (effect field `charge`, powers/charge-powers.ts); "… against target of charge": all against it.
  const charge = /^(?:\((usable|only) on charge\)\s*|(usable) on charge[.:]\s*|use (only) while charging[.:]\s*)/i.exec(body);
  const rest = charge ? body.slice(charge[0].length) : body;
  // "… If the first hits, +N Attack on the second. If both hit, target is also <condition>" (import/attack-power-tail.ts).
  const after = readAfterAttacks(tail ? rest.slice(0, tail.index - (body.length - rest.length)) : rest);
  if (!after) return null;
  const m =
    /^(use only while bloodied\s*[:.]\s*|\(only while bloodied\)\s*)?(?:(replaces turn(?: actions?)?|minor action|replaces move action)\s*:\s*)?make (\d+|two|three|four) (\{[bBM]\}|melee basic|basic melee|basic \{m\}) attacks((?:,? each)? (?:against|vs\.?) (?:the same|a single|1) target| against target of charge)?$/i.exec(
      after.core,
    );
  if (!m) return null;
  // A recharge regains a use: only on a power with a use limit.
  if (tail && limit === undefined) return null;
  const onCharge = charge ? ((charge[1] ?? charge[2] ?? charge[3] ?? '').toLowerCase() === 'usable' ? 'also' : 'only') : undefined;
  // The charge's target is named only by a power that ends a charge; a charge is the attack action itself.
  if (/target of charge/i.test(m[5] ?? '') && onCharge !== 'only') return null;
  if (onCharge && m[2] !== undefined) return null;
  const words = (m[2] ?? '').toLowerCase();
  const action = words.includes('turn') ? 'turn' : words.includes('minor') ? 'minor' : words.includes('move') ? 'move' : 'attack';
  return {
    kind: 'action',
    name,
    action,
    ...(limit !== undefined ? { uses: limit } : {}),
    ...(m[1] !== undefined ? { requires: 'bloodied' as const } : {}),
    ...(tail ? { recharge: 'first-bloodied' as const } : {}),
    effect: {
      kind: 'basic-attacks',
      count: COUNT_WORDS[(m[3] ?? '').toLowerCase()] ?? Number(m[3]),
      // "{M}", "melee basic", "basic melee", "basic {m}": its melee basic attacks only.
      melee: m[4] === '{M}' || /melee|\{m\}/i.test(m[4] ?? ''),
      ...(m[5] !== undefined ? { sameTarget: true as const } : {}),
      ...(onCharge ? { charge: onCharge } : {}),
      ...(after.bothHit ? { bothHit: after.bothHit } : {}),
      ...(after.firstHitBonus ? { firstHitBonus: after.firstHitBonus } : {}),
    },
  };
}

/** "…; RECHARGE when (this creature) first becomes bloodied" after a limited special power (Fire Burst, Ghost Step, Skullcleaver). */
const FIRST_BLOODIED_RECHARGE = /[.;,]?\s*recharge when (?:this creature )?(?:is )?first (?:becomes? |becoming )?bloodied\.?$/i;

/**
 * A special or champion power in the power language. A first-bloodied recharge after the text is read
 * off and the power read without it gets the field `recharge: 'first-bloodied'`
 * (abilities/recharge-power-first-bloodied.ts) — only a triggered or action power with a use limit
 * can be recharged; any other stays a gap.
 */
export function readLanguage(text: string, limit: number | undefined, name: string): PowerInput | Gap {
  const t = text.trim();
  const tail = FIRST_BLOODIED_RECHARGE.exec(t);
  if (!tail) return readPowerText(t, limit, name);
  const inner = readPowerText(t.slice(0, tail.index), limit, name);
  if (!('kind' in inner)) return inner;
  if ((inner.kind === 'triggered' || inner.kind === 'action') && inner.uses !== undefined) return { ...inner, recharge: 'first-bloodied' };
  return gap('power: recharge when first bloodied without a use', 'a first-bloodied recharge on a power with no use to regain');
}

function readPowerText(text: string, limit: number | undefined, name: string): PowerInput | Gap {
  const colon = text.indexOf(':');
  const raw = (colon > 0 && colon <= 50 ? text.slice(colon + 1) : text).trim();
  // A closing parenthesis the file leaves after the text, with no opening one, is not part of it.
  const stray = raw.endsWith(')') && (raw.match(/\(/g) ?? []).length < (raw.match(/\)/g) ?? []).length;
  const body = (stray ? raw.slice(0, -1) : raw).replace(/\.$/, '');
  if (limit === undefined) {
    for (const s of CONTINUOUS) {
      const m = s.re.exec(body);
      const p = m ? s.make(m, name) : null;
      if (p) return p;
    }
    const bonus = readSituationalBonus(body, name) ?? readSkirmish(body, name) ?? readSituationalDefense(body, name);
    if (bonus) return bonus;
    const keen = readKeenCritical(body, name);
    if (keen) return keen;
  }
  const against =
    readDamageBonusAgainst(body, name, limit) ??
    readMoveOne(body, name, limit) ??
    readChosenEnemyBonus(body, name, limit) ??
    readPrey(body, name, limit) ??
    readMobileMelee(body, name, limit) ??
    readTypeAura(body, name, limit) ??
    readTypeShield(body, name, limit) ??
    readStunningCritical(body, name, limit) ??
    readRedirect(body, name, limit) ??
    readDestroyedDamage(body, name, limit) ??
    readComposedReaction(body, name, limit) ??
    readHitRider(body, name, limit) ??
    readRetortDamage(body, name, limit) ??
    readMountWording(body, name, limit);
  if (against) return against;
  const horde =
    readGnashingHorde(body, name, limit) ??
    readGaseousForm(body, name, limit) ??
    readTeleport(body, name, limit) ??
    readCripplingSlash(body, name, limit) ??
    readLoyalProtector(body, name, limit) ??
    readPsionicAblation(body, name, limit) ??
    readGhostStep(body, name, limit) ??
    readShadowcloak(body, name, limit) ??
    readFeralSurge(body, name, limit);
  if (horde) return horde;
  const t = readTriggered(body);
  if (t) {
    // "Zehir's Eye" style penalties: docs/ddm.md, "Decisions taken" — automatic, as the rulebook quotes it.
    const activated = t.effect.kind === 'attack-penalty-until-hit' ? false : t.activated;
    return { kind: 'triggered', name, trigger: t.trigger, activated, action: t.action, ...(limit !== undefined ? { uses: limit } : {}), effect: t.effect };
  }
  const a = readAmbush(body, name, limit) ?? readSelfBonusAction(body, name, limit) ?? readAction(body, limit, name);
  if (a) return a;
  // A power printed without a name is grouped by its first words instead.
  const label = /^(special|ability) power \d+$/.test(name) ? fold(body).split(' ').slice(0, 6).join(' ') : fold(name);
  return gap(`power: ${label}`, 'this power has no encoding yet');
}

/** Champion powers: "Use when <trigger>: <effect>". */
const CHAMPION: readonly Shape<ChampionPower>[] = [
  {
    re: /^use when an ally hits with a (?:melee|\{m\}) attack[:;,.] \+(\d+) damage on that attack$/i,
    make: (m) => ({ trigger: 'ally-hits-melee', effect: { kind: 'damage-bonus', amount: Number(m[1]) } }),
  },
  {
    re: /^use when an enemy scores a critical hit[:;,.] that attack becomes a (?:normal )?hit(?: instead)?$/i,
    make: () => ({ trigger: 'enemy-crits', effect: { kind: 'crit-becomes-hit' } }),
  },
  {
    re: /^use at start of this creature's turn[:;,.] choose a keyword\. this creature and each ally with that keyword has \+(\d+) to all defenses until end of round$/i,
    make: (m) => ({ trigger: 'start-of-own-turn', effect: { kind: 'defense-bonus-allies-keyword', amount: Number(m[1]) } }),
  },
  {
    // "You roll 1 additional (extra) d20 when determining initiative this round", "Roll an extra d20 for initiative this round".
    re: /^use at (?:the )?start of (?:a |the |each )?round[:;,.] (?:you )?roll (?:1|an|one) (?:additional|extra) d20 (?:when determining|for) initiative this round$/i,
    make: () => ({ trigger: 'start-of-round', effect: { kind: 'extra-initiative-die' }, duration: 'end-of-round' }),
  },
  {
    // "Use when an enemy becomes bloodied: That enemy takes 20 damage" (no attack roll, as Fire Aura's).
    re: /^use when an enemy becomes bloodied[:;,.] that enemy takes (\d+) (?:(acid|cold|fire|force|lightning|necrotic|poison|psychic|radiant|thunder) )?damage$/i,
    make: (m) =>
      Number(m[1]) % 5 === 0
        ? { trigger: 'enemy-becomes-bloodied', effect: { kind: 'damage-other', amount: Number(m[1]), type: (m[2]?.toLowerCase() ?? 'untyped') as DamageType } }
        : null,
  },
  {
    // "Use when an enemy becomes bloodied: 1 ally heals 10 HP" (the ally chosen when the power is declared).
    re: /^use when an enemy becomes bloodied[:;,.] (?:1|one|an) ally heals (\d+) hp$/i,
    make: (m) => ({
      trigger: 'enemy-becomes-bloodied',
      effect: { kind: 'heal-one', amount: Number(m[1]) },
      target: { kind: 'warband', keywords: [], self: 'no' },
    }),
  },
];

export function readChampion(text: string): ChampionPower | Gap {
  const body = text.trim().replace(/\.$/, '');
  for (const s of CHAMPION) {
    const m = s.re.exec(body);
    const p = m ? s.make(m, '') : null;
    if (p) return p;
  }
  const bonus =
    readChampionBonus(body) ??
    readMoveEach(body) ??
    readHealEach(body) ??
    readDamageAgainstChosen(body) ??
    readAllyHitsChampion(body) ??
    readMissesRerollChampion(body) ??
    readBloodiedChampion(body);
  if (bonus) return bonus;
  const trigger = fold(body.split(/[:;.]/)[0] ?? body);
  return gap(`champion: ${trigger}`, 'this champion power has no encoding yet');
}
