// Starter creature cards for ddm-battle-rules-2011, "HOW TO READ A CREATURE STAT CARD".
// Statistics (level, defenses, speed, HP, cost, factions, alignment) are facts about the published
// figures; powers are our own encoding in the vocabulary of cards/schema.ts, and every card's rules
// text is rendered from this encoding (cards/render.ts). Powers our vocabulary cannot express yet are
// listed in OMITTED so nothing pretends to be enforced.
import { creatureCardSchema, type CreatureCard, type CreatureCardInput } from '../cards/schema.js';

const cards: CreatureCardInput[] = [
  {
    name: 'Dwarf Battlemaster',
    level: 7,
    keywords: ['Dwarf', 'Martial'],
    championRating: 3,
    ac: 24, fort: 17, ref: 17, will: 17, speed: 5, hp: 60,
    alignment: 'Good', factions: ['Civilization'], cost: 31,
    attacks: [
      { name: 'Dwarven Waraxe', basic: true, range: { kind: 'melee' }, bonus: 15, vs: 'AC', damage: [{ amount: 15, type: 'untyped' }] },
      { name: 'Crushing Blow', range: { kind: 'melee' }, bonus: 12, vs: 'Fort', damage: [{ amount: 25, type: 'untyped' }], uses: 1 },
    ],
    powers: [
      { kind: 'triggered', name: 'Rock Solid', trigger: 'ally-crits', activated: true, effect: { kind: 'heal-self-or-recharge', amount: 20, attack: 'Crushing Blow' } },
    ],
    championPowers: [
      { trigger: 'ally-hits-melee', effect: { kind: 'damage-bonus', amount: 10 } },
      { trigger: 'enemy-crits', effect: { kind: 'crit-becomes-hit' } },
    ],
  },
  {
    name: 'Defiant Rake',
    level: 5,
    keywords: ['Human', 'Martial'],
    ac: 19, fort: 16, ref: 16, will: 16, speed: 6, hp: 40,
    alignment: 'Unaligned', factions: ['Civilization', 'Underdark'], cost: 15,
    attacks: [
      { name: 'Rapier', basic: true, range: { kind: 'melee' }, bonus: 10, vs: 'AC', damage: [{ amount: 10, type: 'untyped' }] },
      { name: 'Hand Crossbow', range: { kind: 'ranged', range: 10 }, bonus: 12, vs: 'AC', damage: [{ amount: 10, type: 'untyped' }] },
    ],
    powers: [{ kind: 'sneak-attack', amount: 10 }],
  },
  {
    name: 'Yuan-Ti Swiftscale',
    level: 7,
    keywords: ['Yuan-Ti'],
    ac: 22, fort: 18, ref: 18, will: 18, speed: 8, hp: 50,
    alignment: 'Evil', factions: ['Civilization', 'Wild'], cost: 22,
    attacks: [
      { name: 'Longsword', basic: true, range: { kind: 'melee' }, bonus: 12, vs: 'AC', damage: [{ amount: 15, type: 'untyped' }] },
      { name: "Zehir's Tongue", range: { kind: 'melee' }, bonus: 12, vs: 'AC', damage: [{ amount: 20, type: 'untyped' }], uses: 1, requires: 'adjacent-bloodied-enemy', targeting: 'each-adjacent-enemy' },
    ],
    powers: [{ kind: 'triggered', name: "Zehir's Eye", trigger: 'enemy-misses-self-melee', activated: false, effect: { kind: 'attack-penalty-until-hit', amount: 2 } }],
  },
  {
    name: 'Halfling Cleric of Melora',
    level: 8,
    keywords: ['Halfling', 'Divine'],
    ac: 22, fort: 20, ref: 20, will: 20, speed: 5, hp: 50,
    alignment: 'Unaligned', factions: ['Civilization'], cost: 25,
    attacks: [
      { name: 'Mace', basic: true, range: { kind: 'melee' }, bonus: 10, vs: 'AC', damage: [{ amount: 10, type: 'untyped' }] },
      { name: 'Lance of Faith', range: { kind: 'ranged', range: 5 }, bonus: 11, vs: 'Ref', damage: [{ amount: 10, type: 'radiant' }] },
    ],
    powers: [
      { kind: 'continuous', name: 'Aggressive 5', effect: { kind: 'damage-bonus-while-not-bloodied', amount: 5 } },
      { kind: 'action', name: 'Turning Tide', action: 'minor', uses: 1, effect: { kind: 'heal-bloodied-allies', within: 5, amount: 10 } },
      { kind: 'triggered', name: 'Second Chance', trigger: 'self-hit-by-attack', activated: true, uses: 1, effect: { kind: 'reroll-attack' } },
    ],
  },
  {
    name: 'Merchant Guard',
    level: 3,
    keywords: ['Human', 'Martial'],
    ac: 19, fort: 15, ref: 15, will: 15, speed: 5, hp: 30,
    alignment: 'Unaligned', factions: ['Borderlands', 'Civilization'], cost: 8,
    attacks: [{ name: 'Sword', basic: true, range: { kind: 'melee' }, bonus: 10, vs: 'AC', damage: [{ amount: 10, type: 'untyped' }] }],
    powers: [
      { kind: 'triggered', name: 'Bodyguard', trigger: 'enemy-attacks-adjacent-ally', activated: true, action: 'immediate', uses: 1, effect: { kind: 'redirect-to-self' } },
      { kind: 'continuous', name: 'Bold', effect: { kind: 'defense-bonus-near-allied-champion', defense: 'Will', amount: 4, within: 6 } },
    ],
  },
  {
    name: 'Eternal Blade',
    level: 11,
    keywords: ['Elf', 'Martial'],
    championRating: 3,
    ac: 26, fort: 24, ref: 24, will: 24, speed: 6, hp: 80,
    alignment: 'Unaligned', factions: ['Borderlands'], cost: 54,
    attacks: [{ name: 'Sword', basic: true, range: { kind: 'melee' }, bonus: 17, vs: 'AC', damage: [{ amount: 20, type: 'untyped' }] }],
    powers: [
      { kind: 'action', name: 'Bounding Assault', action: 'move', uses: 1, effect: { kind: 'move-twice-speed' } },
      { kind: 'triggered', name: 'Defender', trigger: 'adjacent-enemy-melee-attacks-ally', activated: true, action: 'immediate', effect: { kind: 'basic-melee-vs-attacker' } },
    ],
    championPowers: [{ trigger: 'start-of-own-turn', effect: { kind: 'defense-bonus-allies-keyword', amount: 2 } }],
  },
  {
    name: 'Feral Troll',
    level: 8,
    keywords: ['Troll'],
    size: 'Large',
    ac: 20, fort: 18, ref: 18, will: 18, speed: 6, hp: 65,
    alignment: 'Unaligned', factions: ['Borderlands', 'Wild'], cost: 28,
    attacks: [
      { name: 'Claw', basic: true, range: { kind: 'melee' }, bonus: 13, vs: 'AC', damage: [{ amount: 15, type: 'untyped' }] },
      { name: 'Rending Claws', range: { kind: 'melee' }, bonus: 11, vs: 'AC', damage: [{ amount: 10, type: 'untyped' }], multiRoll: { rolls: 2, allHitBonus: [{ amount: 10, type: 'untyped' }] } },
    ],
    powers: [
      { kind: 'triggered', name: 'Feral Regeneration 20', trigger: 'self-takes-damage', activated: true, action: 'immediate', uses: 1, effect: { kind: 'heal-self', amount: 20 } },
      { kind: 'triggered', name: 'Feral Surge', trigger: 'start-of-own-turn', activated: true, uses: 1, effect: { kind: 'move-up-to-speed' } },
      { kind: 'vulnerable', amount: 10, type: 'fire' },
      { kind: 'reach', squares: 2 },
    ],
  },
  {
    name: 'Golden Wyvern Initiate',
    level: 9,
    keywords: ['Human'],
    ac: 21, fort: 20, ref: 20, will: 20, speed: 6, hp: 40,
    alignment: 'Unaligned', factions: ['Civilization', 'Wild'], cost: 35,
    attacks: [
      { name: 'Dragon Quarterstaff', basic: true, range: { kind: 'melee' }, bonus: 12, vs: 'AC', damage: [{ amount: 5, type: 'untyped' }, { amount: 5, type: 'cold' }] },
      { name: 'Icy Exhalation', range: { kind: 'close', shape: 'blast', size: 5 }, bonus: 12, vs: 'Ref', damage: [{ amount: 15, type: 'cold' }], uses: 1 },
      { name: 'Fireblast', range: { kind: 'area', radius: 1, within: 10 }, bonus: 12, vs: 'Ref', damage: [{ amount: 15, type: 'fire' }] },
      { name: 'Ice Storm', range: { kind: 'area', radius: 3, within: 10 }, bonus: 12, vs: 'Ref', damage: [{ amount: 25, type: 'cold' }], effects: [{ kind: 'condition', condition: 'Slowed', duration: 'end-of-next-turn' }], miss: { damage: [{ amount: 10, type: 'untyped' }] }, uses: 1 },
    ],
    powers: [{ kind: 'continuous', name: 'Golden Wyvern', effect: { kind: 'ignore-one-area-target' } }],
  },
  {
    name: 'Treant',
    level: 11,
    keywords: ['Fey', 'Plant'],
    size: 'Huge',
    ac: 25, fort: 23, ref: 23, will: 23, speed: 8, hp: 70,
    alignment: 'Unaligned', factions: ['Wild'], cost: 44,
    attacks: [
      { name: 'Slam', basic: true, range: { kind: 'melee' }, bonus: 18, vs: 'AC', damage: [{ amount: 20, type: 'untyped' }] },
      { name: 'Grasping Roots', range: { kind: 'close', shape: 'blast', size: 3 }, bonus: 14, vs: 'Ref', damage: [{ amount: 20, type: 'untyped' }], effects: [{ kind: 'condition', condition: 'Slowed', duration: 'save-ends' }], uses: 1 },
    ],
    powers: [
      { kind: 'vulnerable', amount: 10, type: 'fire' },
      { kind: 'reach', squares: 3 },
    ],
  },
  {
    name: 'Gold Dragon Hatchling',
    level: 3,
    keywords: ['Dragon'],
    ac: 18, fort: 15, ref: 15, will: 15, speed: 7, mode: 'flight', hp: 35,
    alignment: 'Good', factions: ['Civilization'], cost: 7,
    attacks: [
      { name: 'Bite', basic: true, range: { kind: 'melee' }, bonus: 9, vs: 'AC', damage: [{ amount: 5, type: 'untyped' }] },
      { name: 'Fire Breath', range: { kind: 'area', radius: 1, within: 3 }, bonus: 10, vs: 'Ref', damage: [{ amount: 10, type: 'fire' }], uses: 1 },
    ],
    powers: [{ kind: 'resist', amount: 5, type: 'fire' }],
  },
  {
    name: 'Black Dragon Hatchling',
    level: 1,
    keywords: ['Dragon'],
    ac: 15, fort: 14, ref: 14, will: 14, speed: 7, mode: 'flight', hp: 20,
    alignment: 'Evil', factions: ['Underdark', 'Wild'], cost: 4,
    attacks: [
      { name: 'Bite', basic: true, range: { kind: 'melee' }, bonus: 5, vs: 'AC', damage: [{ amount: 5, type: 'acid' }] },
      { name: 'Acid Breath', range: { kind: 'ranged', range: 3 }, bonus: 8, vs: 'Ref', damage: [{ amount: 10, type: 'acid' }], uses: 1 },
    ],
    powers: [{ kind: 'resist', amount: 5, type: 'acid' }],
  },
  {
    name: 'Gnoll Marauder',
    level: 6,
    keywords: ['Gnoll'],
    ac: 17, fort: 14, ref: 14, will: 14, speed: 7, hp: 60,
    alignment: 'Evil', factions: ['Wild'], cost: 18,
    attacks: [{ name: 'Spear', basic: true, range: { kind: 'melee' }, bonus: 9, vs: 'AC', damage: [{ amount: 20, type: 'untyped' }] }],
    powers: [{ kind: 'continuous', name: 'Stabbing Frenzy', effect: { kind: 'damage-bonus-while-bloodied', amount: 5 } }],
  },
  {
    name: 'Dire Wolf',
    level: 5,
    keywords: ['Wolf', 'Beast'],
    ac: 18, fort: 15, ref: 15, will: 15, speed: 8, hp: 40,
    alignment: 'Unaligned', factions: ['Borderlands', 'Wild'], cost: 16,
    attacks: [{ name: 'Bite', basic: true, range: { kind: 'melee' }, bonus: 10, vs: 'AC', damage: [{ amount: 15, type: 'untyped' }] }],
    powers: [{ kind: 'continuous', name: 'Gnaw', effect: { kind: 'damage-bonus-vs-condition', condition: 'Immobilized', amount: 10 } }],
  },
  {
    name: 'Drow Archer',
    level: 4,
    keywords: ['Drow', 'Martial'],
    ac: 16, fort: 18, ref: 18, will: 18, speed: 6, hp: 35,
    alignment: 'Unaligned', factions: ['Underdark'], cost: 14,
    attacks: [
      { name: 'Short Sword', basic: true, range: { kind: 'melee' }, bonus: 8, vs: 'AC', damage: [{ amount: 5, type: 'untyped' }, { amount: 5, type: 'poison' }] },
      { name: 'Shortbow', basic: true, range: { kind: 'ranged', range: 'sight' }, bonus: 10, vs: 'AC', damage: [{ amount: 10, type: 'untyped' }, { amount: 5, type: 'poison' }] },
    ],
    powers: [],
  },
  {
    name: 'Xill',
    level: 6,
    keywords: ['Planar', 'Xill'],
    ac: 22, fort: 18, ref: 18, will: 18, speed: 7, hp: 45,
    alignment: 'Evil', factions: ['Borderlands', 'Underdark'], cost: 15,
    attacks: [
      { name: 'Short Sword', basic: true, range: { kind: 'melee' }, bonus: 10, vs: 'AC', damage: [{ amount: 5, type: 'untyped' }] },
      { name: 'Venomous Mandibles', range: { kind: 'melee' }, bonus: 8, vs: 'Fort', damage: [{ amount: 5, type: 'untyped' }, { amount: 10, type: 'poison' }], effects: [{ kind: 'condition', condition: 'Dazed', duration: 'save-ends' }], uses: 1 },
    ],
    powers: [
      { kind: 'action', name: 'Furious Assault', action: 'turn', uses: 1, effect: { kind: 'basic-attacks', count: 4 } },
      { kind: 'triggered', name: 'Planar Hunter', trigger: 'start-of-round', activated: true, uses: 1, effect: { kind: 'place-adjacent-bloodied-enemy' } },
      { kind: 'sneak-attack', amount: 5 },
      { kind: 'delayed-appearance' },
    ],
  },
  {
    name: 'Flamescorched Kobold',
    level: 4,
    keywords: ['Kobold'],
    ac: 18, fort: 14, ref: 14, will: 14, speed: 6, hp: 35,
    alignment: 'Unaligned', factions: ['Borderlands', 'Wild'], cost: 15,
    attacks: [{ name: 'Short Sword', basic: true, range: { kind: 'melee' }, bonus: 8, vs: 'AC', damage: [{ amount: 10, type: 'untyped' }] }],
    powers: [
      { kind: 'action', name: 'Twin Strike', action: 'attack', uses: 1, effect: { kind: 'basic-attacks', count: 2 } },
      { kind: 'action', name: 'Shifty', action: 'free', perTurn: 1, effect: { kind: 'shift' } },
    ],
  },
  {
    name: 'Shadar-Kai Warrior',
    level: 8,
    keywords: ['Shadar-Kai', 'Shadow'],
    ac: 23, fort: 19, ref: 19, will: 19, speed: 6, hp: 65,
    alignment: 'Unaligned', factions: ['Underdark', 'Wild'], cost: 27,
    attacks: [{ name: 'Katar', basic: true, range: { kind: 'melee' }, bonus: 14, vs: 'AC', damage: [{ amount: 10, type: 'untyped' }], effects: [{ kind: 'repeat', target: 'same', perTurn: 2 }] }],
    powers: [],
  },
  {
    name: 'Shardmind Dominator',
    level: 8,
    keywords: ['Shardmind', 'Construct'],
    ac: 22, fort: 20, ref: 20, will: 20, speed: 6, hp: 55,
    alignment: 'Good', factions: ['Civilization', 'Wild'], cost: 26,
    attacks: [
      { name: 'Dagger', basic: true, range: { kind: 'melee' }, bonus: 11, vs: 'AC', damage: [{ amount: 10, type: 'untyped' }] },
      { name: 'Overwhelming Mind', range: { kind: 'ranged', range: 5 }, bonus: 13, vs: 'Will', effects: [{ kind: 'as-if-dominated', melee: true }] },
      { name: 'Mind Swarm', range: { kind: 'area', radius: 1, within: 'sight' }, bonus: 11, vs: 'Will', damage: [{ amount: 10, type: 'psychic' }], effects: [{ kind: 'ongoing', amount: 5, type: 'psychic' }], uses: 1, recharge: { kind: 'bloodied' } },
    ],
    powers: [{ kind: 'resist', amount: 5, type: 'psychic' }],
  },
  {
    // "Mounts and Riders": the rulebook's example mount (a Medium or smaller Human or Elf ally rides it).
    // The data file has no size field; the Warhorse miniature stands on a Large (2×2) base.
    name: 'Warhorse',
    level: 6,
    keywords: ['Beast'],
    size: 'Large',
    ac: 22, fort: 18, ref: 18, will: 18, speed: 8, hp: 45,
    alignment: 'Unaligned', factions: ['Borderlands', 'Civilization'], cost: 16,
    attacks: [{ name: 'Hooves', basic: true, range: { kind: 'melee' }, bonus: 13, vs: 'AC', damage: [{ amount: 15, type: 'untyped' }] }],
    powers: [
      { kind: 'mount', name: 'Trained Mount', riders: 1, maxSize: 'Medium', keywords: ['Elf', 'Human'] },
      { kind: 'charger', name: 'Charger', damage: 10 },
    ],
  },
];

/** Printed powers not yet expressible in our vocabulary: shown by `skirmish cards`, never enforced. */
export const OMITTED: Readonly<Record<string, readonly string[]>> = {
  'Defiant Rake': ['Wicked Dodge (reaction that turns a low melee roll into a miss and re-aims it)'],
  'Eternal Blade': ['champion power that reassigns Eternal Training items', 'Eternal Trainer (set-up item assignment)'],
  Treant: ['Trample', 'Forest Walk', 'Stomp'],
  'Gold Dragon Hatchling': ['Sap Strength (natural 17-20 weakens)'],
  'Black Dragon Hatchling': ['Hatchling Swarm'],
  'Gnoll Marauder': ['Headstrong'],
  'Dire Wolf': ['Bring Down Prey'],
  'Drow Archer': ['Pinpoint Shot'],
  'Flamescorched Kobold': ['Combustible', 'Evasive', 'Mob Attack'],
  'Shadar-Kai Warrior': ['Shadowmeld', 'Shadow Strike'],
  'Shardmind Dominator': ['Regression'],
};

export const STARTER_CREATURES: readonly CreatureCard[] = cards.map((c) => creatureCardSchema.parse(c));
