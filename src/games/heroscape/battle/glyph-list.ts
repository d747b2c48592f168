/**
 * The published glyph list of the Master Game, one data row per glyph: its letter (as Virtualscape
 * prints it on the map), name, kind and what it does, in our own words, and whether the engine
 * enforces it. The guide's own table is a picture ("See the Glyphs table"); the facts are taken from
 * the published list as recorded in docs/heroscape.md, "Glyphs" (sources named there).
 * Rulebook: heroscape-master-game-guide — "Glyphs", "Permanent Glyphs", "Temporary Glyphs".
 */

export type GlyphKind = 'permanent' | 'temporary' | 'artifact';

export interface GlyphRule {
  readonly letter: string;
  readonly name: string;
  readonly kind: GlyphKind;
  /** Our words for what it does. */
  readonly text: string;
  /** Whether the battle engine plays its effect (otherwise it only stops a move, and is turned). */
  readonly enforced: boolean;
}

const row = (letter: string, name: string, kind: GlyphKind, text: string, enforced: boolean): GlyphRule => ({ letter, name, kind, text, enforced });

/** The glyphs of the published list, by the letter printed on them. */
export const GLYPHS: Readonly<Record<string, GlyphRule>> = {
  // Rise of the Valkyrie
  A: row('A', 'Astrid', 'permanent', 'Attack +1: figures you control roll 1 more attack die in normal attacks.', true),
  G: row('G', 'Gerda', 'permanent', 'Defense +1: figures you control roll 1 more defense die.', true),
  I: row('I', 'Ivor', 'permanent', 'Range +4: figures you control with Range 4 or more add 4 to their Range.', true),
  V: row('V', 'Valda', 'permanent', 'Move +2: figures you control add 2 to their Move, except the figure moving off this glyph.', true),
  D: row('D', 'Dagmar', 'permanent', 'Initiative +8: add 8 to your initiative rolls.', true),
  B: row('B', 'Brandar', 'artifact', 'Artifact: does what the scenario says it does (nothing by itself).', true),
  K: row(
    'K',
    'Kelda',
    'temporary',
    'Healer: a Hero of yours that stops here loses all its wound markers (a Squad figure gains nothing); then the glyph leaves the game.',
    true,
  ),
  E: row(
    'E',
    'Erland',
    'temporary',
    'Summoning: the player whose figure stops here picks any one figure and sets it on a space next to this glyph; then the glyph leaves the game.',
    true,
  ),
  M: row(
    'M',
    'Mitonsoul',
    'temporary',
    'Massive Curse: every player rolls the d20 for each of their figures on the battlefield, and each roll of 1 destroys that figure; then the glyph leaves the game.',
    true,
  ),
  // Malliddon's Prophecy
  J: row('J', 'Jalgard', 'permanent', 'Defense +2: figures you control roll 2 more defense dice.', true),
  L: row('L', 'Lodin', 'permanent', 'Lucky 20-sider: add 1 to every d20 roll you make.', true),
  R: row('R', 'Rannveig', 'permanent', 'Wind: while a figure stands here, no figure may use Flying.', true),
  S: row(
    'S',
    'Sturla',
    'temporary',
    'Revive: each player rolls the d20 for each of their destroyed figures; on 19 or 20 it returns on any starting zone.',
    true,
  ),
  // Swarm of the Marro and later sets
  W: row(
    'W',
    'Wannok',
    'permanent',
    'Wound: at the end of each round roll the d20: on 1 the figure here takes a wound, otherwise an opponent you choose wounds one of their own figures.',
    true,
  ),
  P: row('P', 'Proftaka', 'permanent', 'Pit trap: the figure here cannot move off unless a friendly figure is next to it.', true),
  N: row(
    'N',
    'Nilrend',
    'temporary',
    "Negation: pick an opponent's Unique Army Card and roll the d20: on 5 or more its special powers are negated for the rest of the game.",
    true,
  ),
  O: row(
    'O',
    'Oreld',
    'temporary',
    "Intercept orders: roll the d20: on 10 or more remove one random unrevealed order marker from an opponent's Army Card.",
    true,
  ),
  C: row('C', 'Crevcor', 'permanent', 'Common attack +1: your Common figures roll 1 more attack die in normal attacks.', true),
  T: row('T', 'Thorian', 'permanent', "Thorian: an opponent's figure must be next to a figure of yours to attack it with a normal attack.", true),
  U: row('U', 'Ulaniva', 'permanent', 'Unique attack +1: your Unique (and Uncommon) figures roll 1 more attack die in normal attacks.', true),
};
