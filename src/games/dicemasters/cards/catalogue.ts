// Implements: dice-masters-battle-for-faerun — "CARDS", "DICE", "YOUR FIRST GAME", "DETAILED COMBAT EXAMPLE".
// Our encodings of the cards this module ships. Facts (cost, energy type, affiliation, die limit,
// level stats, which faces burst) come from the public TeamBuilder data and bff-dice-faces.md; the
// abilities are our own paraphrase as data (cards/types.ts), never the printed wording.
import type { EnergyType, Face } from '../types.js';
import type { Ability, Affiliation, Alignment, CardDef } from './types.js';

type Level = readonly [cost: number, a: number, d: number, bursts?: 0 | 1 | 2];

/** bff-dice-faces.md: face 1 = one energy of the card's type, faces 2–3 = two, faces 4–6 = levels 1–3. */
function characterFaces(type: EnergyType, levels: readonly Level[]): Face[] {
  return [
    { t: 'energy', type, n: 1 },
    { t: 'energy', type, n: 2 },
    { t: 'energy', type, n: 2 },
    ...levels.map(([cost, a, d, bursts], i): Face => ({ t: 'char', level: i + 1, cost, a, d, bursts: bursts ?? 0 })),
  ];
}

/** Basic action dice: three generic "2" faces, then action faces with no, one and two bursts. */
const ACTION_FACES: readonly Face[] = [
  { t: 'generic', n: 2 },
  { t: 'generic', n: 2 },
  { t: 'generic', n: 2 },
  { t: 'action', bursts: 0 },
  { t: 'action', bursts: 1 },
  { t: 'action', bursts: 2 },
];

/** NPC dice: fist, bolt, mask, shield, wildcard and the one NPC character face (0 to field, 1A, 1D). */
export const NPC_FACES: readonly Face[] = [
  { t: 'energy', type: 'fist', n: 1 },
  { t: 'energy', type: 'bolt', n: 1 },
  { t: 'energy', type: 'mask', n: 1 },
  { t: 'energy', type: 'shield', n: 1 },
  { t: 'wild' },
  { t: 'char', level: 1, cost: 0, a: 1, d: 1, bursts: 0 },
];

export const NPC_KEY = 'npc';

/** NPCs have no card; this pseudo-card lets every die point at a face list. */
export const NPC_CARD: CardDef = {
  key: NPC_KEY,
  title: 'NPC',
  subtitle: 'Sidekick die',
  kind: 'character',
  cost: 0,
  energy: null,
  affiliation: null,
  alignment: null,
  max: 8,
  basic: false,
  faces: NPC_FACES,
  abilities: [],
};

export function character(
  title: string,
  subtitle: string,
  cost: number,
  energy: EnergyType,
  affiliation: Affiliation,
  alignment: Alignment,
  max: number,
  levels: readonly Level[],
  abilities: readonly Ability[],
): CardDef {
  const key = `${kebab(title)}/${kebab(subtitle)}`;
  return { key, title, subtitle, kind: 'character', cost, energy, affiliation, alignment, max, basic: false, faces: characterFaces(energy, levels), abilities };
}

/** The TeamBuilder equip flag: the card's dice can carry gear (Equip). */
function carriesGear(c: CardDef): CardDef {
  return { ...c, equipSlot: true };
}

/** Gear and spell dice share the basic action dice's faces (bff-dice-faces.md); they are party cards. */
export function partyDieCard(kind: 'gear' | 'action', title: string, subtitle: string, cost: number, max: number, abilities: readonly Ability[]): CardDef {
  return {
    key: `${kebab(title)}/${kebab(subtitle)}`,
    title,
    subtitle,
    kind,
    cost,
    energy: null,
    affiliation: null,
    alignment: 'neutral',
    max,
    basic: false,
    faces: ACTION_FACES,
    abilities,
  };
}

function basicAction(title: string, cost: number, abilities: readonly Ability[]): CardDef {
  return {
    key: kebab(title),
    title,
    subtitle: 'Basic Action Card',
    kind: 'action',
    cost,
    energy: null,
    affiliation: null,
    alignment: null,
    max: 3,
    basic: true,
    faces: ACTION_FACES,
    abilities,
  };
}

export function kebab(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

// Level stats (fielding cost, attack, defense, bursts) per the TeamBuilder `var dice` strings.
const HALFLING_THIEF: readonly Level[] = [
  [1, 1, 1, 1],
  [1, 2, 2, 1],
  [1, 3, 3],
];
const BLUE_DRAGON: readonly Level[] = [
  [1, 3, 3],
  [1, 4, 4],
  [2, 6, 6],
];
const VAMPIRE: readonly Level[] = [
  [1, 1, 4],
  [1, 2, 4],
  [2, 2, 6],
];
const TROLL: readonly Level[] = [
  [1, 3, 3],
  [1, 4, 3],
  [2, 5, 5],
];
const HUMAN_PALADIN: readonly Level[] = [
  [0, 1, 2],
  [1, 2, 3],
  [1, 2, 4],
];
const GELATINOUS_CUBE: readonly Level[] = [
  [0, 1, 3],
  [1, 2, 4],
  [2, 3, 5],
];
const PURPLE_WORM: readonly Level[] = [
  [1, 5, 3],
  [1, 6, 5],
  [2, 8, 7],
];
const ORC: readonly Level[] = [
  [0, 2, 2],
  [1, 3, 2],
  [1, 3, 3],
];
const GREEN_DRAGON: readonly Level[] = [
  [1, 3, 4],
  [1, 4, 5],
  [2, 6, 6],
];
const DROW_ASSASSIN: readonly Level[] = [
  [0, 3, 2],
  [1, 4, 2],
  [1, 4, 4],
];
const SKELETON: readonly Level[] = [
  [0, 2, 1],
  [1, 3, 2],
  [1, 3, 3],
];
const UMBER_HULK: readonly Level[] = [
  [1, 5, 3],
  [2, 6, 4],
  [3, 7, 5],
];

export const CHARACTER_CARDS: readonly CardDef[] = [
  carriesGear(
    character('Halfling Thief', 'Minion Harper', 2, 'mask', 'harpers', 'good', 4, HALFLING_THIEF, [
      { kind: 'experience' },
      { kind: 'when-fielded', burst: 1, effect: { op: 'draw-npc-to-used-else-roll' } },
    ]),
  ),
  character('Blue Dragon', 'Master Dragon', 6, 'bolt', 'monsters', 'evil', 4, BLUE_DRAGON, [{ kind: 'breath-weapon', x: 3 }]),
  character('Blue Dragon', 'Apprentice Dragon', 4, 'bolt', 'monsters', 'evil', 4, BLUE_DRAGON, [
    { kind: 'breath-weapon', x: 1 },
    { kind: 'on-action-cant-block' },
  ]),
  carriesGear(
    character('Vampire', 'Minion Undead', 3, 'mask', 'monsters', 'evil', 4, VAMPIRE, [
      { kind: 'energy-drain' },
      { kind: 'first-attacking-damage-gain', life: 1, drawToPrep: false },
    ]),
  ),
  carriesGear(
    character('Vampire', 'Apprentice Undead', 4, 'mask', 'monsters', 'evil', 4, VAMPIRE, [
      { kind: 'energy-drain' },
      { kind: 'first-attacking-damage-gain', life: 2, drawToPrep: true },
    ]),
  ),
  carriesGear(
    character('Troll', 'Master Humanoid', 5, 'fist', 'monsters', 'evil', 4, TROLL, [{ kind: 'regenerate' }, { kind: 'on-regenerate-ko-engaged', damage: 1 }]),
  ),
  carriesGear(
    character('Human Paladin', 'Minion Order of the Gauntlet', 3, 'shield', 'order-of-the-gauntlet', 'good', 4, HUMAN_PALADIN, [
      { kind: 'experience' },
      { kind: 'when-fielded', effect: { op: 'protect-own-kind-and-npcs' } },
    ]),
  ),
  character('Gelatinous Cube', 'Master Ooze', 3, 'shield', 'monsters', 'neutral', 4, GELATINOUS_CUBE, [
    { kind: 'capture-knocked-out', cost: 'shield' },
    { kind: 'block-many-npcs' },
  ]),
  // Beyond the starter: one card each for the two shorthand abilities the starter cards lack.
  character('Purple Worm', 'Lesser Beast', 6, 'fist', 'monsters', 'neutral', 4, PURPLE_WORM, [{ kind: 'overcrush' }]),
  // Beyond the starter, for a rule no starter card uses: rerolling dice outside the roll step.
  character('Umber Hulk', 'Paragon Beast', 5, 'shield', 'monsters', 'evil', 4, UMBER_HULK, [
    { kind: 'when-fielded', effect: { op: 'reroll-opposing-characters', maxLevel: 2, energyTo: 'used' } },
  ]),
  carriesGear(character('Orc', 'Greater Humanoid', 3, 'fist', 'monsters', 'neutral', 4, ORC, [{ kind: 'swarm' }])),
  // Issue 16's proof that a card built from existing abilities is one data row: eight more cards, each
  // only facts and ability modules that already exist (cards/bff-cards.test.ts checks both).
  character('Blue Dragon', 'Minion Dragon', 5, 'bolt', 'monsters', 'evil', 4, BLUE_DRAGON, [{ kind: 'breath-weapon', x: 2 }]),
  character('Green Dragon', 'Minion Dragon', 4, 'fist', 'monsters', 'evil', 4, GREEN_DRAGON, [{ kind: 'breath-weapon', x: 1 }]),
  character('Green Dragon', 'Apprentice Dragon', 5, 'fist', 'monsters', 'evil', 4, GREEN_DRAGON, [{ kind: 'breath-weapon', x: 2 }]),
  carriesGear(character('Troll', 'Minion Humanoid', 4, 'fist', 'monsters', 'evil', 4, TROLL, [{ kind: 'regenerate' }])),
  character('Gelatinous Cube', 'Apprentice Ooze', 3, 'shield', 'monsters', 'neutral', 4, GELATINOUS_CUBE, [{ kind: 'capture-knocked-out', cost: 'shield' }]),
  // Characters with no card text (the TeamBuilder line has no ability).
  carriesGear(character('Drow Assassin', 'Lesser Humanoid', 3, 'bolt', 'monsters', 'evil', 4, DROW_ASSASSIN, [])),
  carriesGear(character('Orc', 'Lesser Humanoid', 2, 'fist', 'monsters', 'neutral', 4, ORC, [])),
  carriesGear(character('Skeleton', 'Lesser Undead', 2, 'mask', 'monsters', 'evil', 4, SKELETON, [])),
];

/** Party dice that are not characters: gear (Equip) and spells (control). */
export const PARTY_DIE_CARDS: readonly CardDef[] = [
  partyDieCard('gear', 'Magic Sword', 'Lesser Gear', 3, 4, [{ kind: 'equip' }, { kind: 'equipped-bonus', a: 1, d: 1 }]),
  partyDieCard('gear', 'Magic Sword', 'Greater Gear', 3, 4, [{ kind: 'equip' }, { kind: 'equipped-bonus', a: 2, d: 0 }]),
  partyDieCard('action', 'Prismatic Spray', 'Paragon Spell', 5, 4, [{ kind: 'action', effect: { op: 'exchange-control', count: 2, keepUnblocked: true } }]),
];

export const BASIC_ACTION_CARDS: readonly CardDef[] = [
  basicAction('Blessing', 3, [
    { kind: 'action', effect: { op: 'bonus-all-own', a: 1, d: 1 } },
    { kind: 'action', burst: 2, mode: 'also', effect: { op: 'bonus-chosen-own', count: 2, a: 1, d: 1 } },
  ]),
  basicAction('Charm', 4, [
    { kind: 'action', effect: { op: 'draw-then-roll-npcs', n: 3, rollOneInstead: false } },
    { kind: 'action', burst: 2, mode: 'instead', effect: { op: 'draw-then-roll-npcs', n: 3, rollOneInstead: true } },
  ]),
  basicAction('Cone of Cold', 3, [
    { kind: 'action', effect: { op: 'damage-distinct', amounts: [1, 2, 3] }, needsCharacters: 3 },
    { kind: 'global', cost: 'fist', effect: { op: 'bonus-blocked-attacker', a: 2 } },
  ]),
  basicAction('Dimension Door', 4, [{ kind: 'action', effect: { op: 'unblockable', target: 'own-character' } }]),
  basicAction('Finger of Death', 5, [
    { kind: 'action', effect: { op: 'move-to', zone: 'prep', maxLevel: 1 } },
    { kind: 'action', burst: 1, mode: 'instead', effect: { op: 'move-to', zone: 'prep', maxLevel: null } },
    { kind: 'action', burst: 2, mode: 'instead', effect: { op: 'move-to', zone: 'bag', maxLevel: null } },
  ]),
  basicAction('Fireball', 4, [
    { kind: 'action', effect: { op: 'damage-each-player', amount: 2 } },
    { kind: 'action', mode: 'also', effect: { op: 'damage-all-characters', amount: 2 } },
    { kind: 'action', mode: 'also', effect: { op: 'spend-bolt-for-extra-damage' } },
    { kind: 'action', burst: 2, mode: 'also', effect: { op: 'damage-each-player', amount: 1 } },
    { kind: 'action', burst: 2, mode: 'also', effect: { op: 'damage-all-characters', amount: 1 } },
  ]),
  basicAction('Magic Missile', 3, [
    { kind: 'action', effect: { op: 'damage', amount: 2, target: 'character-or-player' } },
    { kind: 'action', burst: 2, mode: 'also', effect: { op: 'extra-damage-highest-adventurer' } },
    { kind: 'global', cost: 'bolt', effect: { op: 'damage', amount: 1, target: 'any-character' } },
  ]),
  basicAction('Polymorph', 3, [
    { kind: 'action', effect: { op: 'swap-with-used' } },
    { kind: 'global', cost: 'mask', effect: { op: 'spin-own-down-to-spin-up' } },
  ]),
  basicAction('Resurrection', 4, [
    { kind: 'action', effect: { op: 'roll-from-used' } },
    { kind: 'global', cost: 'shield', effect: { op: 'draw-to-prep' }, ownTurnOnly: true, oncePerTurn: true },
  ]),
  basicAction('Stinking Cloud', 2, [
    { kind: 'action', effect: { op: 'damage-all-characters', amount: 1 } },
    { kind: 'action', mode: 'also', effect: { op: 'level1-cant-attack-or-block' } },
  ]),
];

export const ALL_CARDS: readonly CardDef[] = [...CHARACTER_CARDS, ...PARTY_DIE_CARDS, ...BASIC_ACTION_CARDS];
const BY_KEY = new Map<string, CardDef>([[NPC_KEY, NPC_CARD], ...ALL_CARDS.map((c): [string, CardDef] => [c.key, c])]);

/**
 * Adds cards beyond the shipped catalogue (test cards for rules no encoded card uses: copying,
 * controlling through a die, redirecting). They are looked up like any other card, so the engine
 * path is the real one; they are not listed by `skirmish cards` nor offered in the default draft pool.
 * Registering the same key again with a different encoding is an error.
 */
export function registerCards(defs: readonly CardDef[]): void {
  for (const c of defs) {
    const prev = BY_KEY.get(c.key);
    if (prev && prev !== c && JSON.stringify(prev) !== JSON.stringify(c)) throw new Error(`dicemasters: card "${c.key}" is already encoded differently`);
    BY_KEY.set(c.key, c);
  }
}

export function cardByKey(key: string): CardDef | undefined {
  return BY_KEY.get(key);
}

export function cardDef(key: string): CardDef {
  const c = BY_KEY.get(key);
  if (!c) throw new Error(`dicemasters: unknown card "${key}"`);
  return c;
}
