/**
 * The published list of Treasure Glyphs, one data row each: its name, whether its power is
 * permanent (while carried), temporary (used once, then removed) or an Ancient Artifact, and what it
 * does in our own words; `enforced` says whether the battle engine plays the power (every treasure
 * glyph is picked up, carried, dropped and lost by the guide's procedures either way). Facts from
 * the published list, sources in docs/heroscape.md, "Glyphs".
 * Rulebook: heroscape-master-game-guide — "Treasure Glyphs" ("Permanent Treasure Glyphs",
 * "Temporary Treasure Glyphs", "Ancient Artifact Treasure Glyphs").
 */

export type TreasureKind = 'permanent' | 'temporary' | 'artifact' | 'ancient-artifact';

export interface TreasureRule {
  readonly id: string;
  readonly name: string;
  readonly kind: TreasureKind;
  readonly text: string;
  readonly enforced: boolean;
}

const row = (id: string, name: string, kind: TreasureKind, text: string, enforced: boolean): TreasureRule => ({ id, name, kind, text, enforced });

export const TREASURES: Readonly<Record<string, TreasureRule>> = {
  'heroic-rune': row('heroic-rune', 'Heroic Rune', 'permanent', 'Attack +1: its carrier rolls 1 more attack die in normal attacks.', true),
  'talisman-of-defense': row('talisman-of-defense', 'Talisman of Defense', 'permanent', 'Defense +1: its carrier rolls 1 more defense die.', true),
  'brandars-chest': row('brandars-chest', "Brandar's Chest", 'artifact', 'Artifact: does what the scenario says it does (nothing by itself).', true),
  'holy-symbol-of-pelor': row(
    'holy-symbol-of-pelor',
    'Holy Symbol of Pelor',
    'permanent',
    'Its carrier rolls 2 more attack dice against Undead figures.',
    true,
  ),
  'brooch-of-shielding': row('brooch-of-shielding', 'Brooch of Shielding', 'permanent', 'Its carrier never takes leaving-engagement attacks.', true),
  // Source: the wiki's Treasure Glyph list as recorded in Dissolutio/hexoscape src/game/glyphs.ts (docs/heroscape.md, "Glyphs"): "Waterwalking: This figure does not have to stop its movement when entering water spaces".
  'oceanstrider-amulet': row('oceanstrider-amulet', 'Oceanstrider Amulet', 'permanent', 'Its carrier need not stop when it enters water.', true),
  'giant-hunter-stone': row(
    'giant-hunter-stone',
    'Giant Hunter Stone',
    'permanent',
    'Its carrier rolls 1 more die attacking or defending against a Large or Huge figure.',
    true,
  ),
  'potion-of-healing': row(
    'potion-of-healing',
    'Potion of Healing',
    'temporary',
    'After an order marker is revealed on its card, the carrier may remove up to 3 of its wound markers.',
    true,
  ),
  'whetstone-of-venom': row(
    'whetstone-of-venom',
    'Whetstone of Venom',
    'temporary',
    'Before a normal attack on a figure next to it: if the attack wounds, 2 more wound markers.',
    true,
  ),
  // Source: the wiki's Treasure Glyph list as recorded in Dissolutio/hexoscape src/game/glyphs.ts (docs/heroscape.md, "Glyphs"): "after an attacking figure has rolled attack dice and before rolling defense dice".
  'ring-of-protection': row(
    'ring-of-protection',
    'Ring of Protection',
    'temporary',
    'After the attack dice are rolled against its carrier and before the defense roll: 3 more defense dice.',
    true,
  ),
  'elixir-of-speed': row('elixir-of-speed', 'Elixir of Speed', 'temporary', 'Its carrier adds 4 to its Move this turn.', true),
  // Source: the wiki's Treasure Glyph list as recorded in Dissolutio/hexoscape src/game/glyphs.ts (docs/heroscape.md, "Glyphs"): "before moving", "any same-level space(s) within 10 spaces", no leaving-engagement attacks.
  'bracers-of-teleportation': row(
    'bracers-of-teleportation',
    'Bracers of Teleportation',
    'temporary',
    'Before moving, instead of its normal move: its carrier is placed on a same-level space within 10 spaces, with no leaving-engagement attacks.',
    true,
  ),
  // Source: the wiki's Treasure Glyph list as recorded in Dissolutio/hexoscape src/game/glyphs.ts (docs/heroscape.md, "Glyphs"): "at any point during its turn", "no visible Hit Zones" until the round ends or it attacks, no leaving-engagement attacks.
  'cloak-of-invisibility': row(
    'cloak-of-invisibility',
    'Cloak of Invisibility',
    'temporary',
    'At any point of its turn: its carrier has no visible Hit Zone and takes no leaving-engagement attacks until the end of the round or until it attacks.',
    true,
  ),
  'belt-of-giant-strength': row(
    'belt-of-giant-strength',
    'Belt of Giant Strength',
    'temporary',
    'Before a normal attack on a figure next to it: 2 more attack dice this turn.',
    true,
  ),
  // Source: the wiki's Treasure Glyph list as recorded in Dissolutio/hexoscape src/game/glyphs.ts (docs/heroscape.md, "Glyphs"): "whenever it receives one or more wounds", d20 1-15 one wound ignored, 16+ all.
  'scarab-of-invulnerability': row(
    'scarab-of-invulnerability',
    'Scarab of Invulnerability',
    'temporary',
    'When its carrier receives wounds from an attack, roll the d20: 1–15 ignore one of those wounds, 16 or more ignore them all.',
    true,
  ),
  // Source: the wiki's Treasure Glyph list as recorded in Dissolutio/hexoscape src/game/glyphs.ts (docs/heroscape.md, "Glyphs"): "After moving and before attacking", "within 5 clear sight spaces", d20 16+ destroys, "only once per game".
  'bolt-of-the-witherwood': row(
    'bolt-of-the-witherwood',
    'Bolt of the Witherwood',
    'ancient-artifact',
    'Once a game, after moving and before attacking: pick an enemy figure within 5 clear-sight spaces and roll the d20: 16 or more destroys it.',
    true,
  ),
  // Source: the wiki's Treasure Glyph list as recorded in Dissolutio/hexoscape src/game/glyphs.ts (docs/heroscape.md, "Glyphs"): "after revealing an Order Marker", "previously destroyed Unique figure", "within five(5) clear sight spaces", a normal attack, then destroyed; powers negated, "life of 1", unaffected by Army Card powers.
  'revenants-tome': row(
    'revenants-tome',
    "Revenant's Tome",
    'ancient-artifact',
    'After an order marker is revealed on its card, before that turn: a destroyed Unique figure of its army is placed within 5 clear-sight spaces, makes one normal attack (its powers negated, Life 1, unaffected by Army Card powers), then is destroyed.',
    true,
  ),
};

/** The treasure a map glyph names ("Heroic Rune", "heroic-rune"), or null when it names none of the list. */
export function treasureIdOf(name: string): string | null {
  const key = name
    .trim()
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return TREASURES[key] ? key : null;
}
