// The data of the importer's side table (import/side-table.ts explains it): what the ddmwi file lacks,
// in our own terms — facts the rules need that the file does not
// carry. Kept small on purpose; every entry says why it is here.
import type { PowerInput, Size } from '../cards/schema.js';
import { CHARGING_ENEMY_ENTERS_ADJACENT } from '../import/set-against-charge.js';

/**
 * Creature size ("Legal Position", "Big Creatures"): the file has no size field, so every creature
 * would stand on a Medium space. These are the sizes the project knows from its own starter cards
 * (content/creatures.ts, the figures' bases); any other creature is Medium until listed here.
 */
export const SIZES: Readonly<Record<string, Size>> = {
  'Feral Troll': 'Large',
  Treant: 'Huge',
  Warhorse: 'Large',
  // Creatures the importer enforces whose monster is Large in the D&D rules the figures follow.
  'Cave Bear': 'Large',
  'Celestial Giant Owl': 'Large',
  'Nessian Warhound': 'Large',
  'Phase Spider': 'Large',
  'Centaur War Hulk': 'Large',
  'Dire Bear': 'Large',
  'Dracotaur Rager': 'Large',
  'Hill Giant': 'Large',
  'Minotaur Skeleton': 'Large',
  // Its Overwhelming Size ("against smaller targets") needs it.
  'Ogre Brute': 'Large',
  'Skeletal Cyclops': 'Large',
  // Reviewed by name (issue 20): creatures whose monster is Large or bigger in the D&D rules the
  // figures follow — giants (Huge: storm, cloud and death giants, titans, fomorians), trolls, ogres,
  // ettins, cyclopes, minotaurs, centaurs, golems, beholders, owlbears, bulettes, umber hulks,
  // manticores, chimeras, griffons, hippogriffs, nightmares, wyverns, the Large demons and devils
  // (Huge: balors, glabrezus), behirs, hydras, purple worms, elephants, and young and adult dragons
  // (Huge: elder ones). Names that only share a word (a monastic order, a greenling, a young
  // minotaur, golems of unknown make) stay Medium.
  'Adult Brown Dragon': 'Large',
  'Adult Gray Dragon': 'Large',
  'Adult Purple Dragon': 'Large',
  'Ancient Iron Golem': 'Large',
  'Arcadian Hippogriff': 'Large',
  Beholder: 'Large',
  'Beholder Eye Tyrant': 'Large',
  "Beholder Eye Tyrant (Beholder Collector's Set)": 'Large',
  'Beholder Lich': 'Large',
  'Beholder Ultimate Tyrant': 'Large',
  'Beholder Zombie': 'Large',
  'Berserk Clay Golem': 'Large',
  'Berserk Flesh Golem': 'Large',
  'Blackguard on Nightmare': 'Large',
  'Bladerager Troll': 'Large',
  'Blood Golem of Hextor': 'Large',
  'Bonechill Chimera': 'Large',
  'Brass Golem': 'Large',
  'Brutal Ogre Overlord': 'Large',
  'Brutal Ogre Warhulk': 'Large',
  Bulette: 'Large',
  Centaur: 'Large',
  'Centaur Hero': 'Large',
  'Centaur Lancer': 'Large',
  Chimera: 'Large',
  'Classic Ogre Mage': 'Large',
  'Classic Owlbear': 'Large',
  'Classic Troll': 'Large',
  'Clay Golem': 'Large',
  Cyclops: 'Large',
  'Cyclops - Highborn (Axe)': 'Large',
  'Cyclops - Highborn (Club)': 'Large',
  'Cyclops Crusher': 'Large',
  'Cyclops Hewer': 'Large',
  'Dark Chimera': 'Large',
  'Dwarfbred Griffon': 'Large',
  'Ettin Jack-of-Irons': 'Large',
  'Ettin Mercenary Leader': 'Large',
  'Ettin Skirmisher': 'Large',
  'Ettin Spirit-Talker': 'Large',
  'Feral Minotaur': 'Large',
  'Fire Giant': 'Large',
  'Fire Giant Dreadnought': 'Large',
  'Fire Giant Duke (Sword)': 'Large',
  'Fire Giant Forgepriest': 'Large',
  'Fire Giant Raider': 'Large',
  'Fire Giant Runelord (Hammer)': 'Large',
  'Fire Giant Slaver (Mace)': 'Large',
  'Flesh Golem': 'Large',
  'Flesh Golem - mad mage': 'Large',
  'Forest Troll': 'Large',
  'Frost Giant': 'Large',
  'Frost Giant - Axe': 'Large',
  'Frost Giant - Sword': 'Large',
  'Frost Giant Everlasting One': 'Large',
  'Frost Giant Huskarl': 'Large',
  'Frost Giant Jarl': 'Large',
  'Frost Giant Reaver (Sword)': 'Large',
  'Frost Giant Slayer (Axe)': 'Large',
  'Furious Owlbear': 'Large',
  'Ghost Beholder': 'Large',
  'Ghostmount, Nightmare': 'Large',
  Griffon: 'Large',
  'Griffon (Dungeons Of Dread)': 'Large',
  'Griffon Cavalry': 'Large',
  'Griffon Cavalry Knight': 'Large',
  'Gruul Ogre': 'Large',
  'Half-Fiend Ogre': 'Large',
  'Half-Ogre Barbarian': 'Large',
  'Hellraider Hippogriff': 'Large',
  Hezrou: 'Large',
  'Hezrou (Legendary Evils)': 'Large',
  'Hill Giant Barbarian': 'Large',
  'Hill Giant Chieftain': 'Large',
  Hippogriff: 'Large',
  'Ice Troll': 'Large',
  'Insane Beholder': 'Large',
  'Iron Golem': 'Large',
  'Iron Golem Juggernaut': 'Large',
  Manticore: 'Large',
  'Manticore Sniper': 'Large',
  'Manticore Venomtail': 'Large',
  Marilith: 'Large',
  'Marilith (Savage Encounters)': 'Large',
  'Marilith Captain': 'Large',
  Minotaur: 'Large',
  'Minotaur (Giants Of Legend)': 'Large',
  'Minotaur Battle Shaman': 'Large',
  'Minotaur Fighter': 'Large',
  'Minotaur Mangler': 'Large',
  'Minotaur Skeleton - Mad Mage': 'Large',
  'Minotaur Thug': 'Large',
  'Minotaur Warrior': 'Large',
  'Mountain Troll': 'Large',
  'Nalfeshnee Demon': 'Large',
  'Nalfeshnee Tyrant': 'Large',
  Nightmare: 'Large',
  Ogre: 'Large',
  'Ogre Executioner': 'Large',
  'Ogre Mage': 'Large',
  'Ogre Mage Stalker': 'Large',
  'Ogre Pulverizer': 'Large',
  'Ogre Ravager': 'Large',
  'Ogre Skirmisher': 'Large',
  'Ogre Smasher': 'Large',
  'Ogre War Hulk': 'Large',
  'Ogre Zombie': 'Large',
  'Orcbound Owlbear': 'Large',
  Owlbear: 'Large',
  'Owlbear Rager': 'Large',
  'Pit Fiend': 'Large',
  'Pit Fiend (Waterdeep Dragon Heist)': 'Large',
  'Rakdos Ogre': 'Large',
  'Rampaging Owlbear': 'Large',
  'Rimefire Griffon': 'Large',
  'Savage Minotaur': 'Large',
  'Skalmad, The Troll King': 'Large',
  'Skullcrusher Ogre': 'Large',
  'Stone Giant': 'Large',
  'Stone Giant Dreamwalker (Spear)': 'Large',
  'Stone Giant Dreamwalker (Staff)': 'Large',
  'Stone Giant Elder': 'Large',
  'Stone Giant Highlord': 'Large',
  'Stone Giant Runecarver': 'Large',
  'Stone Golem': 'Large',
  'Stone Golem Guardian': 'Large',
  Troll: 'Large',
  'Troll Scrag': 'Large',
  'Troll Slasher': 'Large',
  'Umber Hulk': 'Large',
  'Umber Hulk Albino': 'Large',
  'Umber Hulk Delver': 'Large',
  'Vagar, Ogre Lord': 'Large',
  Vrock: 'Large',
  'Vrock, Andro': 'Large',
  'War Troll': 'Large',
  'War Troll (Legendary Evils)': 'Large',
  Wyvern: 'Large',
  'Young Adamantine Dragon': 'Large',
  'Young Black Dragon': 'Large',
  'Young Gold Dragon': 'Large',
  'Young Green Dragon': 'Large',
  'Young Red Dragon': 'Large',
  'Young Silver Dragon': 'Large',
  'Young Volcanic Dragon': 'Large',
  Balor: 'Huge',
  Behir: 'Huge',
  'Behir - Mad Mage': 'Huge',
  'Blackroot Treant': 'Huge',
  'Classic Purple Worm': 'Huge',
  'Cloud Giant': 'Huge',
  'Cloud Giant Captain (Sword)': 'Huge',
  'Cloud Giant Highguard (Spear)': 'Huge',
  'Death Giant': 'Huge',
  'Death Titan': 'Huge',
  'Earth Titan': 'Huge',
  'Elder Blue Dragon': 'Huge',
  'Elder Copper Dragon': 'Huge',
  'Elder Green Dragon': 'Huge',
  'Elder Iron Dragon': 'Huge',
  'Elder Red Dragon': 'Huge',
  'Elder White Dragon': 'Huge',
  Elephant: 'Huge',
  'Fen Hydra': 'Huge',
  'Fire Titan': 'Huge',
  'Fomorian Eyebiter': 'Huge',
  'Fomorian Painbringer': 'Huge',
  'Frost Titan': 'Huge',
  Glabrezu: 'Huge',
  'Heroslayer Hydra': 'Huge',
  'Purple Worm': 'Huge',
  'Storm Giant': 'Huge',
  'Storm Giant Quintessent': 'Huge',
  'Storm Giant Thunderer': 'Huge',
  'Storm Titan': 'Huge',
  'Unbound Balor': 'Huge',
  'Warforged Titan': 'Huge',
};

/**
 * Basic attacks ("HOW TO READ A CREATURE STAT CARD": the basic attack icons): the file marks only a
 * few with {M}/{R}; the first attack printed is the melee basic attack. A creature listed here also
 * has these further attacks (by position in the file, 0-based) as basic ones.
 */
export const EXTRA_BASIC_ATTACKS: Readonly<Record<string, readonly number[]>> = {
  // Its bow is a ranged basic attack (the starter card in content/creatures.ts).
  'Drow Archer': [1],
};

/**
 * Per-creature encodings of one-off powers (by creature, then power name), in the vocabulary of
 * cards/schema.ts, for powers whose wording no general reader covers. Each is the project's own
 * encoding, the same as the starter card's where there is one. A printed power that is two of ours
 * (an attack bonus and a defense bonus in one situation) is a list; each power in play is an effect
 * named after its power, so the second carries its own name.
 */
export const ONE_OFF_POWERS: Readonly<Record<string, Readonly<Record<string, PowerInput | readonly PowerInput[]>>>> = {
  // "Mounts and Riders": the rulebook's example mount.
  Warhorse: {
    'Trained Mount': { kind: 'mount', name: 'Trained Mount', riders: 1, maxSize: 'Medium', keywords: ['Elf', 'Human'] },
    Charger: { kind: 'charger', name: 'Charger', damage: 10 },
  },
  // Powers with a file of their own (cards/custom/), as on the starter cards.
  'Gnoll Marauder': { Headstrong: { kind: 'custom', name: 'Headstrong', custom: 'headstrong' } },
  'Dire Wolf': { 'Bring Down Prey': { kind: 'custom', name: 'Bring Down Prey', custom: 'bring-down-prey' } },
  // The Dungeons of Dread printing of the Dire Wolf, worded as the starter's.
  'Dire Wolf (Dungeons Of Dread)': { 'Bring Down Prey': { kind: 'custom', name: 'Bring Down Prey', custom: 'bring-down-prey' } },
  'Drow Archer': { 'Pinpoint Shot': { kind: 'custom', name: 'Pinpoint Shot', custom: 'pinpoint-shot' } },
  'Gold Dragon Hatchling': { 'Sap Strength': { kind: 'custom', name: 'Sap Strength', custom: 'sap-strength' } },
  Treant: { Trample: { kind: 'custom', name: 'Trample', custom: 'trample' } },
  'Shadar-Kai Warrior': { Shadowmeld: { kind: 'custom', name: 'Shadowmeld', custom: 'shadowmeld' } },
  'Black Dragon Hatchling': { 'Hatchling Swarm': { kind: 'custom', name: 'Hatchling Swarm', custom: 'hatchling-swarm' } },
  // Wicked Dodge's one wording ("if the attack roll is a natural 1-9 … reroll that attack against a
  // different target"), composed of shared parts as on the starter card.
  'Defiant Rake': {
    'Wicked Dodge': {
      kind: 'triggered',
      name: 'Wicked Dodge',
      trigger: 'self-hit-by-melee',
      activated: true,
      uses: 1,
      effect: { kind: 'attack-misses', maxNatural: 9, retarget: true },
    },
  },
  // Swoop's one wording (only on a charge, one extra basic attack against the charge's target):
  // after its charge attack (AfterAttack, condition part charge-attack; hit or miss), its basic attack
  // — the card's one, Claw — against the same creature (card-attack with sameTarget), as Claw Rake's
  // follow-up ("Charge", "Basic Attacks", "Activated Powers").
  'Bronze Wyrmling': {
    Swoop: {
      kind: 'triggered',
      name: 'Swoop',
      trigger: { event: 'AfterAttack', conditions: [{ kind: 'actor-is', who: 'self' }, { kind: 'on-map', of: 'self' }, { kind: 'charge-attack' }] },
      activated: true,
      uses: 1,
      effect: { kind: 'card-attack', attack: 'Claw', sameTarget: true },
    },
  },
  // Maug (Bloodwar): the file prints its first named power as "Name: Immune Poison" — the card's
  // "Immune Poison" under a placeholder name (the file's slip). Read as the rulebook's Immune Poison
  // (ddm-battle-rules-2011, IMMUNE DAMAGE), the same power readNamed gives the plain text.
  Maug: { Name: { kind: 'immune', type: 'poison' } },
  'Flamescorched Kobold': {
    Combustible: { kind: 'custom', name: 'Combustible', custom: 'combustible' },
    Evasive: { kind: 'custom', name: 'Evasive', custom: 'evasive' },
    'Mob Attack': { kind: 'custom', name: 'Mob Attack', custom: 'mob-attack' },
  },
  // Lancebreaker's one wording: +2 AC against Mounted attackers, +2 melee Attack against Mounted targets.
  'Bugbear Lancebreaker': { Lancebreaker: { kind: 'custom', name: 'Lancebreaker', custom: 'lancebreaker' } },
  // Reaping Scythe's special-power wording (the Deathpact Angel's attack of that name is read as an attack).
  'Human Commoner': { 'Reaping Scythe': { kind: 'custom', name: 'Reaping Scythe', custom: 'reaping-scythe' } },
  // Sharpshooter's wording: enemies do not provide cover against its ranged attacks.
  // Scent's two wordings (one creature each): an extra d20 for Conceal, the higher used (any target; an adjacent enemy only).
  'Winter Wolf Scout': { Scent: { kind: 'continuous', name: 'Scent', effect: { kind: 'conceal-extra-die' } } },
  'Werewolf Lord': { Scent: { kind: 'continuous', name: 'Scent', effect: { kind: 'conceal-extra-die', adjacent: true } } },
  'Goblin Sharpshooter': { Sharpshooter: { kind: 'continuous', name: 'Sharpshooter', effect: { kind: 'ignores-enemy-cover' } } },
  // Occult Boost's one wording: +2 Attack and +2 Speed while an Arcane or Demon ally is on the map.
  'Minotaur Skeleton - Mad Mage': { 'Occult Boost': { kind: 'custom', name: 'Occult Boost', custom: 'occult-boost' } },
  // Young Blood's one wording: at the end of its turn ("End of Turn Phase" 3, automatic), 5 psychic
  // damage unless it charged this turn.
  'Young Minotaur': {
    'Young Blood': {
      kind: 'triggered',
      name: 'Young Blood',
      trigger: 'end-of-own-turn',
      activated: false,
      action: 'none',
      effect: { kind: 'damage-self', amount: 5, type: 'psychic', unlessCharged: true },
    },
  },
  // Burnout's one wording: at the end of its turn ("End of Turn Phase" 3, automatic), 10 damage unless
  // it made a melee attack during that turn.
  'Frenzied Berserker': {
    Burnout: {
      kind: 'triggered',
      name: 'Burnout',
      trigger: 'end-of-own-turn',
      activated: false,
      action: 'none',
      effect: { kind: 'damage-self', amount: 10, type: 'untyped', unlessMeleeAttacked: true },
    },
  },
  // Grab a New Rock's one wording: the minor action recharging the attack, offered only beside difficult terrain.
  'Young Goliath Bugsmasher': {
    'Grab a New Rock': {
      kind: 'action',
      name: 'Grab a New Rock',
      action: 'minor',
      effect: { kind: 'recharge-attack', attack: 'Rock Toss', only: 'adjacent-difficult' },
    },
  },
  // New Focus's one wording: the attack action recharging the gaze, offered only while it sees no enemy.
  Nothic: {
    'New Focus': {
      kind: 'action',
      name: 'New Focus',
      action: 'attack',
      effect: { kind: 'recharge-attack', attack: 'Flesh-Rotting Gaze', only: 'sees-no-enemy' },
    },
  },
  // Unavoidable Strike's wording (one use): declared with a melee attack, that attack is a critical hit (our reading of "next": its player picks the melee attack as it declares it).
  'Githzerai Monk': {
    'Unavoidable Strike': {
      kind: 'triggered',
      name: 'Unavoidable Strike',
      trigger: 'self-declares-melee-attack',
      activated: true,
      uses: 1,
      effect: { kind: 'declared-attack-critical' },
    },
  },
  // Wyrm Blessed's one wording: Resist 20 All against a Dragon's ranged, burst or blast attack that hits it.
  'Kobold Guard': { 'Wyrm Blessed': { kind: 'custom', name: 'Wyrm Blessed', custom: 'wyrm-blessed' } },
  // Scion of the Zulkir's one wording: +4 DEF against close and area attacks for it and adjacent Arcane allies.
  'Thayan Knight': { 'Scion of the Zulkir': { kind: 'custom', name: 'Scion of the Zulkir', custom: 'scion-of-the-zulkir' } },
  // Diving Overrun's one wording: after its charge attack (AfterAttack, charge-attack; hit or miss), placed beside that target.
  Hippogriff: {
    'Diving Overrun': {
      kind: 'triggered',
      name: 'Diving Overrun',
      trigger: { event: 'AfterAttack', conditions: [{ kind: 'actor-is', who: 'self' }, { kind: 'on-map', of: 'self' }, { kind: 'charge-attack' }] },
      activated: true,
      effect: { kind: 'place-adjacent-target' },
    },
  },
  // Easy Prey's wording on the Giant Scorpion: the minor action power, once per turn, of one melee basic attack against an Immobilized target its player picks.
  'Giant Scorpion': {
    'Easy Prey': {
      kind: 'action',
      name: 'Easy Prey',
      action: 'minor',
      perTurn: 1,
      effect: { kind: 'basic-attacks', count: 1, melee: true, vs: 'Immobilized' },
    },
  },
  // Unstoppable Charge's one wording (+2 AC and +10 Damage when charging): a file of its own.
  Cyclops: { 'Unstoppable Charge': { kind: 'custom', name: 'Unstoppable Charge', custom: 'unstoppable-charge' } },
  // Warrior Surge's one wording: an activated power on its melee attack's hit while it is bloodied (Hit: its own melee attack, condition parts attack-kind and bloodied) × heal-self. Our reading: with no use limit, choosing at the hit is choosing at the declaration (it is bloodied at both).
  'Orc Terrorblade': {
    'Warrior Surge': {
      kind: 'triggered',
      name: 'Warrior Surge',
      trigger: {
        event: 'Hit',
        conditions: [{ kind: 'hit' }, { kind: 'actor-is', who: 'self' }, { kind: 'attack-kind', kinds: ['melee'] }, { kind: 'bloodied', of: 'self' }],
      },
      activated: true,
      effect: { kind: 'heal-self', amount: 10 },
    },
  },
  // Battle Training's one wording (set-up, with a Hobgoblin champion in its warband: 30 maximum HP instead of the printed 20, bloodied at 15): the set-up HP power, +10 when the warband has such a champion, bloodied at half the new maximum ("Hit Points", Set-Up Effects).
  'Goblin Picador': { 'Battle Training': { kind: 'setup-hp', name: 'Battle Training', amount: 10, ifChampionKeyword: 'Hobgoblin' } },
  // Agile Leap's one wording (one use, as an enemy declares an opportunity attack against it: that attack misses): an activated power on a composed trigger (TargetsDeclared: an enemy's opportunity attack targeting this creature) × declared-attack-misses (no die rolled; "Opportunity Attacks", "Making an Attack").
  'Deathjump Spider': {
    'Agile Leap': {
      kind: 'triggered',
      name: 'Agile Leap',
      trigger: {
        event: 'TargetsDeclared',
        conditions: [{ kind: 'actor-is', who: 'enemy' }, { kind: 'target-is', who: 'self' }, { kind: 'opportunity-attack' }],
      },
      activated: true,
      uses: 1,
      effect: { kind: 'declared-attack-misses' },
    },
  },
  // Bounty's one wording (whenever it destroys an enemy champion, its player scores 10 VP): an automatic triggered power on self-destroys-enemy-champion × score-vp ("'Destroyed by' Triggers", "Assault").
  'Bladebearer Hobgoblin': {
    Bounty: { kind: 'triggered', name: 'Bounty', trigger: 'self-destroys-enemy-champion', activated: false, effect: { kind: 'score-vp', amount: 10 } },
  },
  // Arcane Aid's one wording (at the start of its turn, with an Arcane or Izzet ally within 10 squares: +2 Speed and +5 Damage until end of turn): an activated power on a composed trigger (StartOfTurn: its own, the new condition ally-within) × stat-bonus for this creature, until end of turn ("Start of Turn Phase", "Bonuses and Penalties").
  'Wind Drake': {
    'Arcane Aid': {
      kind: 'triggered',
      name: 'Arcane Aid',
      trigger: {
        event: 'StartOfTurn',
        conditions: [
          { kind: 'actor-is', who: 'self' },
          { kind: 'ally-within', keywords: ['Arcane', 'Izzet'], squares: 10 },
        ],
      },
      activated: true,
      effect: {
        kind: 'stat-bonus',
        bonuses: [
          { stat: 'speed', amount: 2 },
          { stat: 'damage', amount: 5 },
        ],
      },
      duration: 'end-of-turn',
    },
  },
  // Aimed Shot's special-power wording (as its move action: +4 Attack and +5 Damage on its next ranged attack this turn; the Wood Elf Skirmisher's attack of that name is read as an attack): the move-action power × stat-bonus (ranged Attack and Damage) with next 'ranged', until end of turn ("USE A POWER", "Bonuses and Penalties").
  'Dwarf Sniper': {
    'Aimed Shot': {
      kind: 'action',
      name: 'Aimed Shot',
      action: 'move',
      effect: {
        kind: 'stat-bonus',
        next: 'ranged',
        bonuses: [
          { stat: 'attack', amount: 4, ranged: true },
          { stat: 'damage', amount: 5, ranged: true },
        ],
      },
      duration: 'end-of-turn',
    },
  },
  // Circle of Forbiddance's one wording (both printings of Aramil): a file of its own (cards/custom/circle-of-forbiddance.ts).
  'Aramil, Adventurer': { 'Circle of Forbiddance': { kind: 'custom', name: 'Circle of Forbiddance', custom: 'circle-of-forbiddance' } },
  'Aramil, Adventurer (Players Handbook Heroes 1)': {
    'Circle of Forbiddance': { kind: 'custom', name: 'Circle of Forbiddance', custom: 'circle-of-forbiddance' },
  },
  // Bones' one wording (one use, at the start of a round: placed in its start area or beside a non-Good Arcane or Divine ally; a Delayed Appearance creature enters play this way): the start-of-round activated power × place-near-ally (adjacent: within 1; Arcane or Divine; non-Good; or the start area) — "PLACE", "Set-Up".
  'Skeletal Archer': {
    Bones: {
      kind: 'triggered',
      name: 'Bones',
      trigger: 'start-of-round',
      activated: true,
      uses: 1,
      effect: { kind: 'place-near-ally', within: 1, keyword: 'Arcane', or: ['Divine'], nonGood: true, orStartArea: true },
    },
  },
  // Assist's one wording (5 VP at the end of a round beside an Arcane ally occupying a victory area): a file of its own (cards/custom/assist.ts).
  'Unseen Servant': { Assist: { kind: 'custom', name: 'Assist', custom: 'assist' } },
  // Cause Fear's one wording (two uses: when a creature ends its turn adjacent to it, that creature is Staggered — Dazed, Appendix A — until the end of its next turn, Krenshars immune, a Fear effect): the activated creature-ends-turn-adjacent power × condition-other ("End of Turn Phase", "Conditions").
  Krenshar: {
    'Cause Fear': {
      kind: 'triggered',
      name: 'Cause Fear',
      trigger: 'creature-ends-turn-adjacent',
      activated: true,
      uses: 2,
      effect: { kind: 'condition-other', condition: 'Dazed', fear: true, exceptKeyword: 'Krenshar' },
    },
  },
  // Combat Trickery's one wording (two uses, a minor action beside a Medium or smaller creature of level 6 or lower: switch positions with it): the minor action power × swap-adjacent ("PLACE").
  'Human Zhentarim Bandit': {
    'Combat Trickery': { kind: 'action', name: 'Combat Trickery', action: 'minor', uses: 2, effect: { kind: 'swap-adjacent', maxSize: 'Medium', maxLevel: 6 } },
  },
  // Blood Siphon's wording on the Blood of Vol Divinity Seeker (+4 melee Attack and +10 melee Damage on its turn against a living target adjacent to it when it activated): a file of its own (cards/custom/blood-siphon.ts); the other power of that name is another wording.
  'Blood of Vol Divinity Seeker': { 'Blood Siphon': { kind: 'custom', name: 'Blood Siphon', custom: 'blood-siphon' } },
  // Arcane Ward's one wording (before an Arcane enemy's attack against it: a d20 — 15-19, that attack misses; 20, it misses and that enemy is Stunned, save ends): an activated power on a composed trigger (TargetsDeclared: an Arcane enemy's attack targeting it) × ward-roll ("Making an Attack", "Conditions").
  'Eldritch Giant': {
    'Arcane Ward': {
      kind: 'triggered',
      name: 'Arcane Ward',
      trigger: {
        event: 'TargetsDeclared',
        conditions: [
          { kind: 'actor-is', who: 'enemy' },
          { kind: 'target-is', who: 'self' },
          { kind: 'has-keyword', keyword: 'Arcane', of: 'actor' },
        ],
      },
      activated: true,
      effect: { kind: 'ward-roll', miss: 15, onTwenty: 'Stunned' },
    },
  },
  // Aura of Thorns' one wording (Aura 1: enemies entering a square in it or starting a turn in it take 10 damage): a file of its own (cards/custom/aura-of-thorns.ts).
  'Warbound Impaler': { 'Aura of Thorns': { kind: 'custom', name: 'Aura of Thorns', custom: 'aura-of-thorns' } },
  // Eviscerating Talons, worded once: the minor action power, once per turn, only while not bloodied, of 10 damage to one adjacent Immobilized creature its player picks.
  'Abyssal Eviscerator': {
    'Eviscerating Talons': {
      kind: 'action',
      name: 'Eviscerating Talons',
      action: 'minor',
      perTurn: 1,
      requires: 'not-bloodied',
      effect: { kind: 'damage-one-adjacent', amount: 10, type: 'untyped', vs: 'Immobilized' },
    },
  },
  // Deny the Weak's one wording (one use): on the roll that hit it (AttackRoll, before the hit stands; not after a re-roll), the attacker an adjacent bloodied enemy — the attack rolled again.
  'Dwarf Shieldmaiden': {
    'Deny the Weak': {
      kind: 'triggered',
      name: 'Deny the Weak',
      trigger: {
        event: 'AttackRoll',
        conditions: [
          { kind: 'hit' },
          { kind: 'target-is', who: 'self' },
          { kind: 'not-rerolled' },
          { kind: 'actor-is', who: 'enemy' },
          { kind: 'adjacent-to-self', of: 'actor' },
          { kind: 'bloodied', of: 'actor' },
        ],
      },
      activated: true,
      uses: 1,
      effect: { kind: 'reroll-attack' },
    },
  },
  // Counterattack's one wording (one use): once that melee attack is resolved (AfterAttack: it hit this creature, the attacker an enemy), a basic attack with +2 against the attacker, a free action.
  'Everfrost Ranger': {
    Counterattack: {
      kind: 'triggered',
      name: 'Counterattack',
      trigger: {
        event: 'AfterAttack',
        conditions: [{ kind: 'hit' }, { kind: 'target-is', who: 'self' }, { kind: 'actor-is', who: 'enemy' }, { kind: 'attack-kind', kinds: ['melee'] }],
      },
      activated: true,
      action: 'free',
      uses: 1,
      effect: { kind: 'basic-attack-vs-other', melee: false, attackBonus: 2 },
    },
  },
  // Defensive Shock's one wording (one use): on the damage (self-takes-damage), the card's close burst as an immediate action — named as the file prints it, with the close icon's letter ("c Lightning Burst"); the attack stays usable on its own turn too.
  'Celestial Giant Stag Beetle': {
    'Defensive Shock': {
      kind: 'triggered',
      name: 'Defensive Shock',
      trigger: 'self-takes-damage',
      activated: true,
      action: 'immediate',
      uses: 1,
      effect: { kind: 'card-attack', attack: 'c Lightning Burst' },
    },
  },
  // Elven Teamwork's one wording: +2 Attack and +4 Will while an ally with the Elf and Martial keywords is adjacent.
  'Elf Warrior': { 'Elven Teamwork': { kind: 'custom', name: 'Elven Teamwork', custom: 'elven-teamwork' } },
  // Fiendish Flurry's one wording: at the start of its turn, up to 2 adjacent enemies (its player's pick when more) take 5 each.
  'Fiendish Dire Weasel': {
    'Fiendish Flurry': {
      kind: 'triggered',
      name: 'Fiendish Flurry',
      trigger: 'start-of-own-turn',
      activated: true,
      effect: { kind: 'damage-adjacent', amount: 5, type: 'untyped', enemies: true, count: 2 },
    },
  },
  // Enemy Battle Plans' one wording (two uses): the extra initiative die, offered only while it occupies a victory area.
  'Half-Orc Spy': {
    'Enemy Battle Plans': {
      kind: 'triggered',
      name: 'Enemy Battle Plans',
      trigger: 'start-of-round',
      activated: true,
      uses: 2,
      effect: { kind: 'extra-initiative-die', occupying: true },
      duration: 'end-of-round',
    },
  },
  // Covert Agent's one wording (one use): at the end of the round, 10 VP while it alone occupies one of its player's victory areas.
  'Warforged Infiltrator': {
    'Covert Agent': {
      kind: 'triggered',
      name: 'Covert Agent',
      trigger: 'end-of-round',
      activated: true,
      uses: 1,
      effect: { kind: 'score-vp', amount: 10, only: 'alone-in-own-area' },
    },
  },
  // Double-Bladed Axe's one wording (one use): an immediate action on its own attack roll that missed (MissRoll, the new condition own-turn), rolled again.
  'Orc Berserker': {
    'Double-Bladed Axe': {
      kind: 'triggered',
      name: 'Double-Bladed Axe',
      trigger: { event: 'MissRoll', conditions: [{ kind: 'missed' }, { kind: 'actor-is', who: 'self' }, { kind: 'own-turn', of: 'self' }] },
      activated: true,
      action: 'immediate',
      uses: 1,
      effect: { kind: 'reroll-attack' },
    },
  },
  // Set Spear, worded once: on each square a charging enemy enters beside it (EnterSquare, charging, as Set Against Charge), an opportunity attack against that enemy — its one per turn.
  'Shieldwall Soldier': {
    'Set Spear': {
      kind: 'triggered',
      name: 'Set Spear',
      trigger: CHARGING_ENEMY_ENTERS_ADJACENT,
      activated: true,
      action: 'none',
      effect: { kind: 'basic-attack-vs-other', melee: false, opportunity: true },
    },
  },
  // Selfish Chill, worded once: the minor action recharging the breath, offered only while its use is spent, its price 15 VP to the opponent.
  'Zombie White Dragon': {
    'Selfish Chill': {
      kind: 'action',
      name: 'Selfish Chill',
      action: 'minor',
      effect: { kind: 'recharge-attack', attack: 'Cold Breath', opponentVp: 15 },
    },
  },
  // Keen Hearing 6's one wording (ignores Conceal and Invisible against enemies within 6 squares): Blindsight 6 (ddm-rules-guidelines-2008, Blindsight), which no creature but an enemy is ever attacked under.
  'Tabaxi Hunter': { 'Keen Hearing 6': { kind: 'blindsight', range: 6 } },
  // Goblin Bolstered's one wording (+2 Attack, +5 Damage, +2 AC and +2 DEF — Fort, Ref and Will — while adjacent to a Goblin ally): the situational bonus and the situational defense in that situation.
  'Acheron Goblin': {
    'Goblin Bolstered': [
      {
        kind: 'continuous',
        name: 'Goblin Bolstered',
        effect: { kind: 'situational-bonus', attack: 2, damage: 5, when: 'adjacent-ally-keyword', keyword: 'Goblin' },
      },
      {
        kind: 'continuous',
        name: 'Goblin Bolstered (defenses)',
        effect: { kind: 'situational-defense', amounts: { AC: 2, Fort: 2, Ref: 2, Will: 2 }, when: 'adjacent-ally-keyword', keyword: 'Goblin' },
      },
    ],
  },
};
