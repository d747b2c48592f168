// Invented ddmwi-format rows for the importer's tests (our own creatures and wording, written in the
// file's format; nothing here comes from the real file).
import type { CreatureCard } from '../cards/schema.js';
import type { DdmwiEntry } from './ddmwi-entry.js';
import { parseDdmwi } from './parse.js';

export const entry = (over: Partial<DdmwiEntry> & Pick<DdmwiEntry, 'name' | 'powers'>): DdmwiEntry => ({
  setInfo: 'Test Set',
  alignment: 'NEUTRAL',
  movementMode: 'NORMAL',
  cost: 10,
  level: 4,
  speed: 6,
  hp: 40,
  ac: 18,
  fort: 14,
  ref: 15,
  will: 16,
  factions: ['WILD'],
  keywords: ['Beast'],
  ...over,
});

/** The cards the importer makes of invented rows, every one of which must import fully (a test's fixtures). */
export function importedCards(rows: readonly DdmwiEntry[], file: string): CreatureCard[] {
  const parsed = parseDdmwi(JSON.stringify(rows), file);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value.creatures.map((c) => {
    if (!c.enforced || !c.card) throw new Error(`${c.name} did not import fully: ${JSON.stringify(c.powers)}`);
    return c.card;
  });
}

export const MOSS_HOUND = entry({
  name: 'Moss Hound',
  keywords: ['Beast', 'Unique', 'Animate'],
  championRating: 2,
  alignment: 'GOOD',
  factions: ['WILD', 'CIVILIZATION'],
  powers: [
    { type: 'ATTACK', text: 'Teeth: +9 vs. AC; 5 + 10 acid damage AND Slowed (save ends).' },
    { type: 'ATTACK', text: 'Spore Cloud: (small cone) +7 vs. DEF(Fort); 10 poison Damage AND Enervated', limit: 1 },
    {
      type: 'ATTACK',
      text: 'Thorn Spit: (range 6) +8 vs. Reflex; 10 damage AND push target up to 2 squares. On miss, 5 damage. RECHARGE when first Bloodied.',
      limit: 1,
    },
    { type: 'SPECIAL', text: 'Resist 5 Cold' },
    { type: 'ABILITY', text: '+2 DEF(Will)' },
    { type: 'ABILITY', text: 'Flight' },
    { type: 'SPECIAL', text: 'Sneak Attack 5: +5 Damage against targets granting it combat advantage.' },
    { type: 'CHAMPION', text: 'Use when an ally hits with a melee attack: +5 Damage on that attack.' },
  ],
});

export const BOG_WISP = entry({
  name: 'Bog Wisp',
  powers: [
    { type: 'ATTACK', text: 'Glow Touch: (reach 2) +6 vs. Will; Staggered' },
    { type: 'SPECIAL', text: 'Mire Dance: Whenever this creature is missed, it sings a song nobody can hear.' },
    { type: 'ABILITY', text: 'Immune Sleepiness' },
  ],
});

export const SIGNPOST = entry({ name: 'Talking Signpost', powers: [{ type: 'SPECIAL', text: 'Points the Way: It points.' }] });

/** Powers in the shapes the power-language reader knows (our own names and wording). */
export const REED_CAPTAIN = entry({
  name: 'Reed Captain',
  championRating: 1,
  powers: [
    { type: 'CHAMPION', text: 'Use when an enemy scores a critical hit: That attack becomes a hit instead.' },
    { type: 'ATTACK', text: 'Pike: +8 vs. AC; 10 damage AND repeat this attack against the same target (maximum 1 per turn).' },
    { type: 'ATTACK', text: 'Double Jab: 2 attacks against the same target; +7 vs. AC to each; 5 Damage each + 5 Damage to the second attack if both hit' },
    { type: 'ATTACK', text: 'Rally Strike: Make 2 {b} attacks.', limit: 1 },
    { type: 'ATTACK', text: 'Stare: (range 4) +7 vs. Will; target makes a {M} attack as though Dominated.' },
    { type: 'SPECIAL', text: 'Steady: Whenever this creature hits with an attack while not bloodied: +5 Damage on that attack.' },
    {
      type: 'SPECIAL',
      text: 'Shield Wall: Immediate action, use when an enemy attacks an adjacent ally with an attack: Redirect that attack to this creature.',
      limit: 1,
    },
    { type: 'SPECIAL', text: 'Rally Cry: Minor action: Each bloodied ally within 4 squares of this creature heals 5 HP.', limit: 1 },
    { type: 'SPECIAL', text: "Sidestep: Use at any time on this creature's turn, no more than once per turn: This creature shifts as a free action." },
  ],
});
